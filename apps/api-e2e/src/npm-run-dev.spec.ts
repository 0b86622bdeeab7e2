import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isAnswerTo, nextAlert, waitLikeAPerson } from '@agency/e2e-support';
import { startDevStack, type DevStack } from './dev-stack.ts';

// `npm run dev` as a developer uses it: the India page rendered by the dev
// server, its contact form hydrated in Chromium by the dev runtime and sent
// through the dev server's /api proxy to the API, which stores the lead in
// DATA_DIR, where `npm run leads` finds it.
const repoRoot = join(import.meta.dirname, '../../..');
let dataDir: string;
let dev: DevStack | undefined;

test.beforeAll(async () => {
  // A cold start compiles both sites' server entries on a machine that may be busy.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'agency-dev-smoke-'));
  dev = await startDevStack(dataDir);
});

test.afterAll(async () => {
  await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run leads -- list` as its own process, on the dev server's data directory. */
function listLeads(): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', 'leads', '--', 'list'],
      { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

test('the India contact form on `npm run dev` stores a lead that `npm run leads -- list` shows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `dev-smoke-${Date.now()}@example.com`;
  await page.goto(dev!.indiaSite);
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name', { exact: true }).fill('Asha Dev');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('9876543210');
  await form.getByLabel('Message', { exact: true }).fill('Sent from npm run dev.');
  // A real lead: `leads list` shows only those, not what it took for a bot's.
  await waitLikeAPerson(page);
  const answer = page.waitForResponse(isAnswerTo('/api/contact/query'));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect((await answer).status()).toBe(201);
  // Sent by the island's own code, not posted by the browser: the dev runtime hydrated it at the send.
  await expect(page.locator('agency-island[data-island="contact-enquiry-form"]')).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  const reference = /^Thank you! .* Your reference is ([\w-]+)\.$/.exec(await alert)?.[1];
  expect(reference, 'the alert names the stored lead').toBeDefined();

  const leads = await listLeads();
  expect(leads.code, leads.stderr).toBe(0);
  const row = leads.stdout.split('\n').find((line) => line.startsWith(`${reference}\t`));
  expect(row?.split('\t'), leads.stdout).toEqual([
    reference,
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    'contact',
    'in',
    'Asha Dev',
    email,
  ]);
  expect(leads.stderr).toContain('1 lead');
});
