'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import { formatDateTime } from '@/lib/dates';
import type { ManagedBookingRow } from '../bookings-queries';
import { DeleteRow } from './delete-row';

/** The AI chat that produced a booking, for moderators (issue 14's last item). */
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
                {message.role === 'user' ? booking.guy : 'Assistant'} · {formatDateTime(message.createdAt)}
              </p>
              <p className="whitespace-pre-line">{message.content}</p>
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
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'girl', header: 'Girl', cell: ({ row }) => row.original.girl ?? `#${row.original.girlId}` },
  { id: 'guy', header: 'Guy', cell: ({ row }) => row.original.guy },
  { id: 'girlStatus', header: 'Girl status', cell: ({ row }) => row.original.girlStatus },
  { id: 'guyStatus', header: 'Guy status', cell: ({ row }) => row.original.guyStatus },
  {
    id: 'dateTimeAvailable',
    header: 'Time',
    cell: ({ row }) => (
      <span className="flex flex-col">
        {row.original.dateTimeText}
        {row.original.travelNote ? <span className="text-warning-strong">{row.original.travelNote}</span> : null}
      </span>
    ),
  },
  {
    id: 'session',
    header: 'Session',
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-64">
        {row.original.sessionLength} · {row.original.desiredSessionType}
      </span>
    ),
  },
  { id: 'updatedAt', header: 'Updated', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
  { id: 'screening', header: 'Screening', cell: ({ row }) => <Screening figures={row.original.screening} /> },
  { id: 'transcript', header: 'Chat', cell: ({ row }) => <Transcript booking={row.original} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) =>
      row.original.girlStatus === 'deleted' && row.original.guyStatus === 'deleted' ? (
        <span className="text-xs text-muted-foreground">Deleted</span>
      ) : (
        <DeleteRow
          endpoint={`/api/v1/bookings/${row.original.id}`}
          what={`the booking ${row.original.id} (both parties see it deleted)`}
          success="Successfully deleted booking."
        />
      ),
  },
];

export function ManageBookingsTable(props: {
  rows: ManagedBookingRow[];
  total: number;
  state: TableState;
  sortable: readonly string[];
}) {
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
