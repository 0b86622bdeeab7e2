import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../../../..');

/**
 * Starts the real server (`apps/api/src/start.ts`, what `npm start` runs)
 * on a port the OS picks, with a throwaway data directory, and hands its URL
 * to the tests through the environment. Returns the teardown.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const server = spawn(process.execPath, [join(repoRoot, 'apps/api/src/start.ts')], {
    // Every test submits from 127.0.0.1: the per-IP limit (5 per 10 minutes by
    // default) would refuse the suite itself, so it is raised here.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
