import { describe, expect, it } from 'vitest';
import { articleFile, build } from './article-fixtures.ts';
import { ArticleCollectionError } from './article-problems.ts';
import { loadArticles } from './load-articles.ts';
import { sourcesOnDisk } from './sources-on-disk.ts';

const dir = 'libs/collections/uk/articles';

/** The problems a collection is refused with, as the build log prints them. */
function problemsOf(sources: Record<string, string>): string[] {
  try {
    loadArticles(sources, build);
  } catch (error) {
    if (error instanceof ArticleCollectionError)
      return error.problems.map((p) => `${p.file}: ${p.field}: ${p.reason}`);
    throw error;
  }
  throw new Error('the collection was accepted');
}

describe('loadArticles', () => {
  it('reads a file: slug from its name, updated defaulting to published, category slug, reading time', () => {
    const [article] = loadArticles({ [`${dir}/fast-website.md`]: articleFile() }, build);
    expect(article).toMatchObject({
      file: `${dir}/fast-website.md`,
      slug: 'fast-website',
      title: 'Five fixes for a slow website',
      author: 'Rohan Mehta',
      published: '2025-09-18T09:30:00+05:30',
      updated: '2025-09-18T09:30:00+05:30',
      category: 'Web Development',
      categorySlug: 'web-development',
      hero: { src: '/images/blog/fast-website.svg', alt: '', width: 480, height: 270 },
      editorsPick: false,
      draft: false,
      readingMinutes: 1,
    });
    const long = loadArticles({ [`${dir}/a.md`]: articleFile({}, 'word '.repeat(401)) }, build);
    expect(long[0]!.readingMinutes).toBe(3);
  });

  it('takes the slug from the frontmatter when it names one, and sorts newest first across zones', () => {
    const articles = loadArticles(
      {
        [`${dir}/a.md`]: articleFile({ slug: 'first-one', published: '2025-09-18T09:00:00+05:30' }),
        // 04:00 in London is 09:30 in Noida: half an hour later than the first.
        [`${dir}/b.md`]: articleFile({ published: '2025-09-18T04:00:00Z' }),
      },
      build,
    );
    expect(articles.map((a) => a.slug)).toEqual(['b', 'first-one']);
  });

  it('refuses an unknown field, naming the file and the field', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ autor: 'Rohan Mehta' }) })).toEqual([
      `${dir}/a.md: autor: unknown field`,
    ]);
    expect(
      problemsOf({
        [`${dir}/a.md`]: articleFile({
          hero: '\n  src: /x.svg\n  alt: ""\n  width: 1\n  height: 1\n  title: x',
        }),
      }),
    ).toEqual([`${dir}/a.md: hero.title: unknown field`]);
  });

  it('refuses a missing field', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ description: undefined }) })).toEqual([
      `${dir}/a.md: description: missing field`,
    ]);
    expect(problemsOf({ [`${dir}/a.md`]: 'Just a body.\n' })).toEqual([
      `${dir}/a.md: frontmatter: missing: the file must start with a --- line`,
    ]);
  });

  it('refuses an author who is not a team member', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ author: 'Rohan Mehtа' }) })).toEqual([
      `${dir}/a.md: author: unknown author "Rohan Mehtа": must be a team member (Rohan Mehta, Priya Nair)`,
    ]);
  });

  it('refuses a duplicate slug, naming both files', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: articleFile({ slug: 'b' }),
        [`${dir}/b.md`]: articleFile(),
      }),
    ).toEqual([`${dir}/b.md: slug: duplicate slug "b": ${dir}/a.md has it too`]);
  });

  it('refuses a bad date: no zone, not a date, an update before publication', () => {
    const zone = 'bad date: write a date and time with its zone, like 2025-09-18T09:30:00+05:30';
    expect(
      problemsOf({
        [`${dir}/a.md`]: articleFile({ published: '2025-09-18' }),
        [`${dir}/b.md`]: articleFile({ published: '2025-09-18T09:30:00' }),
        [`${dir}/c.md`]: articleFile({ updated: 'last Tuesday' }),
        [`${dir}/d.md`]: articleFile({ updated: '2025-09-17T09:30:00+05:30' }),
      }),
    ).toEqual([
      `${dir}/a.md: published: ${zone}`,
      `${dir}/b.md: published: ${zone}`,
      `${dir}/c.md: updated: ${zone}`,
      `${dir}/d.md: updated: bad date: before published`,
    ]);
  });

  it('refuses a slug that is no URL word, a level-1 heading in the body and YAML that does not parse', () => {
    expect(
      problemsOf({
        [`${dir}/Local SEO.md`]: articleFile(),
        [`${dir}/b.md`]: articleFile({}, '# Another title\n'),
        [`${dir}/c.md`]: articleFile({ title: 'a: b: c' }),
      }),
    ).toEqual([
      `${dir}/b.md: body: a level-1 heading (#): the title is the page heading, start at ##`,
      `${dir}/c.md: frontmatter: not YAML: Nested mappings are not allowed in compact mappings at line 1, column 8:`,
      `${dir}/Local SEO.md: slug: the file name gives "Local SEO": name the file like local-seo-basics.md or set slug`,
    ]);
  });

  it('leaves drafts and articles published after now out of a build, and shows them in dev', () => {
    const sources = {
      [`${dir}/live.md`]: articleFile(),
      [`${dir}/draft.md`]: articleFile({ draft: 'true' }),
      [`${dir}/future.md`]: articleFile({ published: '2026-01-01T00:00:01Z' }),
    };
    expect(loadArticles(sources, build).map((a) => a.slug)).toEqual(['live']);
    expect(
      loadArticles(sources, { ...build, includeUnpublished: true })
        .map((a) => a.slug)
        .sort(),
    ).toEqual(['draft', 'future', 'live']);
  });

  it('checks drafts too: a bad draft fails the build', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ draft: 'true', author: 'Nobody' }) })).toHaveLength(1);
  });

  describe("the generator's placeholder", () => {
    const reason =
      'still has the placeholder "TODO" from npm run new:article: write the real text, or keep draft: true';
    // What npm run new:article leaves for the author to write: the description, the category, the
    // hero's alt text and the body.
    const placeheld = {
      description: '"TODO: one or two sentences on Hello, at most 200 characters."',
      category: 'TODO',
      hero: '\n  src: /images/blog/fast-website.svg\n  alt: "TODO: what the image shows"\n  width: 480\n  height: 270',
    };
    const body = '## TODO: write the article here\n';

    it('fails a published article, or one dated ahead, naming each field and the body, with its other problems', () => {
      expect(
        problemsOf(
          sourcesOnDisk({
            // With another problem: the author learns everything at once.
            [`${dir}/live.md`]: articleFile({ ...placeheld, author: 'Nobody' }, body),
            [`${dir}/later.md`]: articleFile({ published: '2099-01-01T09:00:00+00:00', category: 'TODO' }),
          }),
        ),
      ).toEqual([
        `${dir}/later.md: category: ${reason}`,
        `${dir}/live.md: description: ${reason}`,
        `${dir}/live.md: category: ${reason}`,
        `${dir}/live.md: hero.alt: ${reason}`,
        `${dir}/live.md: body: ${reason}`,
        `${dir}/live.md: author: unknown author "Nobody": must be a team member (Rohan Mehta, Priya Nair)`,
      ]);
    });

    it('lets a draft hold it while it is written, and reads "todo" in prose as prose', () => {
      const sources = sourcesOnDisk({
        [`${dir}/draft.md`]: articleFile({ ...placeheld, draft: 'true' }, body),
        [`${dir}/prose.md`]: articleFile(
          { description: 'Todo lists that ship.' },
          'Keep a todo list, and clear your TODOs each Friday.\n',
        ),
      });
      expect(loadArticles(sources, build).map((a) => a.slug)).toEqual(['prose']);
      expect(
        loadArticles(sources, { ...build, includeUnpublished: true })
          .map((a) => a.slug)
          .sort(),
      ).toEqual(['draft', 'prose']);
    });
  });
});
