import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { DUPLICATE_MESSAGES, TimewasterMatchSchema, TimewasterMergeSchema } from './duplicate-schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('TimewasterMatchSchema', () => {
  it('normalises the contacts as the report stores them', () => {
    expect(TimewasterMatchSchema.parse({ phoneNumber: '(512) 555-0142', email: ' Rex@Example.TEST ' })).toEqual({
      phoneNumber: '15125550142',
      email: 'rex@example.test',
    });
    expect(TimewasterMatchSchema.parse({ phoneNumber: '+1 888 004 1578' })).toEqual({
      phoneNumber: '18880041578',
      email: null,
    });
    expect(TimewasterMatchSchema.parse({ email: 'a@b.test' })).toEqual({ phoneNumber: null, email: 'a@b.test' });
  });

  it('needs a phone or an e-mail, and valid ones', () => {
    expect(issues(TimewasterMatchSchema.safeParse({}))).toEqual([['phoneNumber', DUPLICATE_MESSAGES.contactRequired]]);
    expect(issues(TimewasterMatchSchema.safeParse({ phoneNumber: '', email: '' }))).toHaveLength(1);
    expect(TimewasterMatchSchema.safeParse({ phoneNumber: '123' }).success).toBe(false);
    expect(TimewasterMatchSchema.safeParse({ email: 'not an address' }).success).toBe(false);
  });
});

describe('TimewasterMergeSchema', () => {
  it('takes the kept entry, a reason code and the version seen', () => {
    expect(TimewasterMergeSchema.parse({ intoId: 12, reasonCode: 'duplicate', version: 3 })).toEqual({
      intoId: 12,
      reasonCode: 'duplicate',
      version: 3,
    });
  });

  it('refuses a merge without a code, with a code that does not fit, or "other" without the text', () => {
    expect(issues(TimewasterMergeSchema.safeParse({ intoId: 12 }))).toEqual([['reasonCode', REASON_MESSAGES.required]]);
    expect(issues(TimewasterMergeSchema.safeParse({ intoId: 12, reasonCode: 'meets_rules' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.notForDecision],
    ]);
    expect(issues(TimewasterMergeSchema.safeParse({ intoId: 12, reasonCode: 'other' }))).toEqual([
      ['reason', REASON_MESSAGES.otherNeedsText],
    ]);
  });

  it('needs a whole positive id of the entry to keep', () => {
    for (const intoId of [undefined, '12', 0, -1, 1.5])
      expect(issues(TimewasterMergeSchema.safeParse({ intoId, reasonCode: 'duplicate' }))[0]).toEqual([
        'intoId',
        DUPLICATE_MESSAGES.intoRequired,
      ]);
  });
});
