import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use.ts';

describe('builtOnFirstUse', () => {
  it('builds nothing until asked, then builds once and keeps the value', () => {
    const build = vi.fn(() => ({ built: true }));
    const value = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value too', () => {
    const build = vi.fn(() => 0);
    const value = builtOnFirstUse(build);
    expect([value(), value()]).toEqual([0, 0]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
