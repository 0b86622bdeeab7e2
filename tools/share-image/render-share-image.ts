import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { brandArtwork } from './share-image-svg.ts';

/**
 * Renders the link-preview image (1200x630, what Open Graph and Twitter's
 * large card expect) and the Organization logo (512x512) from SVG drawn in
 * this repo, as PNG into the shared public folder. Run after changing the
 * brand: `npm run share-image`. The PNGs are committed, so builds need no browser.
 */
const publicImages = resolve(import.meta.dirname, '../../libs/content/public/images');

const images = [
  { file: 'share-1200x630.png', kind: 'share', width: 1200, height: 630 },
  { file: 'logo-512.png', kind: 'logo', width: 512, height: 512 },
] as const;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const image of images) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0">${brandArtwork(image.kind)}</body></html>`,
    );
    const target = resolve(publicImages, image.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await page.screenshot({ type: 'png', omitBackground: false }));
    await page.close();
    console.log(`wrote ${target}`);
  }
} finally {
  await browser.close();
}
