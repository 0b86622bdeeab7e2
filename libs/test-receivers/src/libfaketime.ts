import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's libfaketime (package faketime), the variant for threaded programs such as Node. */
export function libfaketime(): string {
  const lib = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('/usr/lib', entry.name, 'faketime', 'libfaketimeMT.so.1'))
    .find((path) => existsSync(path));
  if (!lib) throw new Error('libfaketime is not installed (apt-get install faketime)');
  return lib;
}

/** The real time in ms, read by a process without libfaketime (this one may run under it). */
export function realNow(): number {
  return Number(
    execFileSync('date', ['+%s%3N'], { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' }),
  );
}

/**
 * `env` with libfaketime taken out (its LD_PRELOAD entry and every FAKETIME
 * setting), for a server that stands for another machine, whose clock is its
 * own. Dovecot must have it: its master clears its own environment after it
 * starts, so libfaketime, re-reading FAKETIME ten seconds later, finds none, the
 * master sees its clock go back by the suite's offset, and it launches no
 * login process for three minutes.
 */
export function withRealClock(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name.startsWith('FAKETIME')) continue;
    if (name === 'LD_PRELOAD') {
      const others = value.split(/[:\s]+/).filter((lib) => lib !== '' && !lib.includes('libfaketime'));
      if (others.length > 0) kept[name] = others.join(':');
      continue;
    }
    kept[name] = value;
  }
  return kept;
}
