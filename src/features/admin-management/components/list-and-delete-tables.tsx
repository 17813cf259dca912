'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import type { ManagedLegacyFollowRow } from '../legacy-follows-queries';
import type { ManagedReferenceRow } from '../references-queries';
import type { ManagedVoteRow } from '../votes-queries';
import { dateColumn, deleteColumn, idColumn, textColumn, yesNoColumn } from './columns';

// The list-and-delete tables: unverified references, poll votes, legacy follow-my-travels.

const referenceColumns: ColumnDef<ManagedReferenceRow>[] = [
  idColumn(),
  textColumn('guy', 'Guy', (row) => row.guy),
  textColumn('girlUsername', 'Girl username', (row) => row.girlUsername),
  textColumn('girlUrl', 'Girl URL', (row) => <span className="break-all">{row.girlUrl}</span>),
  textColumn('email', 'E-mail', (row) => row.email ?? '—'),
  textColumn('status', 'Status', (row) => (
    <span className="flex flex-col">
      <span className="font-medium capitalize">{row.status}</span>
      {row.girlId ? (
        <span className="text-xs text-muted-foreground">
          names {row.girlStageName ?? 'a girl'} (#{row.girlId})
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">names no Matside girl</span>
      )}
    </span>
  )),
  dateColumn('createdAt', 'Added', (row) => row.createdAt),
  deleteColumn((row) => ({
    endpoint: `/api/v1/admin/unverified-references/${row.id}`,
    what: `the reference ${row.id}`,
    success: 'Successfully deleted reference.',
    reasonKind: 'reference',
  })),
];

export function ReferencesTable(props: ServerTablePage<ManagedReferenceRow>) {
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
  idColumn(),
  textColumn('poll', 'Poll', (row) => row.poll),
  textColumn('vote', 'Vote', (row) => row.vote),
  textColumn('voter', 'Voter', (row) => `${row.voter ?? 'Unknown/Banned User'} (${row.voterKind})`),
  dateColumn('updatedAt', 'Voted', (row) => row.updatedAt),
  deleteColumn((row) => ({
    endpoint: `/api/v1/admin/poll-votes/${row.id}`,
    what: `the vote ${row.id}`,
    success: 'Successfully deleted vote.',
  })),
];

export function VotesTable(props: ServerTablePage<ManagedVoteRow>) {
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
  idColumn(),
  textColumn('identifier', 'Identifier', (row) => row.identifier ?? '—'),
  textColumn('legacyGirlId', 'Legacy girl id', (row) => row.legacyGirlId ?? '—'),
  textColumn('sessionGirl', 'Session girl', (row) =>
    row.sessionGirlId ? `${row.sessionGirl ?? ''} (#${row.sessionGirlId})` : '—',
  ),
  textColumn('username', 'Username', (row) => row.username ?? '—'),
  yesNoColumn('followAllCities', 'All cities', (row) => row.followAllCities),
  textColumn('email', 'E-mail', (row) => row.email ?? '—'),
  textColumn('cities', 'Cities', (row) => row.cities.join(', ') || '—'),
  deleteColumn((row) => ({
    endpoint: `/api/v1/admin/legacy-follow-travels/${row.id}`,
    what: `the legacy follow ${row.id}`,
    success: 'Successfully deleted legacy follow.',
  })),
];

export function LegacyFollowsTable(props: ServerTablePage<ManagedLegacyFollowRow>) {
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
