import { Link } from '@/components/ui/link';
import type { PendingTimewasterReport } from '../kinds/timewaster-reports';
import { MODERATION_TOASTS } from '../toasts';
import { APPROVED } from './decide';
import { HistoryLine } from './history-line';
import { QueueDecision } from './queue-controls';
import { ViewerTime } from '@/components/viewer-time';
import { placeLine } from '@/lib/enums/us-states';

/**
 * A girl's timewaster report that waits for a moderator: approving shares it with every vetted
 * girl; rejecting deletes it. Both are audited with the reason code, and the girl gets a receipt.
 */
export function TimewasterReportItem({ report }: { report: PendingTimewasterReport }) {
  return (
    <li className="rounded-card border border-border p-4 text-sm">
      <article aria-label={`Timewaster report ${report.name}`} className="flex flex-col gap-2">
        <p className="font-medium">
          {report.name} <span className="font-normal text-muted-foreground">({report.clientType})</span>
        </p>
        <p className="whitespace-pre-line user-text">{report.comment}</p>
        <p className="text-muted-foreground">
          {placeLine(report.city, report.state, report.country)} · reported by {report.reporter ?? 'a deleted account'}{' '}
          · <ViewerTime value={report.createdAt} />
        </p>
        <HistoryLine history={report.history} />
        <Link href={`/admin/edit/timewaster/${report.id}`} className="w-fit text-accent-strong hover:underline">
          Open the full report
        </Link>
        <QueueDecision
          kind="timewaster-report"
          url={`/api/v1/admin/timewaster-reports/${report.id}/decision`}
          approve={APPROVED}
          reject={{ body: { approved: false }, toast: MODERATION_TOASTS.deleted }}
          rejectLabel="Reject and delete"
          confirmReject={{
            title: 'Confirm Deletion',
            description: `Are you sure you want to delete timewaster with id ${report.id}?`,
          }}
        />
      </article>
    </li>
  );
}
