import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningUrl } from '@agency/test-receivers';

const repoRoot = join(import.meta.dirname, '../..');

export interface SiteServer {
  /** e.g. http://127.0.0.1:41234 — no trailing slash. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the real production server (`apps/api/src/start.ts`, what `npm start`
 * runs) on a port the OS picks, with a throwaway data directory, serving the
 * given built site folders (default: the prerendered `apps/site-*\/dist`).
 * Measuring a dev server or another static server would measure something
 * visitors never get.
 */
export async function startSiteServer(siteDirs: { india?: string; uk?: string } = {}): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
  const server = spawn(process.execPath, [join(repoRoot, 'apps/api/src/start.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(siteDirs.india ? { SITE_IN_DIR: siteDirs.india } : {}),
      ...(siteDirs.uk ? { SITE_UK_DIR: siteDirs.uk } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await listeningUrl(server);
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
