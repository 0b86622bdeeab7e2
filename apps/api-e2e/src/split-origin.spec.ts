import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  freePorts,
  nextAlert,
  startServer,
  storedSubmissionsFor,
  waitLikeAPerson,
  type RunningServer,
} from '@agency/e2e-support';

// The documented split deployment: the site on one origin, the API on another
// (VITE_API_BASE_URL at build, SITE_ORIGINS on the API). The India site is
// built for it here, served from 127.0.0.2, and its forms send to the API on
// 127.0.0.1: a cross-origin call, with no cookie travelling.
test.describe.configure({ mode: 'serial' });

const repoRoot = join(import.meta.dirname, '../../..');

let site: RunningServer;
let api: RunningServer;
const dirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [apiPort, sitePort] = await freePorts(2);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const siteOrigin = `http://127.0.0.2:${sitePort}`;
  const siteDir = mkdtempSync(join(tmpdir(), 'agency-split-site-'));
  const apiData = mkdtempSync(join(tmpdir(), 'agency-split-api-'));
  const siteData = mkdtempSync(join(tmpdir(), 'agency-split-sitedata-'));
  dirs.push(siteDir, apiData, siteData);
  const build = spawnSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', siteDir, '--emptyOutDir'],
    {
      cwd: join(repoRoot, 'apps/site-in'),
      env: { ...process.env, VITE_API_BASE_URL: apiOrigin, SITE_IN_ORIGIN: siteOrigin },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the split-origin build failed:\n${build.stdout}\n${build.stderr}`);
  api = await startServer({
    API_ONLY: '1',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATA_DIR: apiData,
    SITE_ORIGINS: siteOrigin,
    RATE_LIMIT_MAX: '1000',
  });
  site = await startServer({
    HOST: '127.0.0.2',
    PORT: String(sitePort),
    DATA_DIR: siteData,
    SITE_IN_DIR: siteDir,
    // The site's CSP lets its pages call and post to the API's origin.
    SITE_ORIGINS: apiOrigin,
  });
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), api?.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const siteUrl = (path: string) => `${site.url.replace('127.0.0.1', '127.0.0.2')}${path}`;

test('a form sent from the site to the API on another origin is a real lead, notified', async ({ page }) => {
  const email = `split-${Date.now()}@example.com`;
  await page.goto(siteUrl('/ContactUs'));
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Split');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('9876543210');
  await form.getByLabel('Message', { exact: true }).fill('From one origin to another.');
  // The form's own script sends it here (the browser's own post is the test below): the island
  // runtime runs before the page's load, which goto waited for; the form's code loads as it is sent.
  await waitLikeAPerson(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST');
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect(new URL((await sent).url()).origin).toBe(api.url);
  expect(await alert).toMatch(/^Thank you! /);
  expect(storedSubmissionsFor(email, dirs[1])).toEqual([
    expect.objectContaining({ spam: 0, spam_reasons: '', notificationQueued: true }),
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the API, which sends the visitor back to the site to say it was received', async ({
    page,
  }) => {
    const email = `split-nojs-${Date.now()}@example.com`;
    await page.goto(siteUrl('/ContactUs'));
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name', { exact: true }).fill('Asha Split');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('9876543210');
    await form.getByLabel('Message', { exact: true }).fill('No scripts, two origins.');
    await form.getByRole('button', { name: 'Submit details' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you: we have your enquiry' }),
    ).toBeVisible();
    expect(page.url()).toBe(siteUrl('/enquiry-sent'));
    expect(storedSubmissionsFor(email, dirs[1])).toEqual([
      expect.objectContaining({ spam: 0, notificationQueued: true }),
    ]);
  });
});
