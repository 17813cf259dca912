'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import { Switch } from '@/components/ui/switch';
import { apiJson } from '@/lib/api-client';
import type { ManagedGirlRow } from '../girls-queries';
import { GIRL_TOGGLE_ATTRIBUTES, toggledMessage, toggleFailedMessage, type GirlToggleAttribute } from '../schema';
import { ErrorAlert, useAdminMutation } from './admin-action';
import { BanControls } from './ban-dialog';
import { ReportSuspensionControls } from './report-suspension-dialog';

const LABELS: Record<GirlToggleAttribute, string> = {
  profile_approved: 'Approved',
  profile_pic_approved: 'Picture approved',
  admin_show_profile: 'Admin show profile',
  girl_show_profile: 'Girl show profile',
  matside_girl: 'Matside girl',
  trans: 'Trans',
  is_scammer: 'Scammer',
  active: 'Active',
  banned: 'Banned (listing)',
};

function Toggles({ row }: { row: ManagedGirlRow }) {
  const mutation = useAdminMutation();
  const name = row.stageName ?? row.username ?? `#${row.id}`;
  return (
    <div className="flex flex-col gap-2">
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2 sm:min-w-[22rem]">
        {(Object.keys(GIRL_TOGGLE_ATTRIBUTES) as GirlToggleAttribute[]).map((attribute) => {
          const value = row[GIRL_TOGGLE_ATTRIBUTES[attribute]];
          const next = value !== true;
          return (
            <li key={attribute} className="flex items-center gap-2 text-xs">
              <Switch
                checked={value === true}
                aria-label={`${LABELS[attribute]} for ${name}`}
                onCheckedChange={() =>
                  void mutation.run(
                    () =>
                      apiJson(`/api/v1/admin/girls/${row.id}/attributes`, {
                        method: 'PATCH',
                        body: { attribute, value: next },
                      }),
                    toggledMessage(attribute, next),
                    toggleFailedMessage(attribute, next),
                  )
                }
              />
              <span>
                {LABELS[attribute]}
                {value === null ? <span className="text-muted-foreground"> (pending)</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <ErrorAlert error={mutation.error} />
    </div>
  );
}

const columns: ColumnDef<ManagedGirlRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id },
  {
    id: 'stageName',
    header: 'Stage name',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium">{row.original.stageName ?? '—'}</span>
        <span className="text-xs text-muted-foreground">{row.original.email ?? ''}</span>
      </div>
    ),
  },
  { id: 'username', header: 'Username', cell: ({ row }) => row.original.username ?? '—' },
  {
    id: 'city',
    header: 'City',
    cell: ({ row }) => [row.original.city, row.original.state, row.original.country].filter(Boolean).join(', '),
  },
  { id: 'states', header: 'States', cell: ({ row }) => <Toggles row={row.original} /> },
  {
    id: 'account',
    header: 'Account',
    cell: ({ row }) =>
      row.original.hasAccount ? (
        <div className="flex flex-col items-start gap-1 text-xs">
          {row.original.accountBanned ? (
            <span className="font-medium text-danger-strong">
              Banned{row.original.banExpires ? ` until ${row.original.banExpires.slice(0, 10)}` : ''}
            </span>
          ) : null}
          <BanControls
            endpoint={`/api/v1/admin/girls/${row.original.id}/ban`}
            who={row.original.stageName ?? row.original.username ?? `girl #${row.original.id}`}
            banned={row.original.accountBanned}
            banExpires={row.original.banExpires}
          />
          {row.original.reportSuspended ? (
            <span className="font-medium text-danger-strong">Reporting suspended</span>
          ) : null}
          <ReportSuspensionControls
            endpoint={`/api/v1/admin/girls/${row.original.id}/report-suspension`}
            who={row.original.stageName ?? row.original.username ?? `girl #${row.original.id}`}
            suspended={row.original.reportSuspended}
          />
        </div>
      ) : (
        <span className="text-xs text-muted-foreground">No account</span>
      ),
  },
  {
    id: 'links',
    header: 'Links',
    cell: ({ row }) => (
      <ul className="flex flex-col gap-1 text-sm whitespace-nowrap">
        <li>
          <Link className="underline" href={`/edit-profile-female?girlId=${row.original.id}`}>
            Edit profile
          </Link>
        </li>
        <li>
          <Link className="underline" href={`/girl/manage-travels?girlId=${row.original.id}`}>
            Travels
          </Link>
        </li>
        <li>
          <Link className="underline" href={`/admin/manage-girls/${row.original.id}`}>
            Moderator comments
          </Link>
        </li>
      </ul>
    ),
  },
];

export function ManageGirlsTable({
  rows,
  total,
  state,
  sortable,
}: {
  rows: ManagedGirlRow[];
  total: number;
  state: TableState;
  sortable: readonly string[];
}) {
  return (
    <ServerDataTable
      columns={columns}
      rows={rows}
      total={total}
      state={state}
      sortable={sortable}
      getRowId={(row) => String(row.id)}
      caption="Girls"
      filterPlaceholder="Filter by username, stage name, city, state, country or id..."
      filterLabel="Filter girls"
    />
  );
}
