import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '@agency/site-build';
import { startSiteServer, type SiteServer } from '../lighthouse/site-server.ts';
import { launchBudgetBrowser, visitPage } from './page-visit.ts';

// A site in the shape of the built ones, served by the production server: one
// page, an island runtime that marks the island `loading` at its first use and
// imports its code only after a pause longer than Playwright's network-idle
// window, and the island's code, holding React DOM's marker.
const runtime = `
document.addEventListener('focusin', (event) => {
  const island = event.target.closest('agency-island');
  if (!island || island.hasAttribute('data-island-state')) return;
  island.setAttribute('data-island-state', 'loading');
  setTimeout(() => import('./island.js').then(() => island.setAttribute('data-island-state', 'hydrated')), 1500);
}, { capture: true });
// Padding that compresses well, so the gzip figure is far from the raw size.
export const padding = ${JSON.stringify('island runtime '.repeat(400))};
`;
const islandCode = `export const renderer = { bundleType: 0, rendererPackageName: "react-dom" };
export const padding = ${JSON.stringify('react dom '.repeat(400))};
`;
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title>
<style>body{margin:0}</style></head><body>
<agency-island data-island="header" data-props="{}"><button type="button">Menu</button></agency-island>
<p>${'A sentence of the page. '.repeat(200)}</p>
<script type="module" src="/assets/runtime.js"></script></body></html>`;

async function writeSite(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'assets/runtime.js'), runtime);
  writeFileSync(join(dir, 'assets/island.js'), islandCode);
  await precompressDir(dir);
}

// A server and a browser start in seconds, or in minutes on a machine shared with builds.
const startUpMs = 180_000;

describe('a page visit', () => {
  let dir: string;
  let server: SiteServer;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'budgets-site-'));
    await writeSite(join(dir, 'in'));
    await writeSite(join(dir, 'uk'));
    server = await startSiteServer({ india: join(dir, 'in'), uk: join(dir, 'uk') });
    browser = await launchBudgetBrowser();
  }, startUpMs);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, startUpMs);

  const gzipBytes = (file: string) => statSync(join(dir, 'in', `${file}.gz`)).size;

  it(
    'counts what came over the wire as gzip, and waits for an island to hydrate after its first use',
    async () => {
      const visit = await visitPage(browser, `${server.origin}/`, 'in');
      try {
        expect(await visit.files()).toEqual([
          expect.objectContaining({
            path: '/',
            kind: 'document',
            encoding: 'gzip',
            bytes: gzipBytes('index.html'),
          }),
          {
            path: '/assets/runtime.js',
            kind: 'script',
            encoding: 'gzip',
            bytes: gzipBytes('assets/runtime.js'),
            reactDom: false,
            formsLibrary: false,
          },
        ]);
        expect(await visit.islands()).toEqual([
          { name: 'header', state: 'waiting', topPx: expect.any(Number) as number },
        ]);

        await visit.focusIn('header');
        expect((await visit.islands())[0]!.state).toBe('hydrated');
        expect((await visit.files()).find((file) => file.path === '/assets/island.js')).toEqual({
          path: '/assets/island.js',
          kind: 'script',
          encoding: 'gzip',
          bytes: gzipBytes('assets/island.js'),
          reactDom: true,
          formsLibrary: false,
        });
      } finally {
        await visit.close();
      }
    },
    startUpMs,
  );
});
