import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { movableClock } from '@agency/test-receivers';
import { startServer } from './start-server.ts';

export interface MovableClockServer {
  url: string;
  dataDir: string;
  /** Moves the server's wall clock this many hours ahead of the real one (its timers keep running). */
  moveClock(hours: number): void;
  stop(): Promise<void>;
}

/**
 * The real server (both sites and the API, SQLite) with a wall clock the test
 * can move (libfaketime, see @agency/test-receivers' movableClock).
 */
export async function startMovableClockServer(): Promise<MovableClockServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-clock-data-'));
  const clock = movableClock();
  const server = await startServer(
    clock.childEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '10000',
      UPLOAD_RATE_LIMIT_MAX: '10000',
    }),
  );
  return {
    url: server.url,
    dataDir,
    moveClock: (hours) => clock.moveAhead(hours * 3_600_000),
    async stop() {
      await server.stop();
      clock.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
