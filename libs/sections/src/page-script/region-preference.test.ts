import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, suggestedRegion } from './region-preference.ts';

describe('suggestedRegion', () => {
  it('goes by the time zone first', () => {
    expect(suggestedRegion('Europe/London', ['en-IN'])).toBe('uk');
    expect(suggestedRegion('Asia/Kolkata', ['en-GB'])).toBe('in');
    expect(suggestedRegion('Asia/Calcutta', [])).toBe('in');
  });

  it('then by the first language that names or implies a country', () => {
    expect(suggestedRegion('UTC', ['fr', 'en-GB', 'en-IN'])).toBe('uk');
    expect(suggestedRegion('', ['hi', 'en-GB'])).toBe('in');
    expect(suggestedRegion('UTC', ['cy'])).toBe('uk');
  });

  it('suggests nothing when nothing points either way', () => {
    expect(suggestedRegion('America/New_York', ['en-US', 'en'])).toBeUndefined();
  });
});

describe('browserTimeZone', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  // Node follows a change of TZ at once, for Date and Intl alike.
  it.each([
    ['Europe/London', 'Europe/London'],
    ['Europe/Jersey', 'Europe/Jersey'],
    // Links read as their target zone.
    ['Europe/Belfast', 'Europe/London'],
    ['GB', 'Europe/London'],
    // ICU names India's zone by its older name, Asia/Calcutta; both are listed.
    ['Asia/Kolkata', 'Asia/Calcutta'],
    // Same offsets as a listed zone, so its name is read, and it is not listed.
    ['Europe/Dublin', 'Europe/Dublin'],
    ['Asia/Colombo', 'Asia/Colombo'],
    // Offsets no listed zone has: the name is never needed.
    ['UTC', ''],
    ['Africa/Abidjan', ''],
    ['Europe/Paris', ''],
    ['America/New_York', ''],
  ])('in %s the time zone read is %s', (zone, expected) => {
    process.env.TZ = zone;
    expect(browserTimeZone()).toBe(expected);
  });

  it('suggests the same region as the full zone name would, wherever the offsets rule it out', () => {
    process.env.TZ = 'America/New_York';
    expect(suggestedRegion(browserTimeZone(), ['en-GB'])).toBe('uk');
    process.env.TZ = 'Europe/London';
    expect(suggestedRegion(browserTimeZone(), ['en-IN'])).toBe('uk');
    process.env.TZ = 'GB';
    expect(suggestedRegion(browserTimeZone(), ['en-IN'])).toBe('uk');
  });
});
