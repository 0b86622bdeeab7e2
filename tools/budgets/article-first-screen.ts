import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as cheerio from 'cheerio';
import { madeCropPattern } from '@agency/site-build';

/**
 * What an article's first screen loads on a 390 px phone, from the built tree
 * on disk: the HTML as gzip sends it (its critical CSS and the page script are
 * inline in it) and the hero candidate the browser picks at DPR 1 and at DPR 2,
 * the larger of the two counted. Chromium takes the first `<source>` whose type
 * it knows (AVIF), reads `sizes` at the screen's width and takes the narrowest
 * candidate at least that many device pixels wide (the widest when none is).
 */
export const firstScreen = { width: 390, densities: [1, 2] } as const;

const rootFontPx = 16;

/** A length of `sizes` at a viewport width: px, rem, vw, or calc(a - b) of them. */
function lengthPx(length: string, viewport: number): number {
  const calc = /^calc\((.+?)\s+([-+])\s+(.+)\)$/.exec(length.trim());
  if (calc) {
    const [a, b] = [lengthPx(calc[1]!, viewport), lengthPx(calc[3]!, viewport)];
    return calc[2] === '-' ? a - b : a + b;
  }
  const match = /^([\d.]+)(px|rem|vw)$/.exec(length.trim());
  if (!match) throw new Error(`sizes: cannot read the length "${length}"`);
  const n = Number(match[1]);
  return match[2] === 'px' ? n : match[2] === 'rem' ? n * rootFontPx : (n * viewport) / 100;
}

/** The slot width `sizes` gives at a viewport width (min-width conditions, as the site writes them). */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const condition = /^\s*\(min-width:\s*([\d.]+(?:px|rem))\)\s+(.+)$/.exec(entry);
    if (!condition) return lengthPx(entry, viewport);
    if (viewport >= lengthPx(condition[1]!, viewport)) return lengthPx(condition[2]!, viewport);
  }
  return viewport;
}

/** The candidate of a `w` srcset the browser picks for a slot at a density. */
export function pickCandidate(srcSet: string, slot: number, density: number): string {
  const candidates = srcSet
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url = '', w = '']) => ({ url, w: Number.parseInt(w, 10) }))
    .sort((a, b) => a.w - b.w);
  const need = slot * density;
  return (candidates.find((c) => c.w >= need) ?? candidates.at(-1)!).url;
}

export interface FirstScreen {
  page: string;
  htmlGzipBytes: number;
  hero: { url: string; bytes: number } | undefined;
  bytes: number;
}

/** The first screen of one built article page (`file` relative to `dir`, the tree served under `base`). */
export function articleFirstScreen(dir: string, file: string, base: string): FirstScreen {
  const html = join(dir, file);
  const htmlGzipBytes = statSync(`${html}.gz`).size;
  const $ = cheerio.load(readFileSync(html, 'utf8'));
  const img = $('picture img[fetchpriority="high"]').first();
  const source = img.parent().children('source').first();
  let hero: FirstScreen['hero'];
  if (source.length > 0) {
    const slot = slotWidth(source.attr('sizes') ?? '100vw', firstScreen.width);
    hero = firstScreen.densities
      .map((density) => pickCandidate(source.attr('srcset') ?? '', slot, density))
      .map((url) => ({ url, bytes: statSync(join(dir, url.slice(base.length))).size }))
      .sort((a, b) => b.bytes - a.bytes)[0];
  }
  return { page: file, htmlGzipBytes, hero, bytes: htmlGzipBytes + (hero?.bytes ?? 0) };
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

/**
 * What a built tree must not hold: a JPEG or PNG that is not a file of the shared public folder or
 * a crop the build made (an article's original would be one), or a `<picture>` whose img lacks its width and height.
 */
export function builtImageProblems(dir: string, publicDir: string): string[] {
  const problems: string[] = [];
  const files = filesUnder(dir);
  // A made crop (an article's link preview and structured-data images) is a JPEG the build encoded.
  for (const file of files.filter((f) => /\.(jpe?g|png)$/i.test(f) && !madeCropPattern.test(f)))
    if (!existsSync(join(publicDir, file)))
      problems.push(`${relative(process.cwd(), join(dir, file))}: an original image shipped`);
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const $ = cheerio.load(readFileSync(join(dir, file), 'utf8'));
    $('picture img').each((_, element) => {
      const img = $(element);
      if (!img.attr('width') || !img.attr('height'))
        problems.push(`${file}: a picture's img (${img.attr('src')}) without width and height`);
    });
  }
  return problems;
}
