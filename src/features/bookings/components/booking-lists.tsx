'use client';

import { ShieldAlert } from 'lucide-react';
import { DelegatedLinksContext, Link } from '@/components/ui/link';
import { profileHref } from '@/features/girls/profile-href';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { useDelegatedLinks } from '@/lib/use-delegated-links';
import type { GirlBookingCardData, GuyBookingCardData } from '../card-data';
import type { ClientFigures } from '../screening';
import { BookingDetails, StatusChip } from './booking-details';

type Status = 'complete' | 'deleted';

/** Complete / Delete for one's own side of a booking; a deleted booking leaves one's list. */
function useOwnStatus<T extends { id: number }>(initial: T[], side: 'girlStatus' | 'guyStatus') {
  const [rows, setRows] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  async function setStatus(id: number, status: Status) {
    setBusy(id);
    try {
      await apiJson(`/api/v1/bookings/${id}`, {
        method: 'PATCH',
        body: { data: { type: 'bookings', id: String(id), attributes: { status } } },
      });
      setRows((current) =>
        status === 'deleted'
          ? current.filter((b) => b.id !== id)
          : current.map((b) => (b.id === id ? { ...b, [side]: status } : b)),
      );
      toast.success(status === 'deleted' ? 'Booking deleted.' : 'Booking marked complete.');
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return { rows, busy, setStatus };
}

/** `done`: already complete, or the session's time has not come (nothing to complete yet). */
function Actions({
  id,
  done,
  busy,
  onStatus,
}: {
  id: number;
  done: boolean;
  busy: boolean;
  onStatus: (id: number, s: Status) => Promise<void>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {done ? null : (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onStatus(id, 'complete')}>
          Mark Complete
        </Button>
      )}
      {/* Deleting only hides it from one's own list, but it cannot be undone: ask first. */}
      <ConfirmDeletion
        description="Delete this booking request from your list?"
        onConfirm={() => onStatus(id, 'deleted')}
        trigger={
          <Button size="sm" variant="ghost" className="text-danger-strong" disabled={busy}>
            Delete
          </Button>
        }
      />
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// The figures' icons are CSS masks (globals.css), not lucide's <svg>: four chips on every request a page
// drew 36 inline icons, a third of the list's markup (decision 055, session 21).
/** What other girls say about him, beside his request: for her (and moderators) only. */
function ScreeningFigures({ figures, username }: { figures: ClientFigures; username: string }) {
  return (
    <div aria-label="Screening" role="group" className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">What other girls say</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Chip tone="success" icon={<span className="icon-thumbs-up block size-3.5 shrink-0" />}>
            {plural(figures.thumbsUp, 'thumbs up', 'thumbs up')}
          </Chip>
        </li>
        <li>
          <Chip
            tone={figures.thumbsDown ? 'danger' : 'neutral'}
            icon={<span className="icon-thumbs-down block size-3.5 shrink-0" />}
          >
            {plural(figures.thumbsDown, 'thumbs down', 'thumbs down')}
          </Chip>
        </li>
        <li>
          <Chip tone="info" icon={<span className="icon-message-square-lock block size-3.5 shrink-0" />}>
            {plural(figures.girlsOnlyComments, 'girls-only comment', 'girls-only comments')}
          </Chip>
        </li>
        <li>
          <Chip
            tone={figures.confirmedReferences ? 'success' : 'neutral'}
            icon={<span className="icon-badge-check block size-3.5 shrink-0" />}
          >
            {plural(figures.confirmedReferences, 'confirmed reference', 'confirmed references')}
          </Chip>
        </li>
      </ul>
      <Link href={`/client/${encodeURIComponent(username)}`} className="text-sm font-medium underline">
        Read them on his profile
      </Link>
    </div>
  );
}

/** The girl's booking requests, each with the timewaster screening shown before she answers. */
export function GirlBookingList({
  bookings,
  checkInPath,
}: {
  bookings: GirlBookingCardData[];
  /** Where a check-in starts from one of her bookings (?booking=id); absent while check-ins are off. */
  checkInPath?: string;
}) {
  const { rows, busy, setStatus } = useOwnStatus(bookings, 'girlStatus');
  const list = useRef<HTMLUListElement>(null);
  useDelegatedLinks(list, 'a[href]');
  if (rows.length === 0) return <EmptyState title="No booking requests yet." />;
  return (
    <DelegatedLinksContext value>
      <ul ref={list} className="flex flex-col gap-4" aria-label="Booking requests">
        {rows.map((b) => (
          <li key={b.id}>
            <Card className={b.timewasterMatches.length ? 'border-warning' : undefined}>
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                <CardTitle as="h2" className="text-lg">
                  Booking request from{' '}
                  <Link href={`/client/${encodeURIComponent(b.guy.username)}`} className="hover:underline">
                    {b.guy.username}
                  </Link>
                  {b.guy.city ? <span className="font-normal text-muted-foreground"> · {b.guy.city}</span> : null}
                </CardTitle>
                <div className="flex flex-wrap gap-1.5">
                  <StatusChip who="You" status={b.girlStatus} />
                  <StatusChip who="Client" status={b.guyStatus} />
                </div>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                {b.timewasterMatches.length ? (
                  <Alert
                    severity="warning"
                    icon={ShieldAlert}
                    title="Timewaster database match"
                    description={`His ${[...new Set(b.timewasterMatches.map((m) => (m.by === 'email' ? 'e-mail address' : 'phone number')))].join(' and ')} appears in the timewaster database. Check the reports before you answer.`}
                    action={
                      <Link href="/girl/timewasters" className="text-sm font-medium underline">
                        Search Timewasters
                      </Link>
                    }
                  />
                ) : null}
                {b.screening ? <ScreeningFigures figures={b.screening} username={b.guy.username} /> : null}
                <BookingDetails booking={b} />
                <Actions
                  id={b.id}
                  done={b.girlStatus === 'complete' || !b.sessionBegun}
                  busy={busy === b.id}
                  onStatus={setStatus}
                />
                {checkInPath ? (
                  <Link href={`${checkInPath}?booking=${b.id}`} className="text-sm font-medium underline">
                    Start a check-in
                  </Link>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </DelegatedLinksContext>
  );
}

/** The guy's own booking requests (no screening data exists in his DTO). */
export function GuyBookingList({ bookings }: { bookings: GuyBookingCardData[] }) {
  const { rows, busy, setStatus } = useOwnStatus(bookings, 'guyStatus');
  if (rows.length === 0) return <EmptyState title="No booking requests yet." />;
  return (
    <ul className="flex flex-col gap-4" aria-label="Booking requests">
      {rows.map((b) => (
        <li key={b.id}>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <CardTitle as="h2" className="text-lg">
                Booking request to{' '}
                {b.girl.stageName && b.girl.listed ? (
                  <Link
                    href={profileHref(b.girl.stageName)}
                    prefetch={false}
                    className="underline-offset-2 hover:underline"
                  >
                    {b.girl.stageName}
                  </Link>
                ) : (
                  (b.girl.stageName ?? 'a girl')
                )}
              </CardTitle>
              <div className="flex flex-wrap gap-1.5">
                <StatusChip who="You" status={b.guyStatus} />
                <StatusChip who="Her" status={b.girlStatus} />
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <BookingDetails booking={b} />
              <Actions
                id={b.id}
                done={b.guyStatus === 'complete' || !b.sessionBegun}
                busy={busy === b.id}
                onStatus={setStatus}
              />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
