import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MESSAGES,
  experienceDateProblem,
  experienceDayBounds,
  TimewasterConfirmationSchema,
} from './confirmation-schema';

// Unit tests run in a zone other than UTC: the bounds must not depend on it.
describe('the experience date of "I had this experience too"', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('accepts today anywhere on Earth and ten years back, refuses the future and older days', () => {
    expect(experienceDayBounds(now)).toEqual({ earliest: '2016-11-24', latest: '2026-11-25' });
    expect(experienceDateProblem('2026-11-24', now)).toBeNull();
    expect(experienceDateProblem('2026-11-25', now)).toBeNull(); // already the 25th in Kiribati
    expect(experienceDateProblem('2026-11-26', now)).toBe(CONFIRMATION_MESSAGES.dateInFuture);
    expect(experienceDateProblem('2016-11-24', now)).toBeNull();
    expect(experienceDateProblem('2016-11-23', now)).toBe(CONFIRMATION_MESSAGES.dateTooOld);
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['', '2026-02-30', '11-24-2026', '2026-11-24T10:00', 'yesterday'])
      expect(experienceDateProblem(text, now), text).toBe(CONFIRMATION_MESSAGES.dateRequired);
  });

  it('names the field in the schema', () => {
    const result = TimewasterConfirmationSchema.safeParse({ experienceDate: '2999-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['experienceDate'],
      message: CONFIRMATION_MESSAGES.dateInFuture,
    });
    expect(TimewasterConfirmationSchema.safeParse({}).error?.issues[0]?.message).toBe(
      CONFIRMATION_MESSAGES.dateRequired,
    );
  });
});
