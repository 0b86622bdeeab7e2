import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastModified } from './lastmod.ts';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z',
      GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z',
    },
  });

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'lastmod-'));
  git('init', '-q');
  await writeFile(join(repo, 'seo-page.tsx'), 'a');
  await writeFile(join(repo, 'other.ts'), 'a');
  git('add', '.');
  git('commit', '-qm', 'pages');
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe('lastModified', () => {
  it('is the date of the last commit that touched the page', async () => {
    expect(await lastModified(repo, ['seo-page.tsx'])).toBe('2025-03-04');
  });

  it('is today while the page has uncommitted changes', async () => {
    await writeFile(join(repo, 'seo-page.tsx'), 'b');
    expect(await lastModified(repo, ['seo-page.tsx'])).toBe(new Date().toISOString().slice(0, 10));
    expect(await lastModified(repo, ['other.ts'])).toBe('2025-03-04');
  });
});
