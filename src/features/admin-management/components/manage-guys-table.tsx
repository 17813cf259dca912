'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import type { ManagedGuyRow } from '../guys-queries';
import { YesNo } from './admin-action';

const columns: ColumnDef<ManagedGuyRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  {
    id: 'username',
    header: 'Username',
    cell: ({ row }) => (
      <Link className="font-medium underline" href={`/admin/manage-guys/${row.original.id}`}>
        {row.original.username}
      </Link>
    ),
  },
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name ?? '—' },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email ?? '—' },
  {
    id: 'city',
    header: 'City',
    cell: ({ row }) => [row.original.city, row.original.state, row.original.country].filter(Boolean).join(', '),
  },
  {
    id: 'adminShowProfile',
    header: 'Admin show profile',
    cell: ({ row }) => <YesNo value={row.original.adminShowProfile} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.softDeleted
        ? 'Deleted'
        : row.original.accountBanned
          ? `Banned${row.original.banExpires ? ` until ${row.original.banExpires.slice(0, 10)}` : ''}`
          : 'Active',
  },
];

export function ManageGuysTable({
  rows,
  total,
  state,
  sortable,
  keep,
}: {
  rows: ManagedGuyRow[];
  total: number;
  state: TableState;
  sortable: readonly string[];
  keep?: Record<string, string>;
}) {
  return (
    <ServerDataTable
      columns={columns}
      rows={rows}
      total={total}
      state={state}
      sortable={sortable}
      keep={keep}
      getRowId={(row) => String(row.id)}
      caption="Guys"
      filterPlaceholder="Search by username, name, e-mail or city..."
      filterLabel="Search guys"
    />
  );
}
