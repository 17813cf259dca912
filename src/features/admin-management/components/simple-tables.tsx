'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import { formatDateTime } from '@/lib/dates';
import type { ManagedLegacyFollowRow } from '../legacy-follows-queries';
import type { ManagedReferenceRow } from '../references-queries';
import type { ManagedVoteRow } from '../votes-queries';
import { YesNo } from './admin-action';
import { DeleteRow } from './delete-row';

// The list-and-delete tables: unverified references, poll votes, legacy follow-my-travels.

interface TableProps<Row> {
  rows: Row[];
  total: number;
  state: TableState;
  sortable: readonly string[];
}

const referenceColumns: ColumnDef<ManagedReferenceRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'guy', header: 'Guy', cell: ({ row }) => row.original.guy },
  { id: 'girlUsername', header: 'Girl username', cell: ({ row }) => row.original.girlUsername },
  {
    id: 'girlUrl',
    header: 'Girl URL',
    cell: ({ row }) => <span className="break-all">{row.original.girlUrl}</span>,
  },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium capitalize">{row.original.status}</span>
        {row.original.girlId ? (
          <span className="text-xs text-muted-foreground">
            names {row.original.girlStageName ?? 'a girl'} (#{row.original.girlId})
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">names no Matside girl</span>
        )}
      </span>
    ),
  },
  { id: 'createdAt', header: 'Added', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <DeleteRow
        endpoint={`/api/v1/admin/unverified-references/${row.original.id}`}
        what={`the reference ${row.original.id}`}
        success="Successfully deleted reference."
        reasonKind="reference"
      />
    ),
  },
];

export function ReferencesTable(props: TableProps<ManagedReferenceRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={referenceColumns}
      getRowId={(row) => String(row.id)}
      caption="Unverified references"
      filterPlaceholder="Filter by guy, girl, URL, e-mail or status..."
    />
  );
}

const voteColumns: ColumnDef<ManagedVoteRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'poll', header: 'Poll', cell: ({ row }) => row.original.poll },
  { id: 'vote', header: 'Vote', cell: ({ row }) => row.original.vote },
  {
    id: 'voter',
    header: 'Voter',
    cell: ({ row }) => `${row.original.voter ?? 'Unknown/Banned User'} (${row.original.voterKind})`,
  },
  { id: 'updatedAt', header: 'Voted', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <DeleteRow
        endpoint={`/api/v1/admin/poll-votes/${row.original.id}`}
        what={`the vote ${row.original.id}`}
        success="Successfully deleted vote."
      />
    ),
  },
];

export function VotesTable(props: TableProps<ManagedVoteRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={voteColumns}
      getRowId={(row) => String(row.id)}
      caption="Poll votes"
      filterPlaceholder="Filter by poll or vote..."
    />
  );
}

const legacyColumns: ColumnDef<ManagedLegacyFollowRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'identifier', header: 'Identifier', cell: ({ row }) => row.original.identifier ?? '—' },
  { id: 'legacyGirlId', header: 'Legacy girl id', cell: ({ row }) => row.original.legacyGirlId ?? '—' },
  {
    id: 'sessionGirl',
    header: 'Session girl',
    cell: ({ row }) =>
      row.original.sessionGirlId ? `${row.original.sessionGirl ?? ''} (#${row.original.sessionGirlId})` : '—',
  },
  { id: 'username', header: 'Username', cell: ({ row }) => row.original.username ?? '—' },
  { id: 'followAllCities', header: 'All cities', cell: ({ row }) => <YesNo value={row.original.followAllCities} /> },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email ?? '—' },
  { id: 'cities', header: 'Cities', cell: ({ row }) => row.original.cities.join(', ') || '—' },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <DeleteRow
        endpoint={`/api/v1/admin/legacy-follow-travels/${row.original.id}`}
        what={`the legacy follow ${row.original.id}`}
        success="Successfully deleted legacy follow."
      />
    ),
  },
];

export function LegacyFollowsTable(props: TableProps<ManagedLegacyFollowRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={legacyColumns}
      getRowId={(row) => String(row.id)}
      caption="Legacy follow-my-travels"
      filterPlaceholder="Filter by identifier, username, e-mail, legacy id or city..."
    />
  );
}
