import { describe, expect, it } from 'vitest';
import { BanSchema } from '@/features/admin-management/schema';
import { SessionGirlReportDecisionSchema } from '@/features/session-girl-reports/schema';
import {
  DECISION_KINDS,
  REASON_CODE_IDS,
  REASON_CODES,
  REASON_MESSAGES,
  auditReason,
  decidedCode,
  reasonCodesFor,
  reasonSentence,
} from './reason-codes';
import {
  GirlDecisionSchema,
  PhotoDecisionSchema,
  ScammerReportDecisionSchema,
  TimewasterReportDecisionSchema,
} from '@/features/moderation/schema';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the reason list', () => {
  it('gives every decision kind at least one code for a no, and "other"', () => {
    for (const kind of DECISION_KINDS) {
      const no = reasonCodesFor(kind, false);
      expect(no.length, kind).toBeGreaterThan(1);
      expect(no).toContain('other');
      expect(no).not.toContain('meets_rules');
      expect(reasonCodesFor(kind, true)).toContain('meets_rules');
    }
  });

  it('has a label for every code and the codes of the issue', () => {
    for (const id of REASON_CODE_IDS) expect(REASON_CODES[id].label).not.toBe('');
    expect(REASON_CODE_IDS).toEqual(
      expect.arrayContaining([
        'under_18_or_not_verifiable',
        'picture_not_clear',
        'duplicate',
        'not_enough_evidence',
        'spam',
        'harassment',
        'impersonation',
        'other',
      ]),
    );
  });

  it('writes the sentence people read and the audit reason', () => {
    expect(reasonSentence('picture_not_clear')).toBe('Picture not clear');
    expect(reasonSentence('other', ' Wrong city ')).toBe('Other: Wrong city');
    expect(reasonSentence(null, 'an old free text')).toBe('an old free text');
    expect(auditReason('spam', '')).toBe('spam');
    expect(auditReason('other', 'x')).toBe('other: x');
    expect(decidedCode(undefined, true)).toBe('meets_rules');
    expect(decidedCode(undefined, true, 'scammer-report')).toBe('verified');
    expect(decidedCode(undefined, false)).toBeNull();
  });
});

describe('a decision body', () => {
  it('a rejection without a code is refused on reasonCode', () => {
    expect(issues(GirlDecisionSchema.safeParse({ approved: false, reason: 'Blurry' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.required],
    ]);
    expect(issues(PhotoDecisionSchema.safeParse({ approved: false }))).toEqual([
      ['reasonCode', REASON_MESSAGES.required],
    ]);
    expect(issues(ScammerReportDecisionSchema.safeParse({ publish: false }))).toEqual([
      ['reasonCode', REASON_MESSAGES.required],
    ]);
    expect(issues(TimewasterReportDecisionSchema.safeParse({ approved: false }))).toEqual([
      ['reasonCode', REASON_MESSAGES.required],
    ]);
    expect(issues(SessionGirlReportDecisionSchema.safeParse({ action: 'delete' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.required],
    ]);
    expect(issues(BanSchema.safeParse({ unbanAt: null }))).toEqual([['reasonCode', REASON_MESSAGES.required]]);
  });

  it('an approval needs no code; an unknown code, a code of another decision and "other" without text are refused', () => {
    expect(GirlDecisionSchema.safeParse({ approved: true }).success).toBe(true);
    expect(issues(GirlDecisionSchema.safeParse({ approved: false, reasonCode: 'nonsense' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.unknown],
    ]);
    expect(issues(PhotoDecisionSchema.safeParse({ approved: false, reasonCode: 'not_enough_evidence' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.notForDecision],
    ]);
    expect(issues(GirlDecisionSchema.safeParse({ approved: true, reasonCode: 'spam' }))).toEqual([
      ['reasonCode', REASON_MESSAGES.notForDecision],
    ]);
    expect(issues(GirlDecisionSchema.safeParse({ approved: false, reasonCode: 'other', reason: '  ' }))).toEqual([
      ['reason', REASON_MESSAGES.otherNeedsText],
    ]);
    expect(GirlDecisionSchema.safeParse({ approved: false, reasonCode: 'other', reason: 'Wrong city' }).success).toBe(
      true,
    );
    expect(BanSchema.safeParse({ unbanAt: null, reasonCode: 'harassment' }).success).toBe(true);
  });
});
