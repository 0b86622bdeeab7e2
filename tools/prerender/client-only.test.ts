import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientOnlyShell, writeClientOnlyShells } from './client-only.ts';

const template =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

describe('client-only build', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('leaves #root without any child, so the client renders instead of hydrating', () => {
    const shell = clientOnlyShell(template);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(shell).not.toContain('<!--');
  });

  it('writes the shell for every route, the spaced one included, and the 404 page', async () => {
    dir = await mkdtemp(join(tmpdir(), 'client-only-'));
    await writeFile(join(dir, 'index.html'), template);
    const files = await writeClientOnlyShells(dir);
    expect(files).toHaveLength(21);
    for (const file of [
      'index.html',
      'ContactUs.html',
      'services/Temporary-Contract Staffing.html',
      '404.html',
    ]) {
      expect(await readFile(join(dir, file), 'utf8')).toBe(clientOnlyShell(template));
    }
  });
});
