import { expect, test } from '@playwright/test';

// What a crawler or a visitor without JS gets: the HTML as served.

/** The scripts the page's loader starts after its first paint (tools/prerender/deferred-scripts.ts). */
function appScripts(html: string): { entry: string; preload: string[] } {
  const json = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page lists its scripts for the loader').toBeDefined();
  return JSON.parse(json!) as { entry: string; preload: string[] };
}
const pages = [
  { path: '/', heading: 'Grow faster with one team for your website, your marketing and your hiring' },
  { path: '/uk/', heading: 'Websites, campaigns and hires that pay for themselves' },
  { path: '/uk', heading: 'Websites, campaigns and hires that pay for themselves' },
  {
    path: '/services/website-development',
    heading: 'Website development that turns visitors into enquiries',
  },
  {
    path: '/uk/services/website-development',
    heading: 'Website development that turns visitors into enquiries',
  },
  {
    path: '/services/Temporary-Contract%20Staffing',
    heading: 'Temporary and contract staff, ready when the work is',
  },
];

for (const { path, heading } of pages) {
  test(`${path} is served prerendered with its heading and styles`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<style data-emotion="css ');
    // Nothing stands between the HTML and its first paint: no script or preload in the head;
    // the page's own chunk is among those its loader requests afterwards.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(appScripts(html).preload).toContainEqual(
      expect.stringMatching(/^\/(uk\/)?assets\/[\w-]+-page-[\w-]+\.js$/),
    );
  });
}

for (const path of ['/no-such-page', '/uk/no-such-page', '/contactus', '/services/website-development/']) {
  test(`${path} answers 404 with the region's 404 page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain(path.startsWith('/uk/') ? 'lang="en-GB"' : 'lang="en-IN"');
  });
}

test('hashed assets are cached for a year, HTML is revalidated', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = appScripts(await page.text()).entry;
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the build manifest is not served', async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
