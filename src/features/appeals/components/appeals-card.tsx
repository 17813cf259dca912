import { SectionCard } from '@/components/ui/section-card';
import type { AppealableDecision, AppealDto, AppealStatus } from '../dto';
import { APPEAL_TEXTS } from '../schema';
import { LazyAppealMessageForm as AppealMessageForm } from './lazy-appeal-message-form';
import { AppealThread } from './appeal-thread';
import { RefusedPictureView } from './refused-picture';
import { ViewerTime } from '@/components/viewer-time';

export const STATUS_LABEL: Record<AppealStatus, string> = {
  open: 'Waiting for a moderator',
  upheld: 'Upheld: the decision is reversed',
  denied: 'Not upheld: the decision stands',
  withdrawn: 'Withdrawn: the account was deleted',
};

const STATUS_CLASS: Record<AppealStatus, string> = {
  open: 'bg-surface-muted text-foreground',
  upheld: 'bg-success-soft text-success-strong',
  denied: 'bg-warning-soft text-warning-strong',
  withdrawn: 'bg-surface-muted text-muted-foreground',
};

/** Decision 039. */
export function AppealsCard({ appealable, appeals }: { appealable: AppealableDecision[]; appeals: AppealDto[] }) {
  if (appealable.length === 0 && appeals.length === 0) return null;
  return (
    <SectionCard id="appeals" title="Appeals">
      <div className="flex flex-col gap-6 text-sm">
        {appealable.map((decision) => (
          <article
            key={decision.noticeId}
            aria-label={`Appeal: ${decision.subject}`}
            className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0 last:pb-0"
          >
            <p className="font-medium user-text">{decision.subject}</p>
            {decision.picture ? <RefusedPictureView picture={decision.picture} alt={decision.subject} /> : null}
            <p className="text-muted-foreground">
              Not approved on <ViewerTime value={decision.decidedAt} />. Reason: {decision.reason}
            </p>
            <p className="text-muted-foreground">
              If you think this decision is wrong, you can appeal it once, until{' '}
              <ViewerTime value={decision.appealUntil} />. Another moderator will look at it.
            </p>
            <AppealMessageForm
              target={{ noticeId: decision.noticeId }}
              label="Why should a moderator look again?"
              submitLabel="Send appeal"
              successText={APPEAL_TEXTS.opened}
            />
          </article>
        ))}
        {appeals.map((appeal) => (
          <article
            key={appeal.id}
            aria-label={`Your appeal: ${appeal.subject}`}
            className="flex flex-col gap-3 border-b border-border pb-4 last:border-b-0 last:pb-0"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium user-text">Your appeal: {appeal.subject}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[appeal.status]}`}>
                {STATUS_LABEL[appeal.status]}
              </span>
            </p>
            {appeal.picture && appeal.status === 'open' ? (
              <RefusedPictureView picture={appeal.picture} alt={appeal.subject} />
            ) : null}
            <p className="text-muted-foreground">The decision&apos;s reason: {appeal.decisionReason}</p>
            {appeal.outcomeReason ? <p>Reason: {appeal.outcomeReason}</p> : null}
            <AppealThread messages={appeal.messages} />
            {appeal.status === 'open' ? (
              <AppealMessageForm
                target={{ appealId: appeal.id }}
                label="Your message"
                submitLabel="Send message"
                successText={APPEAL_TEXTS.sent}
              />
            ) : null}
          </article>
        ))}
      </div>
    </SectionCard>
  );
}
