// The one list of reasons a moderator gives for a decision (decision 037): the
// code goes into the audit row, the e-mail to the person concerned, her or his dashboard and the
// reporter's receipt. A rejection without a code is a 400 on `reasonCode`; "other" needs the text.
// Without zod, so the browser's reason picker does not load it (the schemas are in reason-codes.ts).

/** What a moderator decides on. */
export const DECISION_KINDS = [
  'girl',
  'profile-picture',
  'photo',
  'explicit-image',
  'session-girl',
  'scammer-report',
  'session-girl-report',
  'timewaster-report',
  'timewaster-change',
  'ban',
  'review',
  'reference',
  'comment',
  'report-suspension',
  // A person's standing beyond the queue: a deletion, a scammer mark, a hidden or banned listing.
  'account',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

const ALL: readonly DecisionKind[] = DECISION_KINDS;
const PICTURES: readonly DecisionKind[] = ['girl', 'profile-picture', 'photo', 'explicit-image', 'session-girl'];
const REPORTS: readonly DecisionKind[] = [
  'scammer-report',
  'session-girl-report',
  'timewaster-report',
  'timewaster-change',
  'reference',
];
const WRITINGS: readonly DecisionKind[] = ['review', 'reference', 'comment'];

interface ReasonCode {
  label: string;
  /** The decisions the code may be given for. */
  kinds: readonly DecisionKind[];
  /** A code for a yes (approved, published, accepted); every other code says no. */
  approval?: true;
}

export const REASON_CODES = {
  meets_rules: { label: 'Meets the rules', kinds: ALL, approval: true },
  verified: { label: 'Checked and confirmed', kinds: [...REPORTS, 'girl', 'session-girl'], approval: true },
  under_18_or_not_verifiable: {
    label: 'Under 18 or age not verifiable',
    kinds: [...PICTURES, 'ban', 'account'],
  },
  picture_not_clear: { label: 'Picture not clear', kinds: PICTURES },
  not_her_picture: { label: 'Picture does not show her', kinds: PICTURES },
  explicit_not_allowed: {
    label: 'Explicit content where it is not allowed',
    kinds: ['profile-picture', 'photo', 'explicit-image', 'girl', 'account'],
  },
  profile_incomplete: { label: 'Profile incomplete or wrong', kinds: ['girl', 'session-girl', 'account'] },
  duplicate: { label: 'Duplicate', kinds: ALL.filter((kind) => kind !== 'ban' && kind !== 'report-suspension') },
  not_enough_evidence: { label: 'Not enough evidence', kinds: [...REPORTS, 'report-suspension'] },
  spam: { label: 'Spam or advertising', kinds: ALL },
  harassment: {
    label: 'Harassment or abuse',
    kinds: [...REPORTS, ...WRITINGS, 'ban', 'report-suspension', 'account'],
  },
  impersonation: { label: 'Impersonation', kinds: [...PICTURES, ...REPORTS, 'ban', 'account'] },
  private_information: {
    label: 'Shares private information',
    kinds: [...REPORTS, ...WRITINGS, 'ban', 'report-suspension', 'account'],
  },
  scam_or_fraud: { label: 'Scam or fraud', kinds: ['ban', 'girl', 'account'] },
  false_reports: { label: 'False or made-up reports', kinds: ['report-suspension'] },
  rules_broken: { label: 'Breaks the site rules', kinds: ALL },
  other: { label: 'Other', kinds: ALL },
} as const satisfies Record<string, ReasonCode>;

export type ReasonCodeId = keyof typeof REASON_CODES;
export const REASON_CODE_IDS = Object.keys(REASON_CODES) as [ReasonCodeId, ...ReasonCodeId[]];

export const REASON_MESSAGES = {
  required: 'Please choose a reason.',
  unknown: 'This reason is not in the list.',
  notForDecision: 'This reason does not fit this decision.',
  otherNeedsText: 'Please write the reason: you chose "Other".',
} as const;
export const REASON_TEXT_MAX = 2_000;

/** The codes a moderator can pick for one kind of decision, yes (approval) or no. */
export function reasonCodesFor(kind: DecisionKind, approval: boolean): ReasonCodeId[] {
  return REASON_CODE_IDS.filter((id) => {
    const code: ReasonCode = REASON_CODES[id];
    return code.kinds.includes(kind) && (id === 'other' || !!code.approval === approval);
  });
}

export function reasonLabel(code: string | null | undefined): string {
  return code && code in REASON_CODES ? REASON_CODES[code as ReasonCodeId].label : '';
}

/** "Picture not clear", or "Other: what the moderator wrote" – the line in e-mails and on dashboards. */
export function reasonSentence(code: string | null | undefined, text?: string | null): string {
  const label = reasonLabel(code);
  const written = text?.trim();
  if (!label) return written ?? '';
  return written ? `${label}: ${written}` : label;
}

/** The audit row's reason column: the code, then what the moderator wrote. */
export function auditReason(code: string | null | undefined, text?: string | null): string | null {
  const written = text?.trim();
  if (!code) return written || null;
  return written ? `${code}: ${written}` : code;
}

/** The code an approval without one is recorded with: a report is "checked and confirmed". */
export function decidedCode(
  code: ReasonCodeId | undefined,
  approved: boolean,
  kind?: DecisionKind,
): ReasonCodeId | null {
  if (code || !approved) return code ?? null;
  return kind && REPORTS.includes(kind) ? 'verified' : 'meets_rules';
}
