import { expect, test } from '@playwright/test';

// What a crawler or a visitor without JS gets: the HTML as served.

/** The page's scripts: the island runtime is its only one (a module, so it never holds up the first paint). */
function moduleScripts(html: string): string[] {
  return [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
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
    // One deferred module, the island runtime; no island's code is fetched with the page.
    expect(moduleScripts(html)).toEqual([expect.stringMatching(/^\/(uk\/)?assets\/index-[\w-]+\.js$/)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    // Every island is in the HTML with its props.
    expect(html).toMatch(/<agency-island data-island="header" data-props="\{[^"]+\}"><header /);
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
  const [script = ''] = moduleScripts(await page.text());
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the build manifest is not served', async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
