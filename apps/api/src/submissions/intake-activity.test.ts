import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntakeActivity } from './intake-activity.ts';

describe('IntakeActivity: the outbox waits for a quiet moment, never longer than its cap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('is quiet at once when no submission is on its way', async () => {
    const isQuiet = settled(new IntakeActivity().quiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(isQuiet()).toBe(true);
  });

  it('waits until the last submission on its way has ended', async () => {
    const activity = new IntakeActivity();
    activity.began();
    activity.began();
    const isQuiet = settled(activity.quiet());
    activity.ended();
    await vi.advanceTimersByTimeAsync(100);
    expect(isQuiet()).toBe(false);
    activity.ended();
    await vi.advanceTimersByTimeAsync(0);
    expect(isQuiet()).toBe(true);
  });

  it('gives up waiting after maxWaitMs, so a flood slows deliveries and never stops them', async () => {
    const activity = new IntakeActivity();
    activity.began();
    const isQuiet = settled(activity.quiet(1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(isQuiet()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isQuiet()).toBe(true);
  });
});
