'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import type { ManagedBookingRow } from '../bookings-queries';
import { actionsColumn, dateColumn, idColumn, textColumn } from './columns';
import { DeleteRow } from './delete-row';
import { ViewerTime } from '@/components/viewer-time';

/** The AI chat that produced a booking, for moderators. */
function Transcript({ booking }: { booking: ManagedBookingRow }) {
  if (!booking.transcript) return <span className="text-xs text-muted-foreground">Booking form</span>;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          AI chat
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
        <DialogTitle>AI chat of booking {booking.id}</DialogTitle>
        <DialogDescription>
          {booking.guy} with {booking.girl ?? 'a girl'}
        </DialogDescription>
        <ol className="flex flex-col gap-2 text-sm">
          {booking.transcript.map((message, index) => (
            <li
              key={index}
              className={
                message.role === 'user'
                  ? 'self-end rounded-lg bg-accent/10 px-3 py-2'
                  : 'self-start rounded-lg bg-surface-muted px-3 py-2'
              }
            >
              <p className="text-xs font-medium text-muted-foreground">
                {message.role === 'user' ? booking.guy : 'Assistant'} · <ViewerTime value={message.createdAt} />
              </p>
              <p className="whitespace-pre-line user-text">{message.content}</p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

/** What girls say about the guy, as the girl sees it beside his request. */
function Screening({ figures }: { figures: ManagedBookingRow['screening'] }) {
  return (
    <span className="flex flex-col text-xs whitespace-nowrap">
      <span>
        {figures.thumbsUp} up · {figures.thumbsDown} down
      </span>
      <span>{figures.girlsOnlyComments} girls-only</span>
      <span>{figures.confirmedReferences} confirmed refs</span>
      {figures.timewasterMatch ? <span className="font-medium text-warning-strong">Timewaster match</span> : null}
    </span>
  );
}

const columns: ColumnDef<ManagedBookingRow>[] = [
  idColumn(),
  textColumn('girl', 'Girl', (row) => row.girl ?? `#${row.girlId}`),
  textColumn('guy', 'Guy', (row) => row.guy),
  textColumn('girlStatus', 'Girl status', (row) => row.girlStatus),
  textColumn('guyStatus', 'Guy status', (row) => row.guyStatus),
  textColumn('dateTimeAvailable', 'Time', (row) => (
    <span className="flex flex-col">
      {row.dateTimeText}
      {row.travelNote ? <span className="text-warning-strong">{row.travelNote}</span> : null}
    </span>
  )),
  textColumn('session', 'Session', (row) => (
    <span className="line-clamp-2 max-w-64">
      {row.sessionLength} · {row.desiredSessionType}
    </span>
  )),
  dateColumn('updatedAt', 'Updated', (row) => row.updatedAt),
  textColumn('screening', 'Screening', (row) => <Screening figures={row.screening} />),
  textColumn('transcript', 'Chat', (row) => <Transcript booking={row} />),
  actionsColumn((row) =>
    row.girlStatus === 'deleted' && row.guyStatus === 'deleted' ? (
      <span className="text-xs text-muted-foreground">Deleted</span>
    ) : (
      <DeleteRow
        endpoint={`/api/v1/bookings/${row.id}`}
        what={`the booking ${row.id} (both parties see it deleted)`}
        success="Successfully deleted booking."
      />
    ),
  ),
];

export function ManageBookingsTable(props: ServerTablePage<ManagedBookingRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="Bookings"
      filterPlaceholder="Filter by girl, guy or status..."
    />
  );
}
