'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import { formatDateTime } from '@/lib/dates';
import type { ManagedReputationRow } from '../reputation-queries';
import { DeleteRow } from './delete-row';
import { ReputationItemDialog } from './reputation-form';

const columns: ColumnDef<ManagedReputationRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  {
    id: 'image',
    header: 'Image',
    cell: ({ row }) =>
      row.original.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own /media file, already sized
        <img src={row.original.imageUrl} alt="" className="size-12 rounded object-cover" />
      ) : (
        <span className="text-xs text-muted-foreground">None</span>
      ),
  },
  {
    id: 'url',
    header: 'URL',
    cell: ({ row }) =>
      row.original.url ? (
        <a className="break-all underline" href={row.original.url} rel="noopener noreferrer nofollow" target="_blank">
          {row.original.url}
        </a>
      ) : (
        '—'
      ),
  },
  { id: 'girlHandle', header: 'Girl handle', cell: ({ row }) => row.original.girlHandle ?? '—' },
  { id: 'guyHandle', header: 'Guy handle', cell: ({ row }) => row.original.guyHandle ?? '—' },
  {
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <span className="line-clamp-3 max-w-72">{row.original.description ?? ''}</span>,
  },
  { id: 'updatedAt', header: 'Updated', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex gap-2">
        <ReputationItemDialog item={row.original} />
        <DeleteRow
          endpoint={`/api/v1/admin/reputation-items/${row.original.id}`}
          what={`the reputation item ${row.original.id}`}
          success="Successfully deleted reputation item."
        />
      </div>
    ),
  },
];

export function ReputationTable(props: {
  rows: ManagedReputationRow[];
  total: number;
  state: TableState;
  sortable: readonly string[];
}) {
  return (
    <ServerDataTable
      {...props}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="Reputation list"
      filterPlaceholder="Filter by URL, handle or description..."
      toolbar={<ReputationItemDialog />}
    />
  );
}
