import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { sitePagesOf } from '../../pages/site-pages.ts';

/** Every internal link of the tree's pages answers 200, the other tree's included; every image has alt and a size. */
export function linksAndImagesTests(region: Region) {
  const pages = sitePagesOf(region);
  test.use({ javaScriptEnabled: false });

  test(`every internal link on the ${pages.length} pages of the ${region} tree resolves to a built page, and every image has alt and a size`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const links = new Map<string, string>();
    for (const { url } of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (href.startsWith('/') && !href.startsWith('//')) links.set(href.split('#')[0]!, url);
      }
      const images = await page.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      for (const image of images) {
        expect(image.alt, `${url} ${image.src}`).not.toBeNull();
        expect(Number(image.width), `${url} ${image.src}`).toBeGreaterThan(0);
        expect(Number(image.height), `${url} ${image.src}`).toBeGreaterThan(0);
        const asset = await request.get(image.src!);
        expect(asset.status(), `${url} ${image.src}`).toBe(200);
      }
    }
    // The header alone links nearly every page of its tree; links to the other tree add more.
    expect(links.size).toBeGreaterThanOrEqual(pages.length);
    for (const [href, from] of links) {
      const response = await request.get(href);
      expect(response.status(), `${href} linked from ${from}`).toBe(200);
    }
  });
}
