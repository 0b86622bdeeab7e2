import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntakeActivity } from './intake-activity.ts';

describe('IntakeActivity: the outbox waits for a quiet moment, never longer than its cap', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  /** What the wait resolved with so far: undefined while it waits. */
  const settled = (promise: Promise<boolean>) => {
    let result: boolean | undefined;
    void promise.then((quiet) => (result = quiet));
    return () => result;
  };

  it('is quiet at once when nothing was ever submitted', async () => {
    const isQuiet = settled(new IntakeActivity(50).quiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(isQuiet()).toBe(true);
  });

  it('waits until no submission is on its way and none has ended for the settling time', async () => {
    const activity = new IntakeActivity(50);
    activity.began();
    activity.began();
    const isQuiet = settled(activity.quiet());
    activity.ended();
    await vi.advanceTimersByTimeAsync(100);
    expect(isQuiet()).toBe(undefined);
    activity.ended();
    await vi.advanceTimersByTimeAsync(49);
    expect(isQuiet()).toBe(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(isQuiet()).toBe(true);
  });

  it('is not quiet between two group commits of a burst', async () => {
    const activity = new IntakeActivity(50);
    let isQuiet: () => boolean | undefined = () => true;
    for (let commit = 0; commit < 10; commit += 1) {
      activity.began();
      if (commit === 0) isQuiet = settled(activity.quiet(1_000));
      await vi.advanceTimersByTimeAsync(20);
      activity.ended();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(isQuiet()).toBe(undefined);
    await vi.advanceTimersByTimeAsync(50);
    expect(isQuiet()).toBe(true);
  });

  it('gives up waiting after maxWaitMs, so a flood slows deliveries and never stops them', async () => {
    const activity = new IntakeActivity(50);
    activity.began();
    const isQuiet = settled(activity.quiet(1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(isQuiet()).toBe(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(isQuiet()).toBe(false);
  });
});
