import { describe, expect, it } from 'vitest';
import { CLIENT_TYPE_VALUES } from './client-types';
import { clientTypesByMonths, expiryOf, monthsToExpiry, severityOf } from './timewaster-severity';

describe('timewaster severity (docs/decisions/041)', () => {
  it('is the table of the decision', () => {
    expect(Object.fromEntries(CLIENT_TYPE_VALUES.map((t) => [t, [severityOf(t), monthsToExpiry(t)]]))).toEqual({
      dangerous: ['danger', null],
      pervert: ['serious', 36],
      scammer: ['serious', 36],
      weirdo: ['nuisance', 24],
      timewaster: ['nuisance', 24],
      'good guy': ['nuisance', 24],
    });
  });

  it('takes the gravest of several client types', () => {
    expect(severityOf(['timewaster', 'dangerous'])).toBe('danger');
    expect(severityOf(['weirdo', 'scammer'])).toBe('serious');
    expect(severityOf([])).toBe('nuisance');
  });

  it('groups every expiring type for the database column', () => {
    expect(clientTypesByMonths()).toEqual([
      { months: 24, clientTypes: ['timewaster', 'weirdo', 'good guy'] },
      { months: 36, clientTypes: ['scammer', 'pervert'] },
    ]);
  });

  it("counts calendar months on UTC clock, the 31st landing on a shorter month's last day", () => {
    expect(expiryOf('timewaster', new Date('2026-11-24T15:00:00Z'))?.toISOString()).toBe('2028-11-24T15:00:00.000Z');
    expect(expiryOf('scammer', new Date('2026-01-31T23:30:00Z'))?.toISOString()).toBe('2029-01-31T23:30:00.000Z');
    expect(expiryOf('weirdo', new Date('2026-03-31T01:00:00Z'))?.toISOString()).toBe('2028-03-31T01:00:00.000Z');
    expect(expiryOf('weirdo', new Date('2024-02-29T12:00:00Z'))?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(expiryOf('dangerous', new Date())).toBeNull();
  });
});
