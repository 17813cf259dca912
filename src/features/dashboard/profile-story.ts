import type { AppealableDecision } from '@/features/appeals/dto';
import type { DecisionNoticeEntry } from './notices-queries';
import type { GirlSummary } from './types';

/** Her profile's decision is told once, by her profile card, while it is not approved. */
export function profileStory(
  girl: GirlSummary | null,
  notices: DecisionNoticeEntry[],
  appealable: AppealableDecision[],
): { notices: DecisionNoticeEntry[]; appealable: AppealableDecision[]; profileAppeal: AppealableDecision | null } {
  if (!girl || girl.approval === 'approved') return { notices, appealable, profileAppeal: null };
  return {
    notices: notices.filter((notice) => !(notice.kind === 'girl' && notice.role === 'subject')),
    appealable: appealable.filter((decision) => decision.kind !== 'girl'),
    profileAppeal: girl.approval === 'rejected' ? (appealable.find((d) => d.kind === 'girl') ?? null) : null,
  };
}
