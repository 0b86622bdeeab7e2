import { describe, expect, it } from 'vitest';
import { articleFile, build, madeImage } from './article-fixtures.ts';
import { CollectionError } from './collection.ts';
import { loadArticles } from './load-articles.ts';
import { treeToHtml } from './render-markdown.ts';

const dir = 'libs/collections/uk/articles';

const made = madeImage('shop');
const images = { ...build.images, [`${dir}/shop.jpg`]: made };
const rasterHero = '\n  src: shop.jpg\n  alt: "A shop front"';

function problemsOf(source: string): string[] {
  try {
    loadArticles({ [`${dir}/a.md`]: source }, { ...build, images });
  } catch (error) {
    if (error instanceof CollectionError)
      return error.problems.map((p) => `${p.line}: ${p.field}: ${p.reason}`);
    throw error;
  }
  throw new Error('the collection was accepted');
}

describe('images beside an article', () => {
  it('gives a JPEG hero its made formats, its crops and the size read from the file', () => {
    const [article] = loadArticles(
      { [`${dir}/a.md`]: articleFile({ hero: rasterHero }) },
      { ...build, images },
    );
    expect(article!.hero).toEqual({
      src: '/assets/img/shop-abc-800.webp',
      alt: 'A shop front',
      width: 1344,
      height: 756,
      sources: made.sources,
      crops: made.crops,
    });
  });

  it('makes a body image beside the article a picture of its formats with its size', () => {
    const [article] = loadArticles(
      { [`${dir}/a.md`]: articleFile({}, 'Text.\n\n![The till](./shop.jpg)\n') },
      { ...build, images },
    );
    expect(treeToHtml(article!.body)).toBe(
      '<p>Text.</p>\n<p><picture>' +
        '<source type="image/avif" srcset="/assets/img/shop-abc-400.avif 400w, /assets/img/shop-abc-800.avif 800w">' +
        '<source type="image/webp" srcset="/assets/img/shop-abc-400.webp 400w, /assets/img/shop-abc-800.webp 800w">' +
        '<img src="/assets/img/shop-abc-800.webp" alt="The till" width="1344" height="756"></picture></p>',
    );
  });

  it('refuses a hero or a body image that is not beside the article, and a size written for a JPEG', () => {
    expect(problemsOf(articleFile({ hero: '\n  src: gone.jpg\n  alt: ""' }))).toEqual([
      '8: hero.src: no such JPEG or PNG beside the article: "gone.jpg"',
    ]);
    expect(problemsOf(articleFile({}, '![x](gone.png)\n'))).toEqual([
      '12: body: image "gone.png": no such JPEG or PNG beside the article',
    ]);
    expect(problemsOf(articleFile({ hero: `${rasterHero}\n  width: 10` }))).toEqual([
      '10: hero.width: read from the JPEG or PNG itself: remove it',
    ]);
    expect(
      problemsOf(articleFile({ hero: '\n  src: /images/blog/x.svg\n  alt: ""', draft: 'true' })),
    ).toEqual([
      '7: hero.width: missing field (an SVG says its size)',
      '7: hero.height: missing field (an SVG says its size)',
    ]);
  });
});
