import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CollectionError, frontmatterSchema, loadArticles } from '@agency/articles';
import { teamMembers } from '@agency/content';
import { articleGenerator } from './article-generator.ts';

const now = new Date('2026-03-01T20:00:00Z');

describe('nx g @agency/workspace:article', () => {
  it('writes a draft the real frontmatter schema and loader accept, dated today in the region', () => {
    const tree = createTreeWithEmptyWorkspace();
    articleGenerator(tree, { title: 'Five fixes, in a week!', region: 'in', now });
    const file = 'libs/collections/in/articles/five-fixes-in-a-week.md';
    const source = tree.read(file, 'utf8')!;
    const yaml = /^---\n([\s\S]*?)\n---\n/.exec(source)![1]!;
    // The real schema, strict: an unknown or missing field fails it.
    const frontmatter = frontmatterSchema.parse(parse(yaml));
    // 20:00 UTC is 01:30 the next day in India.
    expect(frontmatter).toMatchObject({
      title: 'Five fixes, in a week!',
      author: teamMembers[0]!.name,
      published: '2026-03-02T09:00:00+05:30',
      draft: true,
    });
    const [article] = loadArticles(
      { [file]: source },
      { authors: teamMembers.map((m) => m.name), includeUnpublished: true, now },
    );
    expect(article!.slug).toBe('five-fixes-in-a-week');
  });

  it('writes the placeholder where the author must write, so the draft cannot be published as it is', () => {
    const tree = createTreeWithEmptyWorkspace();
    articleGenerator(tree, { title: 'Hello', region: 'uk', now });
    const file = 'libs/collections/uk/articles/hello.md';
    const published = tree.read(file, 'utf8')!.replace('draft: true\n', '');
    const load = () =>
      loadArticles(
        { [file]: published },
        { authors: teamMembers.map((m) => m.name), includeUnpublished: false, now },
      );
    expect(load).toThrow(CollectionError);
    const reason =
      'still has the placeholder "TODO" from npm run new:article: write the real text, or keep draft: true';
    expect(() => load()).toThrow(
      [
        [3, 'description'],
        [6, 'category'],
        [9, 'hero.alt'],
        [14, 'body'],
      ]
        .map(([line, field]) => `  ${file}:${line}: ${field}: ${reason}`)
        .join('\n'),
    );
  });

  it('takes a team member as author and refuses anyone else, or a file that exists', () => {
    const tree = createTreeWithEmptyWorkspace();
    articleGenerator(tree, { title: 'Hello', region: 'uk', author: 'Priya Nair', now });
    expect(tree.read('libs/collections/uk/articles/hello.md', 'utf8')).toContain('author: Priya Nair');
    expect(() => articleGenerator(tree, { title: 'Hello', region: 'uk', now })).toThrow(
      'libs/collections/uk/articles/hello.md exists',
    );
    expect(() => articleGenerator(tree, { title: 'Other', region: 'uk', author: 'Nobody', now })).toThrow(
      'unknown author "Nobody"',
    );
  });
});
