import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleFirstScreen, builtImageProblems, pickCandidate, slotWidth } from './article-first-screen.ts';

const sizes = '(min-width: 44rem) 42rem, calc(100vw - 2rem)';
const srcSet =
  '/uk/assets/img/a-400.avif 400w, /uk/assets/img/a-800.avif 800w, /uk/assets/img/a-1344.avif 1344w';

/** A built tree on disk: one article page, its gzip twin and the made hero files. */
function tree(
  img = '<img src="/uk/assets/img/a-800.webp" alt="" width="1344" height="756" fetchpriority="high">',
) {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  mkdirSync(join(dir, 'blogs'));
  mkdirSync(join(dir, 'assets/img'), { recursive: true });
  const html = `<!doctype html><main><picture><source type="image/avif" srcset="${srcSet}" sizes="${sizes}">${img}</picture></main>`;
  writeFileSync(join(dir, 'blogs/a.html'), html);
  writeFileSync(join(dir, 'blogs/a.html.gz'), Buffer.alloc(9000));
  for (const [w, bytes] of [
    [400, 2000],
    [800, 5000],
    [1344, 12000],
  ])
    writeFileSync(join(dir, `assets/img/a-${w}.avif`), Buffer.alloc(bytes));
  return dir;
}

describe("an article's first screen at 390 px", () => {
  it('reads sizes and picks the candidate of each density', () => {
    expect(slotWidth(sizes, 390)).toBe(358);
    expect(slotWidth(sizes, 1280)).toBe(672);
    expect(pickCandidate(srcSet, 358, 1)).toBe('/uk/assets/img/a-400.avif');
    expect(pickCandidate(srcSet, 358, 2)).toBe('/uk/assets/img/a-800.avif');
    expect(pickCandidate(srcSet, 672, 3)).toBe('/uk/assets/img/a-1344.avif');
  });

  it('counts the HTML as gzip sends it and the larger hero of DPR 1 and 2, from the bytes on disk', () => {
    expect(articleFirstScreen(tree(), 'blogs/a.html', '/uk')).toEqual({
      page: 'blogs/a.html',
      htmlGzipBytes: 9000,
      hero: { url: '/uk/assets/img/a-800.avif', bytes: 5000 },
      bytes: 14000,
    });
  });

  it('finds an original JPEG in the tree and a picture without its size', () => {
    const dir = tree('<img src="/uk/assets/img/a-800.webp" alt="" fetchpriority="high">');
    writeFileSync(join(dir, 'assets/img/a.jpg'), 'jpeg');
    // The crops the build makes for link previews and structured data are JPEGs of its own.
    writeFileSync(join(dir, 'assets/img/a-0123456789-share.jpg'), 'jpeg');
    const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
    expect(builtImageProblems(dir, publicDir)).toEqual([
      expect.stringMatching(/assets\/img\/a\.jpg: an original image shipped$/),
      "blogs/a.html: a picture's img (/uk/assets/img/a-800.webp) without width and height",
    ]);
  });
});
