import { afterEach, describe, expect, it } from 'vitest';
import { browserSignals, suggestedRegion } from './region-preference.ts';

describe('suggestedRegion', () => {
  it('goes by the time zone first', () => {
    expect(suggestedRegion({ languages: ['en-IN'], timeZone: 'Europe/London' })).toBe('uk');
    expect(suggestedRegion({ languages: ['en-GB'], timeZone: 'Asia/Kolkata' })).toBe('in');
    expect(suggestedRegion({ languages: [], timeZone: 'Asia/Calcutta' })).toBe('in');
  });

  it('then by the first language that names or implies a country', () => {
    expect(suggestedRegion({ languages: ['fr', 'en-GB', 'en-IN'], timeZone: 'UTC' })).toBe('uk');
    expect(suggestedRegion({ languages: ['hi', 'en-GB'], timeZone: undefined })).toBe('in');
    expect(suggestedRegion({ languages: ['cy'], timeZone: 'UTC' })).toBe('uk');
  });

  it('suggests nothing when nothing points either way', () => {
    expect(suggestedRegion({ languages: ['en-US', 'en'], timeZone: 'America/New_York' })).toBeUndefined();
  });
});

describe('browserSignals', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  // Node follows a change of TZ at once, for Date and Intl alike.
  it.each([
    ['Europe/London', 'Europe/London'],
    ['Europe/Jersey', 'Europe/Jersey'],
    // ICU names India's zone by its older name, Asia/Calcutta; both are listed.
    ['Asia/Kolkata', 'Asia/Calcutta'],
    // Same offsets as a listed zone, so its name is read, and it is not listed.
    ['Europe/Dublin', 'Europe/Dublin'],
    ['Asia/Colombo', 'Asia/Colombo'],
    // Offsets no listed zone has: the name is never needed.
    ['UTC', undefined],
    ['Africa/Abidjan', undefined],
    ['Europe/Paris', undefined],
    ['America/New_York', undefined],
  ])('in %s the time zone read is %s', (zone, expected) => {
    process.env.TZ = zone;
    expect(browserSignals().timeZone).toBe(expected);
  });

  it('suggests the same region as the full zone name would, wherever the offsets rule it out', () => {
    process.env.TZ = 'America/New_York';
    expect(suggestedRegion({ ...browserSignals(), languages: ['en-GB'] })).toBe('uk');
    process.env.TZ = 'Europe/London';
    expect(suggestedRegion({ ...browserSignals(), languages: ['en-IN'] })).toBe('uk');
  });
});
