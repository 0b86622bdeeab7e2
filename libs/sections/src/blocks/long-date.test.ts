import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

describe('longDate', () => {
  it('writes the date as "5 March 2026"', () => {
    expect(longDate('2026-03-05')).toBe('5 March 2026');
    expect(longDate('2025-12-31')).toBe('31 December 2025');
  });

  it('writes every day of two years exactly as Intl does for en-GB and en-IN', () => {
    for (const locale of ['en-GB', 'en-IN']) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(longDate(iso), `${locale} ${iso}`).toBe(intl.format(new Date(iso)));
      }
    }
  });
});
