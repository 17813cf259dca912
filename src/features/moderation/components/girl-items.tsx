import { ViewerTime } from '@/components/viewer-time';
import type { PendingGirl } from '../kinds/girls';
import type { PendingPhoto } from '../kinds/photos';
import type { PendingScammerReport } from '../kinds/scammer-reports';
import { MODERATION_TOASTS } from '../toasts';
import { APPROVED, REJECTED } from './decide';
import { QueueDecision, SelectForBulk } from './queue-controls';
import { HistoryLine } from './history-line';
import { placeLine } from '@/lib/enums/us-states';

// The queue's items about Matside girls: a new girl, a new photo (selectable for a bulk decision),
// a scammer report. Server components: only their controls (queue-controls.tsx) are client islands.

export function GirlItem({ girl }: { girl: PendingGirl }) {
  return (
    <li className="rounded-card border border-border p-4">
      <article aria-label={girl.stageName ?? girl.username ?? `Girl ${girl.id}`} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-[10rem_1fr]">
          {girl.pictureUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored upload, shown as it is
            <img
              src={girl.pictureUrl}
              alt={`${girl.stageName ?? 'Her'} profile picture`}
              className="size-40 rounded-md object-cover"
            />
          ) : (
            <div className="flex size-40 items-center justify-center rounded-md bg-surface-muted text-sm">
              No picture
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">Stage name</dt>
            <dd>{girl.stageName ?? '–'}</dd>
            <dt className="font-medium">Username</dt>
            <dd>{girl.username ?? '–'}</dd>
            <dt className="font-medium">Name</dt>
            <dd>{girl.name ?? '–'}</dd>
            <dt className="font-medium">E-mail</dt>
            <dd className="break-all">{girl.email ?? '–'}</dd>
            <dt className="font-medium">Place</dt>
            <dd>{placeLine(girl.city, girl.state, girl.country) || '–'}</dd>
            <dt className="font-medium">Signed up</dt>
            <dd>
              <ViewerTime value={girl.createdAt} />
            </dd>
            <dt className="font-medium">About</dt>
            <dd className="whitespace-pre-line user-text">{girl.about ?? girl.headline ?? '–'}</dd>
          </dl>
        </div>
        <HistoryLine history={girl.history} />
        {girl.verificationPictureUrl ? (
          <figure className="flex flex-col gap-1">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served to moderators only */}
            <img
              src={girl.verificationPictureUrl}
              alt={`Verification picture of ${girl.stageName ?? girl.username ?? 'her'}`}
              className="max-h-64 w-fit rounded-md object-contain"
            />
            <figcaption className="text-xs text-muted-foreground">
              Verification picture: her face and a paper reading “Matside” and her username. Deleted after the decision.
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-warning-strong">No verification picture yet.</p>
        )}
        {girl.photos.length ? (
          <ul aria-label="Her photos" className="flex flex-wrap gap-2">
            {girl.photos.map((photo) => (
              <li key={photo.id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload */}
                <img src={photo.url} alt="" className="size-24 rounded-md object-cover" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No gallery pictures found.</p>
        )}
        <QueueDecision
          kind="girl"
          size="md"
          noteLabel="Note (sent to her with the reason)"
          url={`/api/v1/admin/girls/${girl.id}/decision`}
          approve={APPROVED}
          reject={REJECTED}
        />
      </article>
    </li>
  );
}

export function PhotoItem({ photo }: { photo: PendingPhoto }) {
  return (
    <li className="flex items-center gap-4 rounded-card border border-border p-3">
      <SelectForBulk label={`Select the photo of ${photo.girl.stageName ?? 'a girl'} (${photo.id})`} />
      {photo.type === 'video' ? (
        <video src={photo.url} controls className="size-32 rounded-md object-cover" />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a stored upload
        <img
          src={photo.url}
          alt={`New photo of ${photo.girl.stageName ?? 'a girl'}`}
          className="size-32 rounded-md object-cover"
        />
      )}
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <span className="font-medium user-text">{photo.girl.stageName}</span>
        <span className="text-muted-foreground">
          <ViewerTime value={photo.createdAt} />
        </span>
        <HistoryLine history={photo.history} />
        <QueueDecision
          kind="photo"
          url={`/api/v1/admin/girl-photos/${photo.id}/decision`}
          approve={APPROVED}
          reject={REJECTED}
        />
      </div>
    </li>
  );
}

export function ScammerReportItem({ report }: { report: PendingScammerReport }) {
  return (
    <li className="rounded-card border border-border p-4 text-sm">
      <article aria-label={`Scammer report ${report.reportedUsername}`} className="flex flex-col gap-2">
        <p className="font-medium">
          {report.reportedUsername} {report.name ? `(${report.name})` : null}
        </p>
        <p>{report.headline}</p>
        <p className="whitespace-pre-line user-text text-muted-foreground">{report.description}</p>
        <p className="text-muted-foreground">
          {[report.city, report.country].filter(Boolean).join(', ')} · <ViewerTime value={report.createdAt} />
        </p>
        <HistoryLine history={report.history} />
        <QueueDecision
          kind="scammer-report"
          approveLabel="Publish"
          rejectLabel="Refuse"
          url={`/api/v1/admin/scammer-reports/${report.id}/decision`}
          approve={{ body: { publish: true }, toast: MODERATION_TOASTS.published }}
          reject={{ body: { publish: false }, toast: MODERATION_TOASTS.refused }}
        />
      </article>
    </li>
  );
}
