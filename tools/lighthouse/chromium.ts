import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium, never a downloaded one (override with CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every Chromium the tools start (Lighthouse's, and Playwright's
 * in the size budgets): they keep it off a network this machine does not
 * have and away from background work that would show up in the measured
 * main thread or add requests to a page's.
 */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

/**
 * Launches one headless Chromium for all the Lighthouse runs of a session:
 * Lighthouse opens a fresh tab per run and clears the origin's cache and
 * storage itself, so a new browser per run would only cost seconds.
 */
export async function launchChromium(executable = chromiumPath): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'agency-chromium-'));
  const browser = spawn(
    executable,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stop = async () => {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
      browser.stderr.on('data', (chunk: Buffer) => {
        // Chromium keeps logging to stderr: only the start-up lines matter.
        if (output.length > 100_000) return;
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      browser.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${code}:\n${output}`));
      });
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
