'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { DecisionButtons } from '@/features/moderation/components/decision-buttons';
import type { AppealKind } from '../schema';
import type { AppealRecord, ModeratorAppealDto } from '../dto';
import { APPEAL_TEXTS } from '../schema';
import { AppealMessageForm } from './appeal-message-form';
import { AppealThread } from './appeal-thread';
import { RefusedPictureView } from './refused-picture';
import { ViewerTime } from '@/components/viewer-time';

const KIND_LABEL: Record<AppealKind, string> = {
  girl: 'profile',
  ban: 'ban',
  photo: 'photo',
  'profile-picture': 'profile picture',
};

/** The Appeals section of /admin/moderate (decision 039): the open appeals, oldest first. */
export function AppealsSection({ appeals, total }: { appeals: ModeratorAppealDto[]; total: number }) {
  if (appeals.length === 0) return null;
  return (
    <section aria-label="Appeals" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">
        Appeals <span className="text-sm font-normal text-muted-foreground">({total})</span>
      </h2>
      <ul className="flex flex-col gap-4">
        {appeals.map((appeal) => (
          <AppealItem key={appeal.id} appeal={appeal} />
        ))}
      </ul>
    </section>
  );
}

/** What the decision was about: her profile's picture and text, or his record, with the link to it. */
function DecidedRecord({ record }: { record: AppealRecord }) {
  return (
    <div className="flex items-start gap-3">
      {record.pictureUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored upload, shown to moderators as it is
        <img
          src={record.pictureUrl}
          alt={`Profile picture of ${record.name}`}
          className="size-20 rounded-md object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={record.href} className="font-medium underline">
          {record.name}
        </Link>
        {record.text ? <p className="line-clamp-3 user-text whitespace-pre-line">{record.text}</p> : null}
      </div>
    </div>
  );
}

function AppealItem({ appeal }: { appeal: ModeratorAppealDto }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const url = `/api/v1/admin/appeals/${appeal.id}/decision`;
  const decide = async (body: object, text: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await apiJson(url, { method: 'POST', body });
      toast.success(text);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-card border border-border p-4 text-sm">
      <article aria-label={`Appeal by ${appeal.appellant}`} className="flex flex-col gap-3">
        <p className="font-medium user-text">
          {appeal.appellant}: {appeal.subject}{' '}
          <span className="font-normal text-muted-foreground">({KIND_LABEL[appeal.kind]})</span>
        </p>
        {appeal.picture ? (
          <RefusedPictureView picture={appeal.picture} alt={`Refused ${KIND_LABEL[appeal.kind]}`} />
        ) : null}
        {appeal.record ? <DecidedRecord record={appeal.record} /> : null}
        <p className="text-muted-foreground">
          Decided <ViewerTime value={appeal.decidedAt} />; reason: {appeal.decisionReason}. Appealed{' '}
          <ViewerTime value={appeal.createdAt} />.
        </p>
        <AppealThread messages={appeal.messages} />
        <AppealMessageForm
          target={{ appealId: appeal.id }}
          label="Message to the person (e-mailed)"
          submitLabel="Send message"
          successText={APPEAL_TEXTS.sent}
        />
        {appeal.decidedByYou ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled aria-describedby={`own-decision-${appeal.id}`}>
                Uphold
              </Button>
              <Button size="sm" variant="secondary" disabled aria-describedby={`own-decision-${appeal.id}`}>
                Deny
              </Button>
            </div>
            <p id={`own-decision-${appeal.id}`} className="text-warning-strong">
              {APPEAL_TEXTS.ownDecision}
            </p>
          </div>
        ) : (
          <DecisionButtons
            kind={appeal.kind}
            approveLabel="Uphold"
            rejectLabel="Deny"
            noteLabel="Note (sent to the person with the reason)"
            onApprove={() => decide({ upheld: true }, APPEAL_TEXTS.upheld)}
            onReject={(reason) => decide({ upheld: false, ...reason }, APPEAL_TEXTS.denied)}
          />
        )}
      </article>
    </li>
  );
}
