import { describe, expect, it } from 'vitest';
import { optionalPhone, TIMEWASTER_MESSAGES, TimewasterPhoneSchema } from './schema';

// The report form's phone and the Add Phone dialog read a number by the one phone rule
// (src/lib/contact-normalize.ts, decision 046): '+1 888 004 1578' used to be stored as 18880041578
// by the form and cut to 131-255-5014 by the dialog's mask.

const SAME_NUMBER = ['+1 888 004 1578', '888-004-1578', '(888) 004 1578', '1 888 004 1578', '18880041578'];

describe('TimewasterPhoneSchema (Add Phone)', () => {
  it('stores every way of typing one number in one form', () => {
    for (const phoneNumber of SAME_NUMBER) {
      expect(TimewasterPhoneSchema.parse({ timewasterId: 1, phoneNumber }).phoneNumber, phoneNumber).toBe(
        '18880041578',
      );
    }
    expect(TimewasterPhoneSchema.parse({ timewasterId: 1, phoneNumber: '+49 89 1234567' }).phoneNumber).toBe(
      '49891234567',
    );
  });
  it('refuses what is not a whole number with its message', () => {
    for (const phoneNumber of ['', '555-0142', '0123456789', '888-004-157', 'not a phone']) {
      const result = TimewasterPhoneSchema.safeParse({ timewasterId: 1, phoneNumber });
      expect(result.error?.issues[0]?.message, phoneNumber).toBe(TIMEWASTER_MESSAGES.phoneInvalid);
    }
  });
});

describe("the report's phone", () => {
  const phoneOf = (phoneNumber: unknown) => optionalPhone.safeParse(phoneNumber);
  it('is optional and stored in the one form', () => {
    expect(phoneOf('').data).toBeNull();
    expect(phoneOf(null).data).toBeNull();
    expect(phoneOf(undefined).data).toBeNull();
    for (const typed of SAME_NUMBER) expect(phoneOf(typed).data, typed).toBe('18880041578');
  });
  it('refuses a number of the wrong length', () => {
    expect(phoneOf('555-0142').error?.issues[0]?.message).toBe(TIMEWASTER_MESSAGES.phoneInvalid);
  });
});
