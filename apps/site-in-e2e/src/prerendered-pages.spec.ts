import { expect, test } from '@playwright/test';
import { islandRuntimePath, runtimeScripts, prerenderedPagesTests } from '@agency/e2e-support';

prerenderedPagesTests({
  pages: [
    { path: '/', heading: 'Grow faster with one team for your website, your marketing and your hiring' },
    {
      path: '/services/website-development',
      heading: 'Website development that turns visitors into enquiries',
    },
    {
      path: '/services/Temporary-Contract%20Staffing',
      heading: 'Temporary and contract staff, ready when the work is',
    },
  ],
  // Paths are case-exact, and a trailing slash is another path.
  missing: ['/no-such-page', '/contactus', '/services/website-development/'],
});

test('hashed assets are cached for a year, HTML is revalidated', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const [script = ''] = runtimeScripts(await page.text());
  expect(script).toMatch(islandRuntimePath);
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the build manifest is not served', async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
