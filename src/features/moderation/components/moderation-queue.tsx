'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import type {
  ModerationCounts,
  ModerationQueue as Queue,
  PendingGirl,
  PendingPhoto,
  PendingScammerReport,
} from '../queue-items';
import type { Decide } from './decide';
import { DecisionButtons } from './decision-buttons';
import { inClaimScopes } from './item-claim';
import { SessionGirlImageItem, SessionGirlPictureItem } from './session-girl-media-items';
import { TimewasterChangeItem } from './timewaster-change-item';
import { TimewasterReportItem } from './timewaster-report-item';
import { CrawledItem, ScrapedEmailItem, SessionGirlItem, SessionGirlReportItem } from './scraped-items';
import { isDecidedItemKind, type DecidedItemKind, type ItemClaim } from '../item-kinds';
import { MODERATION_TOASTS } from '../schema';
import { ALWAYS_SHOWN_SECTION, NO_CRAWLED_PROBLEM_GIRLS, QUEUE_SECTIONS, type QueueSectionKey } from '../sections';
import { ViewerTime } from '@/components/viewer-time';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({count})</span>
      </h2>
      <ul className="flex flex-col gap-4">{children}</ul>
    </section>
  );
}

function GirlItem({ girl, decide }: { girl: PendingGirl; decide: Decide }) {
  const url = `/api/v1/admin/girls/${girl.id}/decision`;
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
            <dd>{[girl.city, girl.state, girl.country].filter(Boolean).join(', ') || '–'}</dd>
            <dt className="font-medium">Signed up</dt>
            <dd>
              <ViewerTime value={girl.createdAt} />
            </dd>
            <dt className="font-medium">About</dt>
            <dd className="whitespace-pre-line user-text">{girl.about ?? girl.headline ?? '–'}</dd>
          </dl>
        </div>
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
        <DecisionButtons
          kind="girl"
          size="md"
          noteLabel="Note (sent to her with the reason)"
          onApprove={() => decide(url, { approved: true }, MODERATION_TOASTS.approved)}
          onReject={(reason) => decide(url, { approved: false, ...reason }, MODERATION_TOASTS.rejected)}
        />
      </article>
    </li>
  );
}

function PhotoItem({ photo, decide }: { photo: PendingPhoto; decide: Decide }) {
  const url = `/api/v1/admin/girl-photos/${photo.id}/decision`;
  return (
    <li className="flex items-center gap-4 rounded-card border border-border p-3">
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
        <DecisionButtons
          kind="photo"
          onApprove={() => decide(url, { approved: true }, MODERATION_TOASTS.approved)}
          onReject={(reason) => decide(url, { approved: false, ...reason }, MODERATION_TOASTS.rejected)}
        />
      </div>
    </li>
  );
}

function ScammerReportItem({ report, decide }: { report: PendingScammerReport; decide: Decide }) {
  const url = `/api/v1/admin/scammer-reports/${report.id}/decision`;
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
        <DecisionButtons
          kind="scammer-report"
          approveLabel="Publish"
          rejectLabel="Refuse"
          onApprove={() => decide(url, { publish: true }, MODERATION_TOASTS.published)}
          onReject={(reason) => decide(url, { publish: false, ...reason }, MODERATION_TOASTS.refused)}
        />
      </article>
    </li>
  );
}

/**
 * The moderation queue: each section shows only while it has items. A decision removes its item
 * at once and puts it back with the server's message if the call fails; a decision refused as
 * stale (409: decided or changed meanwhile, decision 040) shows why and reloads the queue.
 */
export function ModerationQueue({
  initial,
  counts: initialCounts,
  claims,
}: {
  initial: Queue;
  counts: ModerationCounts;
  claims: ItemClaim[];
}) {
  const router = useRouter();
  const [queue, setQueue] = useState(initial);
  const [counts, setCounts] = useState(initialCounts);
  const [busy, setBusy] = useState(false);
  // A refresh brings the server's queue: it replaces what this page shows.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setQueue(initial);
    setCounts(initialCounts);
  }

  const decideOn =
    <K extends keyof Queue>(section: K, id: number): Decide =>
    async (url, body, toastText, method = 'POST') => {
      if (busy) return false;
      setBusy(true);
      const before = { queue, counts };
      // The version the moderator saw goes with every decision on a versioned item.
      const item = (queue[section] as { id: number; version?: number }[]).find((shownItem) => shownItem.id === id);
      const sent = body && isDecidedItemKind(section) && item?.version ? { ...body, version: item.version } : body;
      setQueue({ ...queue, [section]: (queue[section] as { id: number }[]).filter((item) => item.id !== id) });
      setCounts({ ...counts, [section]: Math.max(0, counts[section] - 1) });
      try {
        await apiJson(url, { method, body: sent });
        toast.success(toastText);
        router.refresh();
        return true;
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong! Please try again.');
        if (error instanceof ApiError && error.status === 409) router.refresh();
        else {
          setQueue(before.queue);
          setCounts(before.counts);
        }
        return false;
      } finally {
        setBusy(false);
      }
    };

  const claimable = <Item extends { id: number }>(
    kind: DecidedItemKind,
    items: Item[],
    render: (item: Item) => ReactNode,
  ) => inClaimScopes(kind, items, claims, render);

  // Each section's items; the order of the sections is QUEUE_SECTIONS'.
  const renderItems = (key: QueueSectionKey): ReactNode => {
    switch (key) {
      case 'sessionGirlPictures':
        return claimable(key, queue.sessionGirlPictures, (girl) => (
          <SessionGirlPictureItem girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'sessionGirls':
        return queue.sessionGirls.map((girl) => (
          <SessionGirlItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'girls':
        return claimable(key, queue.girls, (girl) => <GirlItem girl={girl} decide={decideOn(key, girl.id)} />);
      case 'scrapedWithoutEmail':
        return queue.scrapedWithoutEmail.map((girl) => (
          <ScrapedEmailItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'crawledProblemGirls':
        return queue.crawledProblemGirls.map((girl) => (
          <CrawledItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'photos':
        return claimable(key, queue.photos, (photo) => <PhotoItem photo={photo} decide={decideOn(key, photo.id)} />);
      case 'sessionGirlImages':
        return claimable(key, queue.sessionGirlImages, (image) => (
          <SessionGirlImageItem image={image} decide={decideOn(key, image.id)} />
        ));
      case 'sessionGirlReports':
        return claimable(key, queue.sessionGirlReports, (report) => (
          <SessionGirlReportItem report={report} decide={decideOn(key, report.id)} />
        ));
      case 'timewasterReports':
        return claimable(key, queue.timewasterReports, (report) => (
          <TimewasterReportItem report={report} decide={decideOn(key, report.id)} />
        ));
      case 'timewasterChanges':
        return claimable(key, queue.timewasterChanges, (change) => (
          <TimewasterChangeItem change={change} decide={decideOn(key, change.id)} />
        ));
      case 'scammerReports':
        return claimable(key, queue.scammerReports, (report) => (
          <ScammerReportItem report={report} decide={decideOn(key, report.id)} />
        ));
    }
  };

  const empty = Object.values(queue).every((items) => items.length === 0);
  return (
    <div className="flex flex-col gap-8">
      {empty ? (
        <EmptyState
          title="Nothing waits for a moderator."
          description="New sign-ups, photos and reports appear here."
        />
      ) : null}
      {QUEUE_SECTIONS.map(({ key, title }) =>
        queue[key].length || key === ALWAYS_SHOWN_SECTION ? (
          <Section key={key} title={title} count={counts[key]}>
            {queue[key].length ? (
              renderItems(key)
            ) : (
              <li className="text-sm text-muted-foreground">{NO_CRAWLED_PROBLEM_GIRLS}</li>
            )}
          </Section>
        ) : null,
      )}
    </div>
  );
}
