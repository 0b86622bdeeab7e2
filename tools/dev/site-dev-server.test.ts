import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// npm run dev shows what a build leaves out (drafts), and an article edited or added shows on the next
// load, without a restart. The files are written into the UK collection itself, the folder the dev
// server reads, under names of this run, and removed after.
const root = join(import.meta.dirname, '../..');
const collection = join(root, 'libs/collections/uk/articles');
const name = (what: string) => `zz-dev-server-test-${process.pid}-${what}`;
const written: string[] = [];

function writeArticle(slug: string, title: string) {
  const file = join(collection, `${slug}.md`);
  const source = [
    '---',
    `title: ${title}`,
    'description: A draft the dev server shows.',
    'author: Priya Nair',
    'published: 2025-10-09T10:00:00+01:00',
    'category: SEO',
    'hero: { src: /images/blog/local-seo.svg, alt: "", width: 480, height: 270 }',
    'draft: true',
    '---',
    '',
    'A paragraph.',
    '',
  ].join('\n');
  writeFileSync(file, source);
  written.push(file);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let port: number;
beforeAll(async () => {
  writeArticle(name('draft'), 'A draft, first words');
  port = await freePort();
  // In a process of its own, as npm run dev runs it: Vite inside the test runner would load a second
  // copy of Emotion. No API: these pages have no form.
  const script = [
    `import { startSiteDevServer } from ${JSON.stringify(join(import.meta.dirname, 'site-dev-server.ts'))};`,
    `await startSiteDevServer({ appRoot: ${JSON.stringify(join(root, 'apps/site-uk'))}, port: ${port}, apiOrigin: 'http://127.0.0.1:9' });`,
    "console.log('ready');",
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the dev server exited with ${code}:\n${output}`)));
  });
}, 60_000);
afterAll(async () => {
  for (const file of written) rmSync(file, { force: true });
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
});

/** The page's h1 once it shows `expected`: the watcher reports a file change a moment after it is made. */
async function headingOf(path: string, expected: string): Promise<string | undefined> {
  let heading: string | undefined;
  for (let attempt = 0; attempt < 50 && heading !== expected; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`http://127.0.0.1:${port}/uk${path}`, { headers: { accept: 'text/html' } });
    heading = response.ok ? /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] : undefined;
  }
  return heading;
}

describe('the site dev server', { timeout: 60_000 }, () => {
  it('shows a draft, and its edit on the next load', async () => {
    expect(await headingOf(`/blogs/${name('draft')}`, 'A draft, first words')).toBe('A draft, first words');
    writeArticle(name('draft'), 'A draft, second words');
    expect(await headingOf(`/blogs/${name('draft')}`, 'A draft, second words')).toBe('A draft, second words');
  });

  it('shows an article added while it runs', async () => {
    writeArticle(name('added'), 'An article added');
    expect(await headingOf(`/blogs/${name('added')}`, 'An article added')).toBe('An article added');
  });
});
