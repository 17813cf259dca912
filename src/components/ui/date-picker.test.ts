import { describe, expect, it } from 'vitest';
import { dayButtonLabel } from './date-picker';

describe('dayButtonLabel', () => {
  it('starts with the visible day number', () => {
    expect(dayButtonLabel(new Date(2026, 10, 1))).toBe('1 November 2026, Sunday');
    expect(dayButtonLabel(new Date(2026, 10, 22))).toMatch(/^22 /);
  });

  it('says today and selected after the date', () => {
    expect(dayButtonLabel(new Date(2026, 0, 3), { today: true, selected: true })).toBe(
      '3 January 2026, Saturday, today, selected',
    );
  });
});
