import { SectionCard } from '@/components/ui/section-card';
import type { AppealLinkView } from '../link-service';
import { APPEAL_TEXTS } from '../schema';
import { AppealMessageForm } from './appeal-message-form';
import { AppealThread } from './appeal-thread';
import { STATUS_LABEL } from './appeals-card';
import { ViewerTime } from '@/components/viewer-time';

/** The page of a ban e-mail's appeal link (decision 039): the decision, then the appeal or its form. */
export function AppealLinkPanel({ token, view }: { token: string; view: AppealLinkView }) {
  const { appeal } = view;
  return (
    <div className="flex flex-col gap-6">
      <SectionCard id="appeal-decision" title="The decision">
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium user-text">{view.subject}</p>
          <p className="text-muted-foreground">
            Decided on <ViewerTime value={view.decidedAt} />.
          </p>
          <p>Reason: {view.reason}</p>
        </div>
      </SectionCard>
      <SectionCard id="appeal-thread" title="Your appeal">
        <div className="flex flex-col gap-3 text-sm">
          {appeal ? (
            <>
              <p className="font-medium">{STATUS_LABEL[appeal.status]}</p>
              {appeal.outcomeReason ? <p>Reason: {appeal.outcomeReason}</p> : null}
              <AppealThread messages={appeal.messages} />
              {appeal.status === 'open' ? (
                <AppealMessageForm
                  target={{ token }}
                  label="Your message"
                  submitLabel="Send message"
                  successText={APPEAL_TEXTS.sent}
                />
              ) : null}
            </>
          ) : view.canOpen ? (
            <>
              <p className="text-muted-foreground">
                If you think this decision is wrong, you can appeal it once, until{' '}
                <ViewerTime value={view.appealUntil} />. Another moderator will look at it, and you will get their
                answer by e-mail.
              </p>
              <AppealMessageForm
                target={{ token }}
                label="Why should a moderator look again?"
                submitLabel="Send appeal"
                successText={APPEAL_TEXTS.opened}
              />
            </>
          ) : (
            <p>{APPEAL_TEXTS.windowClosed}</p>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
