import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScammerReportSchema } from '@/features/scammers/schema';
import { SessionGirlReportSchema } from '@/features/session-girl-reports/schema';
import { TimewasterPatchSchema, TimewasterSchema } from '@/features/timewasters/schema';
import { REPORTING_MESSAGES, ReportingTermsVersionSchema } from './schema';
import { REPORTING_TERMS } from './terms';

const CURRENT = REPORTING_TERMS.version;

function consentMessages(schema: z.ZodType, input: Record<string, unknown>): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === 'reportingTermsVersion').map((i) => i.message);
}

const scammer = { name: 'A', username: 'a', headline: 'h', description: 'd', city: 'c', country: 'USA' };
const sessionGirl = { username: 'ann', category: 'No-show', comment: 'late' };
const timewaster = { name: 'A', city: 'Austin', state: 'TX', country: 'USA', clientType: 'timewaster', comment: 'x' };

describe('ReportingTermsVersionSchema', () => {
  it('accepts the current version only', () => {
    expect(ReportingTermsVersionSchema.parse(CURRENT)).toBe(CURRENT);
  });

  it('asks for consent when it is missing, empty or not a version', () => {
    for (const input of [undefined, null, '', false, true, 1]) {
      const result = ReportingTermsVersionSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([REPORTING_MESSAGES.termsRequired]);
    }
  });

  it('says the terms changed for another version', () => {
    const result = ReportingTermsVersionSchema.safeParse('2020-01-01');
    expect(result.error?.issues.map((i) => i.message)).toEqual([REPORTING_MESSAGES.termsOutdated]);
  });

  it('pins the text to its version: a new text needs a new version (and this test updated)', () => {
    expect(REPORTING_TERMS).toEqual({
      version: '2026-11-23',
      text:
        'I confirm that this report is true to the best of my knowledge and made in good faith. I agree that ' +
        'Matside keeps it with my account, that moderators check it before it is used, and that a false or ' +
        'malicious report can cost me my account.',
    });
  });
});

describe('the report schemas', () => {
  it.each([
    ['scammer', ScammerReportSchema as z.ZodType, scammer],
    ['session girl', SessionGirlReportSchema as z.ZodType, sessionGirl],
    ['timewaster', TimewasterSchema as z.ZodType, timewaster],
  ])('a %s report needs the current terms version', (_kind, schema, fields) => {
    expect(consentMessages(schema, fields)).toEqual([REPORTING_MESSAGES.termsRequired]);
    expect(consentMessages(schema, { ...fields, reportingTermsVersion: '1999-01-01' })).toEqual([
      REPORTING_MESSAGES.termsOutdated,
    ]);
    const parsed = schema.safeParse({ ...fields, reportingTermsVersion: CURRENT });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ reportingTermsVersion: CURRENT });
  });

  it('an edit of a timewaster report asks for no consent', () => {
    expect(TimewasterPatchSchema.safeParse({ name: 'B' }).success).toBe(true);
  });

  it('names the target in the 409 message', () => {
    expect(REPORTING_MESSAGES.alreadyWaiting('phone number')).toBe(
      'You already have a report about this phone number waiting for a moderator.',
    );
  });
});
