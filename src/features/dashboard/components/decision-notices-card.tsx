import { SectionCard } from '@/components/ui/section-card';
import type { DecisionNoticeEntry } from '../notices-queries';
import { ViewerTime } from '@/components/viewer-time';

/** The moderators' decisions about her or him, and the outcomes of her or his reports (decision 037). */
export function DecisionNoticesCard({ notices }: { notices: DecisionNoticeEntry[] }) {
  if (notices.length === 0) return null;
  return (
    <SectionCard id="decision-notices" title="Moderators' decisions">
      <ul className="flex flex-col divide-y divide-border text-sm">
        {notices.map((notice) => (
          <li key={notice.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium user-text">{notice.subject}</span>
              <span className="text-xs text-muted-foreground">
                <ViewerTime value={notice.at} />
              </span>
            </p>
            <p>
              <span
                className={
                  notice.accepted
                    ? 'rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-strong'
                    : 'rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-strong'
                }
              >
                {outcome(notice)}
              </span>
            </p>
            <p className="user-text text-muted-foreground">Reason: {notice.reason}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function outcome(notice: DecisionNoticeEntry): string {
  if (notice.role === 'reporter') return notice.accepted ? 'Accepted' : 'Not accepted';
  return notice.accepted ? 'Approved' : 'Not approved';
}
