import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libfaketime, realNow } from './libfaketime.ts';

export interface MovableClock {
  /**
   * `base` (by default this process's environment) with a child put on this
   * clock: an outer FAKETIME, which libfaketime would read instead of the file, removed.
   */
  childEnv(base?: NodeJS.ProcessEnv): Record<string, string>;
  /** Sets the children's wall clock this far ahead of this process's own. */
  moveAhead(ms: number): void;
  /** Removes the clock's file. */
  dispose(): void;
}

/**
 * A wall clock for child processes that a test moves, instead of waiting:
 * libfaketime reads the offset from a file at each clock reading. Monotonic
 * time is left alone, so timers and time-outs run as usual. It starts at this
 * process's own time, so it agrees with a suite that itself runs under a moved
 * clock (`faketime -f +400d`), whose FAKETIME the children do not inherit.
 */
export function movableClock(): MovableClock {
  const dir = mkdtempSync(join(tmpdir(), 'agency-clock-'));
  const offsetFile = join(dir, 'offset');
  // This process's offset from the real time (0 unless the suite runs under faketime).
  const base = Date.now() - realNow();
  const moveAhead = (ms: number) => {
    const seconds = Math.round((base + ms) / 1000);
    writeFileSync(offsetFile, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
  };
  moveAhead(0);
  const clockEnv = {
    LD_PRELOAD: libfaketime(),
    FAKETIME_TIMESTAMP_FILE: offsetFile,
    FAKETIME_NO_CACHE: '1',
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
  return {
    childEnv(base = process.env) {
      const env: Record<string, string> = {};
      for (const [name, value] of Object.entries(base))
        if (value !== undefined && name !== 'FAKETIME') env[name] = value;
      return { ...env, ...clockEnv };
    },
    moveAhead,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
