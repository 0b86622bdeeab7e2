import { describe, expect, it } from 'vitest';
import { suggestedRegion } from './region-preference.ts';

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
