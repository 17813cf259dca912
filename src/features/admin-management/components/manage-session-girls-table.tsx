'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { serverFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger, MountedOnFirstOpen } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import { apiJson } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { ManagedSessionGirlRow } from '../session-girls-queries';
import { ErrorAlert, useAdminMutation } from './admin-action';
import { actionsColumn, idColumn, textColumn, yesNoColumn } from './columns';
import { DeleteRow } from './delete-row';
import { SessionGirlImageGrid } from './session-girl-image-actions';
import { ViewerTime } from '@/components/viewer-time';

const EDIT_MATCH_FIELDS = ['email', 'legacyGirlId'] as const;

/** Edit the e-mail ('' = no match) and the legacy id a session girl is matched to. */
function EditMatch({ girl }: { girl: ManagedSessionGirlRow }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(girl.email ?? '');
  const [legacyId, setLegacyId] = useState(girl.legacyGirlId === null ? '' : String(girl.legacyGirlId));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useAdminMutation();
  const save = async () => {
    setFieldErrors({});
    const ok = await mutation.run(
      () =>
        apiJson(`/api/v1/admin/session-girls/${girl.id}`, {
          method: 'PATCH',
          body: { email: email.trim(), legacyGirlId: legacyId.trim() === '' ? null : legacyId.trim() },
        }),
      `${girl.username} saved.`,
      undefined,
      (caught) => setFieldErrors(serverFieldErrors(caught, EDIT_MATCH_FIELDS)),
    );
    if (ok) setOpen(false);
  };
  const trigger = (
    <Button size="sm" variant="secondary">
      Edit
    </Button>
  );
  return (
    <MountedOnFirstOpen trigger={trigger} open={open} onOpen={() => setOpen(true)}>
      {() => (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
          <DialogContent className="max-w-md">
            <DialogTitle>Edit {girl.username}</DialogTitle>
            <FormField label="Email" description="Empty: no match." error={fieldErrors.email}>
              <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
            <FormField
              label="Legacy girl id"
              description="Match with the legacy site's id; empty: not matched."
              error={fieldErrors.legacyGirlId}
            >
              <Input inputMode="numeric" value={legacyId} onChange={(event) => setLegacyId(event.target.value)} />
            </FormField>
            <ErrorAlert error={mutation.error} />
            <div className="flex justify-end">
              <Button onClick={() => void save()}>Save</Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </MountedOnFirstOpen>
  );
}

/** Her images (with the explicit marks and the queue's actions), reports and travels. */
function Details({ girl }: { girl: ManagedSessionGirlRow }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <Button size="sm" variant="secondary">
      Details ({girl.images.length} images, {girl.reports.length} reports, {girl.travels.length} travels)
    </Button>
  );
  return (
    <MountedOnFirstOpen trigger={trigger} open={open} onOpen={() => setOpen(true)}>
      {() => (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
          <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
            <DialogTitle>{girl.username}</DialogTitle>
            <section className="flex flex-col gap-2">
              <h3 className="font-semibold">Images</h3>
              <SessionGirlImageGrid images={girl.images} />
            </section>
            <section className="flex flex-col gap-2">
              <h3 className="font-semibold">Reports</h3>
              {girl.reports.length === 0 ? (
                <p className="text-sm text-muted-foreground">No reports.</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm">
                  {girl.reports.map((report) => (
                    <li key={report.id} className="rounded-md border border-border p-2">
                      <p className="font-medium">{report.category}</p>
                      {report.comment ? <p className="whitespace-pre-line user-text">{report.comment}</p> : null}
                      <p className="text-xs text-muted-foreground">
                        {report.guy ?? 'Unknown/Banned User'} · <ViewerTime value={report.createdAt} />
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="flex flex-col gap-2">
              <h3 className="font-semibold">Travels</h3>
              {girl.travels.length === 0 ? (
                <p className="text-sm text-muted-foreground">No travels planned.</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {girl.travels.map((travel) => (
                    <li key={travel.id}>
                      {formatDate(travel.beginDate)} – {formatDate(travel.endDate)}:{' '}
                      {[travel.city, travel.state, travel.country].filter(Boolean).join(', ')}
                      {travel.optionalDesc ? ` (${travel.optionalDesc})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </DialogContent>
        </Dialog>
      )}
    </MountedOnFirstOpen>
  );
}

const columns: ColumnDef<ManagedSessionGirlRow>[] = [
  idColumn(),
  textColumn('username', 'Username', (row) => (
    <div className="flex flex-col">
      <span className="font-medium">{row.username}</span>
      <span className="text-xs text-muted-foreground">{row.name ?? ''}</span>
    </div>
  )),
  textColumn('email', 'E-mail', (row) =>
    row.email === null ? (
      <span className="text-muted-foreground">not matched</span>
    ) : (
      row.email || <span className="text-muted-foreground">no match</span>
    ),
  ),
  textColumn('legacyGirlId', 'Legacy id', (row) => row.legacyGirlId ?? '—'),
  yesNoColumn('profileApproved', 'Profile approved', (row) => row.profileApproved),
  yesNoColumn('profilePicApproved', 'Picture approved', (row) => row.profilePicApproved),
  textColumn('notifications', 'Notifications', (row) => (
    <span className="text-xs whitespace-nowrap">
      New girl: {row.sendNewGirlNotification ? 'yes' : 'no'}
      <br />
      Travel e-mails: {row.sendTravelEmails ? 'yes' : 'no'}
    </span>
  )),
  textColumn('details', 'Details', (row) => <Details girl={row} />),
  actionsColumn((row) => (
    <>
      <EditMatch girl={row} />
      <DeleteRow
        endpoint={`/api/v1/admin/session-girls/${row.id}`}
        what={`the session girl ${row.username} with her images, reports and travels`}
        success="Successfully deleted session girl."
      />
    </>
  )),
];

export function ManageSessionGirlsTable(props: ServerTablePage<ManagedSessionGirlRow>) {
  return (
    <ServerDataTable
      {...props}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="Session girls"
      filterPlaceholder="Filter by username, name, e-mail or legacy id..."
    />
  );
}
