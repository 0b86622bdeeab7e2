import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start-server.ts';

/**
 * Starts the real server on a port the OS picks, with a throwaway data
 * directory, and hands its URL to the tests through the environment.
 * Returns the teardown.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Every test submits from 127.0.0.1: the per-IP limit (5 per 10 minutes by
    // default) would refuse the suite itself, so it is raised here.
    RATE_LIMIT_MAX: '10000',
    UPLOAD_RATE_LIMIT_MAX: '10000',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
