import { describe, expect, it } from 'vitest';
import { articleFile, build, madeImage } from './article-fixtures.ts';
import { CollectionError, problemLine } from './collection.ts';
import { loadArticles } from './load-articles.ts';
import { sourcesOnDisk } from './sources-on-disk.ts';

const dir = 'libs/collections/uk/articles';

/** The problems a collection is refused with, as the build log prints them. */
function problemsOf(sources: Record<string, string>, options = build): string[] {
  try {
    loadArticles(sources, options);
  } catch (error) {
    if (error instanceof CollectionError) return error.problems.map((p) => problemLine(p));
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
      hero: { src: '/assets/img/hero-abc-800.webp', alt: '', width: 1344, height: 756 },
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
      `${dir}/a.md:10: autor: unknown field`,
    ]);
    expect(
      problemsOf({
        [`${dir}/a.md`]: articleFile({
          hero: '\n  src: hero.jpg\n  alt: ""\n  title: x',
        }),
      }),
    ).toEqual([`${dir}/a.md:10: hero.title: unknown field`]);
  });

  it('refuses a missing field', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ description: undefined }) })).toEqual([
      `${dir}/a.md:1: description: missing field`,
    ]);
    expect(problemsOf({ [`${dir}/a.md`]: 'Just a body.\n' })).toEqual([
      `${dir}/a.md:1: frontmatter: missing: the file must start with a --- line`,
    ]);
  });

  it('refuses an author who is not a team member', () => {
    expect(problemsOf({ [`${dir}/a.md`]: articleFile({ author: 'Rohan Mehtа' }) })).toEqual([
      `${dir}/a.md:4: author: unknown author "Rohan Mehtа": must be a team member (Rohan Mehta, Priya Nair)`,
    ]);
  });

  it('refuses a duplicate slug, naming both files', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: articleFile({ slug: 'b' }),
        [`${dir}/b.md`]: articleFile(),
      }),
    ).toEqual([`${dir}/b.md:1: slug: duplicate slug "b": ${dir}/a.md has it too`]);
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
      `${dir}/a.md:5: published: ${zone}`,
      `${dir}/b.md:5: published: ${zone}`,
      `${dir}/c.md:10: updated: ${zone}`,
      `${dir}/d.md:10: updated: bad date: before published`,
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
      `${dir}/b.md:12: body: a level-1 heading (#): the title is the page heading, start at ##`,
      `${dir}/c.md:2: frontmatter: not YAML: Nested mappings are not allowed in compact mappings, in "title: a: b: c"`,
      `${dir}/Local SEO.md:1: slug: the file name gives "Local SEO": name the file like local-seo-basics.md or set slug`,
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
      hero: '\n  src: hero.jpg\n  alt: "TODO: what the image shows"',
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
        `${dir}/later.md:6: category: ${reason}`,
        `${dir}/live.md:3: description: ${reason}`,
        `${dir}/live.md:6: category: ${reason}`,
        `${dir}/live.md:9: hero.alt: ${reason}`,
        `${dir}/live.md:12: body: ${reason}`,
        `${dir}/live.md:4: author: unknown author "Nobody": must be a team member (Rohan Mehta, Priya Nair)`,
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

  describe('what an article can break, refused with its file and line', () => {
    it('refuses a link whose target the page would remove: javascript:, data:, vbscript:', () => {
      const body = [
        'An intro.',
        '',
        '[Run it](javascript:alert(1)) and [open](data:text/html,hi).',
        '',
        '[Old](VBScript:msgbox) and [fine](https://example.org) and [ours](/services/seo) and [mail](mailto:a@example.com).',
        '',
      ].join('\n');
      const removed = (url: string, scheme: string) =>
        `${dir}/a.md:LINE: body: link "${url}": a ${scheme}: link loses its target on the page, leaving a link to nowhere; link to a page of the site (/services/seo) or a web address (https://...)`;
      expect(problemsOf({ [`${dir}/a.md`]: articleFile({}, body) })).toEqual([
        removed('javascript:alert(1)', 'javascript').replace('LINE', '14'),
        removed('data:text/html,hi', 'data').replace('LINE', '14'),
        removed('VBScript:msgbox', 'vbscript').replace('LINE', '16'),
      ]);
    });

    it('refuses an image from another host and a data: image, which readers would see broken', () => {
      const body = [
        '![Elsewhere](https://cdn.example.net/a.png)',
        '',
        '![Inline](data:image/png;base64,iVBORw0KGgo=)',
        '',
        '![Ours](/images/blog/local-seo.svg)',
        '',
      ].join('\n');
      const beside =
        'put the image beside the article as a JPEG or PNG and name it: ![What it shows](photo.jpg)';
      expect(problemsOf({ [`${dir}/a.md`]: articleFile({}, body) })).toEqual([
        `${dir}/a.md:12: body: image "https://cdn.example.net/a.png" is on another host (cdn.example.net): the site's Content-Security-Policy blocks it, so readers see a broken image; ${beside}`,
        `${dir}/a.md:14: body: image "data:image/png;base64,iVBORw0KGgo=": a data: image is removed from the page, so readers see a broken image; ${beside}`,
      ]);
    });

    it('refuses a hero narrower than 1344 px, and an SVG hero in an article that is not a draft', () => {
      const narrow = { ...build, images: { [`${dir}/small.jpg`]: madeImage('small', 1200, 675) } };
      expect(
        problemsOf({ [`${dir}/a.md`]: articleFile({ hero: '\n  src: small.jpg\n  alt: ""' }) }, narrow),
      ).toEqual([
        `${dir}/a.md:8: hero.src: "small.jpg" is 1200 px wide: a hero must be at least 1344 px wide, the widest the page shows it`,
      ]);
      const svg = '\n  src: /images/blog/fast-website.svg\n  alt: ""\n  width: 480\n  height: 270';
      expect(problemsOf({ [`${dir}/a.md`]: articleFile({ hero: svg }) })).toEqual([
        `${dir}/a.md:8: hero.src: an SVG stands in for the hero in a draft only: put the photograph beside the article as a JPEG or PNG at least 1344 px wide and name it (src: photo.jpg)`,
      ]);
      expect(
        loadArticles(
          { [`${dir}/a.md`]: articleFile({ hero: svg, draft: 'true' }) },
          { ...build, includeUnpublished: true },
        )[0]!.hero,
      ).toEqual({
        src: '/images/blog/fast-website.svg',
        alt: '',
        width: 480,
        height: 270,
      });
    });

    it('refuses a second spelling of a category, naming the file that wrote the first', () => {
      expect(
        problemsOf({
          [`${dir}/a.md`]: articleFile({ category: 'Web development' }),
          [`${dir}/b.md`]: articleFile({ category: 'Web-Development', slug: 'b' }),
          [`${dir}/c.md`]: articleFile({ category: 'Web development', draft: 'true' }),
          [`${dir}/d.md`]: articleFile({ category: 'WEB DEVELOPMENT', draft: 'true' }),
        }),
      ).toEqual([
        `${dir}/b.md:6: category: "Web-Development" is the category ${dir}/a.md writes "Web development": write it the same way`,
        `${dir}/d.md:6: category: "WEB DEVELOPMENT" is the category ${dir}/a.md writes "Web development": write it the same way`,
      ]);
    });

    it('refuses a duplicate slug on the line that sets it, naming the file it collides with', () => {
      expect(
        problemsOf({
          [`${dir}/local-seo.md`]: articleFile(),
          [`${dir}/seo-for-shops.md`]: articleFile({ slug: 'local-seo' }),
        }),
      ).toEqual([
        `${dir}/seo-for-shops.md:10: slug: duplicate slug "local-seo": ${dir}/local-seo.md has it too`,
      ]);
    });

    it('gives a YAML error the file’s own line and the line itself', () => {
      const source = articleFile({ category: 'SEO', editorsPick: 'true', translation: '[unclosed' });
      expect(problemsOf({ [`${dir}/a.md`]: source })).toEqual([
        `${dir}/a.md:11: frontmatter: not YAML: Flow sequence in block collection must be sufficiently indented and end with a ], in "translation: [unclosed"`,
      ]);
    });
  });
});
