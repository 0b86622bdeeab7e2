import { expect, test, type Page } from '@playwright/test';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { enrolledPage } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { admin } from './story-cast.ts';

/**
 * The script a first load of the list may fetch, in kB as the server sends it (the staff listener
 * does not compress): 527.6 kB before the rarely used screens loaded on demand, 518.4 kB after, 520.0
 * kB once the time units are one module the Reports screen shares (docs/performance.md#the-inboxs-first-load).
 */
const firstLoadScriptKb = 521;

/** The screens fetched on demand (libs/staff-inbox/src/inbox-routes.tsx), as their chunks are named. */
const onDemandChunk = /\/assets\/((enrol|sessions|people|audit|rights|reports)-screen|charts)-[\w-]+\.js$/;

let server: InboxServer;

test.beforeAll(async () => {
  server = await startInboxServer();
  await inviteStaff(server, admin, ['--regions', 'in,uk', '--careers', '--admin']);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every script the page fetches from now on, by address, with the bytes it received. */
function scriptsFetched(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    scripts.set(response.url(), (await response.body()).length);
  });
  return scripts;
}

/** Holds back the chunk of a screen until released, so its pending state can be seen for sure. */
async function holdChunk(page: Page, screen: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${screen}-screen-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the list loads without the rarely used screens, which come on demand behind a pending state', async ({
  browser,
}) => {
  const page = await enrolledPage(browser, server, admin);
  const scripts = scriptsFetched(page);
  await page.goto(`${server.staffOrigin}/`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const fetched = [...scripts.keys()];
  expect(fetched.filter((url) => onDemandChunk.test(url))).toEqual([]);
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  expect(bytes / 1000, fetched.join('\n')).toBeLessThanOrEqual(firstLoadScriptKb);

  // A link to People: the list stays, saying the next screen is coming, until its code has come.
  const releasePeople = await holdChunk(page, 'people');
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  releasePeople();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  expect([...scripts.keys()].filter((url) => onDemandChunk.test(url))).toEqual([
    expect.stringMatching(/people-screen/),
  ]);

  // A first load of the audit log shows the pending page until its code has come.
  const releaseAudit = await holdChunk(page, 'audit');
  await page.goto(`${server.staffOrigin}/audit`, { waitUntil: 'commit' });
  await expect(page.getByText('Loading…')).toBeVisible();
  releaseAudit();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});
