'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import type { ManagedReputationRow } from '../reputation-queries';
import { actionsColumn, dateColumn, idColumn, textColumn } from './columns';
import { DeleteRow } from './delete-row';
import { ReputationItemDialog } from './reputation-form';

const columns: ColumnDef<ManagedReputationRow>[] = [
  idColumn(),
  textColumn('image', 'Image', (row) =>
    row.imageUrl ? (
      // eslint-disable-next-line @next/next/no-img-element -- our own /media file, already sized
      <img src={row.imageUrl} alt="" className="size-12 rounded object-cover" />
    ) : (
      <span className="text-xs text-muted-foreground">None</span>
    ),
  ),
  textColumn('url', 'URL', (row) =>
    row.url ? (
      <a className="break-all underline" href={row.url} rel="noopener noreferrer nofollow" target="_blank">
        {row.url}
      </a>
    ) : (
      '—'
    ),
  ),
  textColumn('girlHandle', 'Girl handle', (row) => row.girlHandle ?? '—'),
  textColumn('guyHandle', 'Guy handle', (row) => row.guyHandle ?? '—'),
  textColumn('description', 'Description', (row) => (
    <span className="line-clamp-3 max-w-72">{row.description ?? ''}</span>
  )),
  dateColumn('updatedAt', 'Updated', (row) => row.updatedAt),
  actionsColumn((row) => (
    <>
      <ReputationItemDialog item={row} />
      <DeleteRow
        endpoint={`/api/v1/admin/reputation-items/${row.id}`}
        what={`the reputation item ${row.id}`}
        success="Successfully deleted reputation item."
      />
    </>
  )),
];

export function ReputationTable(props: ServerTablePage<ManagedReputationRow>) {
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
