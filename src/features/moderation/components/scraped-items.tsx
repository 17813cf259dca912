import { Link } from '@/components/ui/link';
import { ViewerTime } from '@/components/viewer-time';
import type { CrawledProblemGirl } from '../kinds/crawled-problem-girls';
import type { PendingSessionGirlReport } from '../kinds/session-girl-reports';
import type { PendingSessionGirl } from '../kinds/session-girls';
import { MODERATION_TOASTS } from '../toasts';
import { APPROVED, REJECTED } from './decide';
import { HistoryLine } from './history-line';
import { QueueButton, QueueDecision } from './queue-controls';
import { LegacyMatch, ScrapedEmailForm } from './session-girl-controls';

// The queue's items about session girls and crawled problem girls.

/** Spec "Sessiongirls profile approvals": Approve or Reject (POST /admin/sessiongirl/{id}). */
export function SessionGirlItem({ girl }: { girl: PendingSessionGirl }) {
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={girl.username} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {girl.pictureUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored picture
          <img src={girl.pictureUrl} alt="" className="size-24 rounded-md object-cover" />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-md bg-surface-muted text-xs">No picture</div>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <span className="font-medium user-text">
            {girl.username} {girl.name ? `(${girl.name})` : null}
          </span>
          <HistoryLine history={girl.history} />
          <QueueDecision
            kind="session-girl"
            url={`/admin/sessiongirl/${girl.id}`}
            approve={APPROVED}
            reject={REJECTED}
          />
          <LegacyMatch girlId={girl.id} legacyGirlId={girl.legacyGirlId} />
        </div>
      </article>
    </li>
  );
}

/** Spec "Add email to scraped SessionGirl": Match with an address, or No match (set empty email). */
export function ScrapedEmailItem({ girl }: { girl: PendingSessionGirl }) {
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`E-mail for ${girl.username}`} className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <ScrapedEmailForm girlId={girl.id} username={girl.username} />
        </div>
        <HistoryLine history={girl.history} />
      </article>
    </li>
  );
}

/** Spec "New Problem Girls Crawled": a crawled record leaves the section once looked at. */
export function CrawledItem({ girl }: { girl: CrawledProblemGirl }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <Link href={`/admin/problem-girls/${girl.id}`} className="font-medium underline-offset-2 hover:underline">
          {girl.name ?? `Problem girl ${girl.id}`}
        </Link>
        <span className="text-muted-foreground">{girl.pageTitle ?? 'Page title is null.'}</span>
        <HistoryLine history={girl.history} />
      </div>
      <QueueButton
        url={`/api/v1/admin/problem-girls/${girl.id}/reviewed`}
        body={{}}
        toast={MODERATION_TOASTS.reviewed}
        label="Mark as reviewed"
      />
    </li>
  );
}

/** A guy's report on a session girl: Mark as handled (kept, out of the queue) or Delete. */
export function SessionGirlReportItem({ report }: { report: PendingSessionGirlReport }) {
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`Report on ${report.sessionGirl.username}`} className="flex flex-col gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link
            href={`/sessiongirls/${encodeURIComponent(report.sessionGirl.username)}`}
            className="font-medium underline-offset-2 hover:underline"
          >
            {report.sessionGirl.username}
          </Link>
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-strong">
            {report.category}
          </span>
        </p>
        <p className="whitespace-pre-line user-text">{report.comment ?? ''}</p>
        <p className="text-muted-foreground">
          By {report.reporter ?? 'Unknown/Banned User'} · <ViewerTime value={report.createdAt} />
        </p>
        <HistoryLine history={report.history} />
        <QueueDecision
          kind="session-girl-report"
          approveLabel="Mark as handled"
          rejectLabel="Delete"
          url={`/api/v1/admin/session-girl-reports/${report.id}/decision`}
          approve={{ body: { action: 'handled' }, toast: MODERATION_TOASTS.handled }}
          reject={{ body: { action: 'delete' }, toast: MODERATION_TOASTS.deleted }}
          confirmReject={{
            title: 'Confirm Deletion',
            description: `Delete this report on ${report.sessionGirl.username}? It cannot be restored.`,
          }}
        />
      </article>
    </li>
  );
}
