import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { MovableClock } from '@agency/test-receivers';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** libfaketime's settings (LD_PRELOAD, FAKETIME…) in this process's environment, if any. */
const movedClock = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) && entry[1] !== undefined,
    ),
  );

/**
 * `npm run leads -- …` as its own process (tests): what an operator sees, exit code included;
 * on the test's movable clock when given (the one its server runs on).
 */
export function runCliProcess(
  args: readonly string[],
  env: Record<string, string>,
  clock?: MovableClock,
): Promise<CliResult> {
  const cli = join(import.meta.dirname, 'leads.ts');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      // Only what the test gives: never a DATA_DIR or DATABASE_URL of the shell that runs the suite.
      // A release queues staff notifications only, as the test servers send (spawn-server.ts).
      // The clock, when the suite runs under libfaketime, is passed on: the CLI reads the time the server does.
      {
        env: clock
          ? clock.childEnv({
              PATH: process.env.PATH ?? '',
              LOG_LEVEL: 'silent',
              CONFIRMATION_MAIL: '0',
              ...env,
            })
          : {
              PATH: process.env.PATH ?? '',
              ...movedClock(),
              LOG_LEVEL: 'silent',
              CONFIRMATION_MAIL: '0',
              ...env,
            },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
