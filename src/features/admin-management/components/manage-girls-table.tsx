'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useRef } from 'react';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import { Switch } from '@/components/ui/switch';
import { apiJson } from '@/lib/api-client';
import { useDelegatedLinks } from '@/lib/use-delegated-links';
import type { ManagedGirlRow } from '../girls-queries';
import type { DecisionReason } from '@/features/due-process/components/reason-fields';
import {
  GIRL_STANDING_ATTRIBUTES,
  GIRL_TOGGLE_ATTRIBUTES,
  isRefusal,
  isStandingAttribute,
  toggledMessage,
  toggleFailedMessage,
  type GirlToggleAttribute,
} from '../schema';
import { ErrorAlert, useAdminMutation } from './admin-action';
import { BanControls } from './ban-dialog';
import { DeleteRow } from './delete-row';
import { StandingSwitch } from './standing-switch';
import { idColumn, placeColumn, textColumn } from './columns';
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
          const props = {
            checked: value === true,
            label: `${LABELS[attribute]} for ${name}`,
            success: toggledMessage(attribute, next),
            failure: toggleFailedMessage(attribute, next),
          };
          const send = (reason: DecisionReason | null) =>
            apiJson(`/api/v1/admin/girls/${row.id}/attributes`, {
              method: 'PATCH',
              body: { attribute, value: next, ...reason },
            });
          return (
            <li key={attribute} className="flex items-center gap-2 text-xs">
              {isStandingAttribute(attribute) ? (
                <StandingSwitch
                  {...props}
                  title={`${LABELS[attribute]}: ${next ? 'on' : 'off'} for ${name}?`}
                  description={
                    isRefusal(attribute, next)
                      ? 'A decision about her standing: she is told the reason on her dashboard and by e-mail.'
                      : 'She is told on her dashboard and by e-mail.'
                  }
                  refusalKind={isRefusal(attribute, next) ? GIRL_STANDING_ATTRIBUTES[attribute].kind : null}
                  send={send}
                />
              ) : (
                <Switch
                  checked={props.checked}
                  aria-label={props.label}
                  onCheckedChange={() => void mutation.run(() => send(null), props.success, props.failure)}
                />
              )}
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

/** Her account's ban and reporting suspension, with their controls. */
function AccountControls({ row }: { row: ManagedGirlRow }) {
  const who = row.stageName ?? row.username ?? `girl #${row.id}`;
  return (
    <div className="flex flex-col items-start gap-1 text-xs">
      {row.accountBanned ? (
        <span className="font-medium text-danger-strong">
          Banned{row.banExpires ? ` until ${row.banExpires.slice(0, 10)}` : ''}
        </span>
      ) : null}
      <BanControls
        endpoint={`/api/v1/admin/girls/${row.id}/ban`}
        who={who}
        banned={row.accountBanned}
        banExpires={row.banExpires}
      />
      {row.reportSuspended ? <span className="font-medium text-danger-strong">Reporting suspended</span> : null}
      <ReportSuspensionControls
        endpoint={`/api/v1/admin/girls/${row.id}/report-suspension`}
        who={who}
        suspended={row.reportSuspended}
      />
      <DeleteRow
        endpoint={`/api/v1/girls/${row.id}`}
        what={`${who} (her profile, photos and posts; her account is closed)`}
        success={`${who} is deleted.`}
        reasonKind="account"
      />
    </div>
  );
}

/** A row's links: plain anchors the table follows from its root (`ROW_LINK`). */
function GirlLinks({ id }: { id: number }) {
  return (
    <ul className="flex flex-col gap-1 text-sm whitespace-nowrap">
      <li>
        <a className="underline" href={`/edit-profile-female?girlId=${id}`}>
          Edit profile
        </a>
      </li>
      <li>
        <a className="underline" href={`/girl/manage-travels?girlId=${id}`}>
          Travels
        </a>
      </li>
      <li>
        <a className="underline" href={`/admin/manage-girls/${id}`}>
          Moderator comments
        </a>
      </li>
    </ul>
  );
}

const columns: ColumnDef<ManagedGirlRow>[] = [
  idColumn(),
  textColumn('stageName', 'Stage name', (row) => (
    <div className="flex flex-col">
      <span className="font-medium">{row.stageName ?? '—'}</span>
      <span className="text-xs text-muted-foreground">{row.email ?? ''}</span>
    </div>
  )),
  textColumn('username', 'Username', (row) => row.username ?? '—'),
  placeColumn(),
  textColumn('states', 'States', (row) => <Toggles row={row} />),
  textColumn('account', 'Account', (row) =>
    row.hasAccount ? <AccountControls row={row} /> : <span className="text-xs text-muted-foreground">No account</span>,
  ),
  textColumn('links', 'Links', (row) => <GirlLinks id={row.id} />),
];

/** The rows' links, not the table's own controls (which navigate themselves). */
const ROW_LINK = 'tbody a[href]';

export function ManageGirlsTable(props: ServerTablePage<ManagedGirlRow>) {
  const root = useRef<HTMLDivElement>(null);
  useDelegatedLinks(root, ROW_LINK);
  return (
    <ServerDataTable
      ref={root}
      {...props}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="Girls"
      filterPlaceholder="Filter by username, stage name, city, state, country or id..."
      filterLabel="Filter girls"
    />
  );
}
