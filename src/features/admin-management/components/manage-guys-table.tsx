'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@/components/ui/link';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import type { ManagedGuyRow } from '../guys-queries';
import { idColumn, placeColumn, textColumn, yesNoColumn } from './columns';

const columns: ColumnDef<ManagedGuyRow>[] = [
  idColumn(),
  textColumn('username', 'Username', (row) => (
    <Link className="font-medium underline" href={`/admin/manage-guys/${row.id}`}>
      {row.username}
    </Link>
  )),
  textColumn('name', 'Name', (row) => row.name ?? '—'),
  textColumn('email', 'E-mail', (row) => row.email ?? '—'),
  placeColumn(),
  yesNoColumn('adminShowProfile', 'Admin show profile', (row) => row.adminShowProfile),
  textColumn('status', 'Status', (row) =>
    row.softDeleted
      ? 'Deleted'
      : row.accountBanned
        ? `Banned${row.banExpires ? ` until ${row.banExpires.slice(0, 10)}` : ''}`
        : 'Active',
  ),
];

export function ManageGuysTable(props: ServerTablePage<ManagedGuyRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="Guys"
      filterPlaceholder="Search by username, name, e-mail or city..."
      filterLabel="Search guys"
    />
  );
}
