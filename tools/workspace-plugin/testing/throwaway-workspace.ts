import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');

// Commits in the copy never reach the real repository; no hook or signing of
// the developer's own git configuration runs there.
const gitConfig = [
  '-c',
  'user.name=throwaway',
  '-c',
  'user.email=throwaway@example.com',
  '-c',
  'commit.gpgsign=false',
  '-c',
  'core.hooksPath=/dev/null',
];

export interface ThrowawayWorkspace {
  dir: string;
  /** Writes the files (path -> content) and commits them; returns the commit's SHA. */
  commit(files: Record<string, string>, message: string): string;
  /** The SHA of HEAD. */
  head(): string;
  /** Runs the workspace's own Nx in the copy; returns its standard output. */
  nx(args: string[]): string;
  remove(): void;
}

/**
 * A copy of the working tree as it is now (tracked and untracked files that
 * git does not ignore, uncommitted edits included) in a fresh repository of
 * its own with one commit, sharing the real node_modules through a symlink.
 * Tests commit in it freely: the real repository's branches and index are
 * never touched.
 */
export function throwawayWorkspace(): ThrowawayWorkspace {
  const dir = mkdtempSync(join(tmpdir(), 'agency-throwaway-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = join(repo, file);
    // Deleted but not yet committed; or a symlink (node_modules is linked once below).
    if (!existsSync(from) || lstatSync(from).isSymbolicLink()) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(from, join(dir, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));

  const git = (args: string[]) =>
    execFileSync('git', [...gitConfig, ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git(['init', '--quiet', '--initial-branch=main']);
  git(['add', '--all']);
  git(['commit', '--quiet', '--no-verify', '-m', 'the working tree as it is']);

  return {
    dir,
    commit(files, message) {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), content);
      }
      git(['add', '--all']);
      git(['commit', '--quiet', '--no-verify', '-m', message]);
      return git(['rev-parse', 'HEAD']);
    },
    head: () => git(['rev-parse', 'HEAD']),
    nx(args) {
      return execFileSync(process.execPath, [join(dir, 'node_modules/nx/dist/bin/nx.js'), ...args], {
        cwd: dir,
        encoding: 'utf8',
        // Plugins in Nx's own process: no worker per plugin to start on every call.
        env: {
          ...process.env,
          NX_DAEMON: 'false',
          NX_NO_CLOUD: 'true',
          NX_TUI: 'false',
          NX_ISOLATE_PLUGINS: 'false',
        },
        maxBuffer: 64 * 1024 * 1024,
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
