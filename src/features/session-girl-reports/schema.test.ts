import { describe, expect, it } from 'vitest';
import { REPORTING_MESSAGES } from '@/features/reporting/schema';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { SESSION_GIRL_REPORT_MESSAGES, SessionGirlReportDecisionSchema, SessionGirlReportSchema } from './schema';

const agreed = { reportingTermsVersion: REPORTING_TERMS.version };

function messages(input: unknown): string[] {
  const result = SessionGirlReportSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('SessionGirlReportSchema', () => {
  it('gives a message per empty field', () => {
    expect(messages({ username: ' ', category: '', comment: '  ' })).toEqual([
      SESSION_GIRL_REPORT_MESSAGES.username,
      SESSION_GIRL_REPORT_MESSAGES.category,
      SESSION_GIRL_REPORT_MESSAGES.comment,
      REPORTING_MESSAGES.termsRequired,
    ]);
  });

  it('accepts a category of the list only, and trims', () => {
    expect(messages({ username: 'a', category: 'Rude', comment: 'x', ...agreed })).toEqual([
      SESSION_GIRL_REPORT_MESSAGES.category,
    ]);
    expect(
      SessionGirlReportSchema.parse({ username: ' ann ', category: 'No-show', comment: ' late ', ...agreed }),
    ).toEqual({ username: 'ann', category: 'No-show', comment: 'late', ...agreed });
  });

  it('limits the comment', () => {
    expect(messages({ username: 'a', category: 'Other', comment: 'x'.repeat(2001), ...agreed })).toEqual([
      'Too long (max characters: 2000)',
    ]);
  });
});

describe('SessionGirlReportDecisionSchema', () => {
  it('knows handled and delete only', () => {
    expect(SessionGirlReportDecisionSchema.safeParse({ action: 'handled' }).success).toBe(true);
    expect(SessionGirlReportDecisionSchema.safeParse({ action: 'delete', reasonCode: 'spam' }).success).toBe(true);
    expect(SessionGirlReportDecisionSchema.safeParse({ action: 'approve' }).success).toBe(false);
  });
});
