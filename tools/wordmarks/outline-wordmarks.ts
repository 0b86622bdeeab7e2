import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import opentype from 'opentype.js';
import { optimize } from 'svgo';

/**
 * Writes the client wordmarks into the shared public folder as one sprite,
 * `images/clients.svg`, from their sources here (one SVG each, 160x64). A
 * page shows a logo as `<img src="/images/clients.svg#<name>">`: each
 * logo's `<view>` frames it.
 *
 * - One file, because Chromium draws every SVG `<img>` URL as a document of
 *   its own, on the main thread: 18 logos made 18 documents, about 100 ms of
 *   main thread on each home page; one sprite is one document and one request.
 * - Outlines, because text in an SVG is laid out with whatever fonts the
 *   device has (`system-ui`): every `<text>` becomes the outline of its glyphs
 *   in Liberation Sans (fonts-liberation, which Debian's chromium depends on),
 *   so a wordmark looks the same everywhere, like a real logo.
 *
 * Run after changing a source: `npm run wordmarks`. The sprite is committed,
 * so builds need neither fonts nor this script. To use a real client's logo,
 * put its SVG (160x64) into sources and run it again.
 */
const sources = resolve(import.meta.dirname, 'sources');
const target = resolve(import.meta.dirname, '../../libs/content/public/images/clients.svg');
const logo = { width: 160, height: 64 };
const fontDir = '/usr/share/fonts/truetype/liberation';
const fonts = {
  '400': opentype.loadSync(join(fontDir, 'LiberationSans-Regular.ttf')),
  '700': opentype.loadSync(join(fontDir, 'LiberationSans-Bold.ttf')),
};
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const attribute = (attributes: string, name: string) =>
  attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** One `<text>` (x, y, font-size, font-weight 400 or 700, letter-spacing in px) as a `<path>`. */
function outline(attributes: string, escaped: string): string {
  const text = escaped.replace(/&[a-z0-9#]+;/g, (entity) => entities[entity] ?? entity);
  const weight = attribute(attributes, 'font-weight') ?? '400';
  if (weight !== '400' && weight !== '700') throw new Error(`no font for font-weight ${weight}`);
  const font = fonts[weight];
  const size = Number(attribute(attributes, 'font-size'));
  const spacing = Number(attribute(attributes, 'letter-spacing') ?? 0);
  const scale = size / font.unitsPerEm;
  const y = Number(attribute(attributes, 'y'));
  let x = Number(attribute(attributes, 'x'));
  const path = new opentype.Path();
  const glyphs = font.stringToGlyphs(text);
  glyphs.forEach((glyph, index) => {
    path.extend(glyph.getPath(x, y, size));
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth ?? 0) * scale + spacing + (next ? font.getKerningValue(glyph, next) * scale : 0);
  });
  // A tenth of a unit: at 160x64 nobody sees the rounding, and the files stay small.
  return `<path d="${path.toPathData(1)}"/>`;
}

/** A source's drawing, outlined and optimised, without its root element. */
function drawing(file: string): string {
  const source = readFileSync(join(sources, file), 'utf8');
  if (!source.includes(`viewBox="0 0 ${logo.width} ${logo.height}"`))
    throw new Error(`${file}: a wordmark is drawn on a ${logo.width}x${logo.height} viewBox`);
  const outlined = source
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<text([^>]*)>([^<]*)<\/text>/g, (_text, attributes: string, content: string) =>
      outline(attributes, content),
    )
    .replace(/ font-family="[^"]*"/g, '');
  const { data } = optimize(outlined, { multipass: true });
  return data.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

// Stacked one under the other; each `<view>` frames one of them.
const files = readdirSync(sources)
  .filter((name) => name.endsWith('.svg'))
  .sort();
const views: string[] = [];
const drawings: string[] = [];
files.forEach((file, index) => {
  const y = index * logo.height;
  views.push(`<view id="${file.replace(/\.svg$/, '')}" viewBox="0 ${y} ${logo.width} ${logo.height}"/>`);
  drawings.push(`<svg y="${y}" width="${logo.width}" height="${logo.height}">${drawing(file)}</svg>`);
});
const sprite =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logo.width} ${files.length * logo.height}">` +
  `${views.join('')}${drawings.join('')}</svg>\n`;
writeFileSync(target, sprite);
console.log(`wrote ${target}: ${files.length} wordmarks, ${sprite.length} bytes`);
