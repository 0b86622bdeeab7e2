import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { libfaketime, realNow, withRealClock } from './libfaketime.ts';

const day = 24 * 60 * 60 * 1000;
/** What `date` in a child with this environment says the time is, in ms. */
const childNow = (env: Record<string, string>) =>
  Number(execFileSync('date', ['+%s%3N'], { env, encoding: 'utf8' }));

it('a server started with withRealClock reads the real time when the suite’s clock is moved', () => {
  const moved = { PATH: process.env.PATH ?? '', LD_PRELOAD: libfaketime(), FAKETIME: '+400d' };
  // The environment a suite run under `faketime -f +400d` hands its children.
  expect(childNow(moved) - realNow()).toBeGreaterThan(399 * day);
  expect(Math.abs(childNow(withRealClock(moved)) - realNow())).toBeLessThan(60_000);
});

it('withRealClock keeps every other preloaded library and variable', () => {
  expect(
    withRealClock({
      PATH: '/usr/bin',
      LD_PRELOAD: `/usr/lib/other.so ${libfaketime()}:/usr/lib/third.so`,
      FAKETIME: '+400d',
      FAKETIME_NO_CACHE: '1',
      TZ: 'UTC',
    }),
  ).toEqual({ PATH: '/usr/bin', LD_PRELOAD: '/usr/lib/other.so:/usr/lib/third.so', TZ: 'UTC' });
  expect(withRealClock({ LD_PRELOAD: libfaketime() })).toEqual({});
});
