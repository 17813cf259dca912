import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, timeZoneOfPlace } from './time-zone';

describe('timeZoneOfPlace', () => {
  it('finds a listed city, in her state when the name is shared', () => {
    expect(timeZoneOfPlace({ city: 'Chicago', state: 'IL', country: 'United States' })).toBe('America/Chicago');
    expect(timeZoneOfPlace({ city: 'Springfield', state: 'OR', country: 'US' })).toBe('America/Los_Angeles');
    expect(timeZoneOfPlace({ city: 'springfield', state: 'Illinois', country: 'USA' })).toBe('America/Chicago');
    expect(timeZoneOfPlace({ city: 'Los Angeles', state: 'CA', country: 'United States' })).toBe('America/Los_Angeles');
  });

  it('keeps to her country: Los Angeles in Chile is not the Californian one', () => {
    expect(timeZoneOfPlace({ city: 'Los Angeles', country: 'Chile' })).toBe('America/Santiago');
    expect(timeZoneOfPlace({ city: 'Milan', country: 'Italy' })).toBe('Europe/Rome');
    expect(timeZoneOfPlace({ city: 'Zürich', country: 'Switzerland' })).toBe('Europe/Zurich');
  });

  it('falls back to her state, then her country, then UTC', () => {
    expect(timeZoneOfPlace({ city: 'Tiny Town', state: 'TX', country: 'United States' })).toBe('America/Chicago');
    expect(timeZoneOfPlace({ city: 'Tiny Town', state: 'Arizona', country: 'United States' })).toBe('America/Phoenix');
    expect(timeZoneOfPlace({ city: 'San Juan', state: 'PR', country: 'United States' })).toBe('America/Puerto_Rico');
    expect(timeZoneOfPlace({ city: 'Nowhere', country: 'Japan' })).toBe('Asia/Tokyo');
    expect(timeZoneOfPlace({ city: 'Nowhere', country: 'Atlantis' })).toBe(FALLBACK_TIME_ZONE);
    expect(timeZoneOfPlace({})).toBe(FALLBACK_TIME_ZONE);
  });
});
