import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start-server.ts';

/** Debian's libfaketime (package faketime), the variant for threaded programs such as Node. */
function libfaketime(): string {
  const lib = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('/usr/lib', entry.name, 'faketime', 'libfaketimeMT.so.1'))
    .find((path) => existsSync(path));
  if (!lib) throw new Error('libfaketime is not installed (apt-get install faketime)');
  return lib;
}

/**
 * What gives a server started with it a wall clock the test can move:
 * libfaketime reads the offset from a file in `dir` at each clock reading.
 * Monotonic time is left alone, so timers and time-outs run as usual.
 */
export function movableClock(dir: string): { env: Record<string, string>; moveClock(hours: number): void } {
  const offsetFile = join(dir, 'offset');
  writeFileSync(offsetFile, '+0\n');
  return {
    env: {
      LD_PRELOAD: libfaketime(),
      FAKETIME_TIMESTAMP_FILE: offsetFile,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    moveClock: (hours) => writeFileSync(offsetFile, `+${hours}h\n`),
  };
}

export interface MovableClockServer {
  url: string;
  dataDir: string;
  /** Moves the server's wall clock this many hours ahead of the real one (its timers keep running). */
  moveClock(hours: number): void;
  stop(): Promise<void>;
}

/**
 * The real server (both sites and the API, SQLite) with a wall clock the test
 * can move: libfaketime reads the offset from a file at each clock reading.
 * Monotonic time is left alone, so timers and time-outs run as usual.
 */
export async function startMovableClockServer(): Promise<MovableClockServer> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-clock-'));
  const dataDir = join(dir, 'data');
  const clock = movableClock(dir);
  const server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    UPLOAD_RATE_LIMIT_MAX: '10000',
    ...clock.env,
  });
  return {
    url: server.url.replace('localhost', '127.0.0.1'),
    dataDir,
    moveClock: clock.moveClock,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
