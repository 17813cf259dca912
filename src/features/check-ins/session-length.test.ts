import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_MINUTES, sessionMinutes } from './session-length';

describe('sessionMinutes: a booking length read as minutes', () => {
  it.each([
    ['1 hour', 60],
    ['90 minutes', 90],
    ['1.5 hrs', 90],
    ['2h', 120],
    ['1 hour 30 min', 90],
    ['2', 120],
    ['45', 45],
    ['1,5 hours', 90],
  ])('%s → %i', (text, minutes) => {
    expect(sessionMinutes(text)).toBe(minutes);
  });

  it('falls back to an hour for text without a number, and bounds the result', () => {
    expect(sessionMinutes('as long as it takes')).toBe(DEFAULT_SESSION_MINUTES);
    expect(sessionMinutes('5 min')).toBe(15);
    expect(sessionMinutes('48 hours')).toBe(720);
  });
});
