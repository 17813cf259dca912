import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldOfPointer, serverFieldErrors } from './server-errors';

const FIELDS = ['city', 'subject', 'time', 'recaptcha'];

describe('fieldOfPointer', () => {
  it('reads flat, JSON:API and nested body pointers alike', () => {
    expect(fieldOfPointer('/city', FIELDS)).toBe('city');
    expect(fieldOfPointer('/data/attributes/city', FIELDS)).toBe('city');
    expect(fieldOfPointer('/email/subject', FIELDS)).toBe('subject');
  });
  it('maps a body key to its form field through the aliases', () => {
    expect(fieldOfPointer('/date_time_available', FIELDS, { date_time_available: 'time' })).toBe('time');
  });
  it('ignores pointers that name no field of the form', () => {
    expect(fieldOfPointer('/data/attributes/phoneDigits', FIELDS)).toBeUndefined();
    expect(fieldOfPointer('/data', FIELDS)).toBeUndefined();
    expect(fieldOfPointer(undefined, FIELDS)).toBeUndefined();
  });
});

describe('applyServerFieldErrors', () => {
  it('puts each message under its field and says whether any was placed', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Bad request', [
      { status: '400', detail: 'City is required', source: { pointer: '/data/attributes/city' } },
      { status: '400', detail: 'Unrelated', source: { pointer: '/data/attributes/other' } },
    ]);
    expect(applyServerFieldErrors(error, setError, FIELDS)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('city', { type: 'server', message: 'City is required' });
  });
  it('does nothing for an error that is not an API answer', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('offline'), setError, FIELDS)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('serverFieldErrors', () => {
  it('gives the first message per field of the form', () => {
    const error = new ApiError(400, 'x', [
      { detail: 'The legacy id must be a positive whole number.', source: { pointer: '/legacyGirlId' } },
      { detail: 'second', source: { pointer: '/legacyGirlId' } },
      { detail: 'Please enter a valid email address.', source: { pointer: '/email' } },
      { detail: 'no field', source: { pointer: '/other' } },
    ]);
    expect(serverFieldErrors(error, ['email', 'legacyGirlId'])).toEqual({
      legacyGirlId: 'The legacy id must be a positive whole number.',
      email: 'Please enter a valid email address.',
    });
    expect(serverFieldErrors(new Error('offline'), ['email'])).toEqual({});
  });
});
