import { describe, expect, it } from 'vitest';
import { articleFile, build, heroBeside } from './article-fixtures.ts';
import { loadArticles } from './load-articles.ts';
import { editorsPicks, relatedArticles } from './related-articles.ts';

const collection = loadArticles(
  Object.fromEntries(
    [
      ['seo-old', 'SEO', '2025-01-01', false],
      ['seo-new', 'SEO', '2025-06-01', true],
      ['web-1', 'Web Development', '2025-03-01', true],
      ['web-2', 'Web Development', '2025-04-01', false],
      ['hiring', 'Recruitment', '2025-05-01', true],
      ['ppc', 'PPC', '2025-07-01', true],
    ].map(([slug, category, day, pick]) => [
      `x/${slug}.md`,
      articleFile({ category: String(category), published: `${day}T10:00:00Z`, editorsPick: String(pick) }),
    ]),
  ),
  { ...build, images: heroBeside('x') },
);
const find = (slug: string) => collection.find((a) => a.slug === slug)!;

describe('relatedArticles', () => {
  it('lists the same category first, then the newest others, never the article itself', () => {
    expect(relatedArticles(find('seo-old'), collection).map((a) => a.slug)).toEqual([
      'seo-new',
      'ppc',
      'hiring',
    ]);
    expect(relatedArticles(find('web-2'), collection).map((a) => a.slug)).toEqual([
      'web-1',
      'ppc',
      'seo-new',
    ]);
  });
});

describe('editorsPicks', () => {
  it('is the three newest articles marked editorsPick', () => {
    expect(editorsPicks(collection).map((a) => a.slug)).toEqual(['ppc', 'seo-new', 'hiring']);
  });
});
