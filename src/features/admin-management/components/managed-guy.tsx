'use client';

import { useState } from 'react';
import { apiJson } from '@/lib/api-client';
import { useViewerTimeZone } from '@/components/viewer-time';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { NoteEditor, NoteView } from '@/features/moderator-notes/components/moderator-notes';
import type { ManagedGuyDetail } from '../guys-queries';
import { ErrorAlert, useAdminMutation } from './admin-action';
import { BanControls } from './ban-dialog';
import { DeleteRow } from './delete-row';
import { StandingSwitch } from './standing-switch';
import { ReportSuspensionControls } from './report-suspension-dialog';
import { placeLine } from '@/lib/enums/us-states';

/** GetGuyById: his record, the moderators' actions on him and their comments (moderators only). */
export function ManagedGuy({ guy }: { guy: ManagedGuyDetail }) {
  const mutation = useAdminMutation();
  const zone = useViewerTimeZone();
  const [editing, setEditing] = useState<number | null>(null);
  const facts: [string, string][] = [
    ['Id', String(guy.id)],
    ['Name', guy.name ?? '—'],
    ['E-mail', guy.email ?? '—'],
    ['Phone', guy.phone ?? '—'],
    ['Location', placeLine(guy.city, guy.state, guy.country) || '—'],
    ['His show profile switch', guy.userShowProfile ? 'on' : 'off'],
    [
      'Status',
      guy.softDeleted
        ? 'Deleted'
        : guy.accountBanned
          ? `Banned${guy.banExpires ? ` until ${formatZonedDateTime(guy.banExpires, zone)}` : ' for good'}`
          : 'Active',
    ],
    ['Right to report', guy.reportSuspended ? 'Suspended' : 'Yes'],
    ['Joined', formatZonedDateTime(guy.createdAt, zone)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <ErrorAlert error={mutation.error} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-border bg-surface p-4 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="user-text">{value}</dd>
          </div>
        ))}
        {guy.aboutMe ? (
          <div className="flex flex-col sm:col-span-2">
            <dt className="text-muted-foreground">About me</dt>
            <dd className="whitespace-pre-line user-text">{guy.aboutMe}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-label="Actions" className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          <StandingSwitch
            checked={guy.adminShowProfile}
            label="Admin show profile"
            title={`${guy.adminShowProfile ? 'Hide' : 'Show'} ${guy.username}'s profile?`}
            description="A decision about his standing: he is told on his dashboard and by e-mail."
            refusalKind={guy.adminShowProfile ? 'account' : null}
            send={(reason) =>
              apiJson(`/api/v1/admin/guys/${guy.id}`, {
                method: 'PATCH',
                body: { adminShowProfile: !guy.adminShowProfile, ...reason },
              })
            }
            success={`Successfully toggled admin_show_profile to ${!guy.adminShowProfile}`}
            failure={`Failed to toggle admin_show_profile to ${!guy.adminShowProfile}`}
          />
          Admin show profile
        </label>
        {guy.softDeleted ? null : (
          <>
            <BanControls
              endpoint={`/api/v1/admin/guys/${guy.id}/ban`}
              who={guy.username}
              banned={guy.accountBanned}
              banExpires={guy.banExpires}
            />
            <ReportSuspensionControls
              endpoint={`/api/v1/admin/guys/${guy.id}/report-suspension`}
              who={guy.username}
              suspended={guy.reportSuspended}
            />
            <DeleteRow
              endpoint={`/api/v1/admin/guys/${guy.id}`}
              what={`${guy.username}: his profile is hidden and his account closed for good (soft delete: girls' reviews of him stay)`}
              success={`${guy.username} is deleted.`}
              reasonKind="account"
            />
          </>
        )}
      </section>

      <section
        aria-label="Moderator comments"
        className="flex flex-col gap-4 rounded-card border border-warning/40 bg-surface-muted p-4"
      >
        <h2 className="text-lg font-semibold">Moderator comments</h2>
        <p className="text-sm text-muted-foreground">Only moderators see these comments.</p>
        {guy.legacyModeratorComments ? (
          <p className="rounded-md border border-border bg-surface p-3 text-sm whitespace-pre-line user-text">
            <span className="font-medium">From the legacy record: </span>
            {guy.legacyModeratorComments}
          </p>
        ) : null}
        {guy.comments.length === 0 ? <p className="text-sm">No comments yet.</p> : null}
        <ul className="flex flex-col gap-3">
          {guy.comments.map((comment) => (
            <li key={comment.id} className="rounded-md border border-border bg-surface p-3 text-sm">
              {editing === comment.id ? (
                <NoteEditor
                  label="Edit comment"
                  initial={comment.comment}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSave={async (text) => {
                    const ok = await mutation.run(
                      () =>
                        apiJson(`/api/v1/admin/guy-moderator-comments/${comment.id}`, {
                          method: 'PATCH',
                          body: { comment: text },
                        }),
                      'Comment saved.',
                    );
                    if (ok) setEditing(null);
                    return ok;
                  }}
                />
              ) : (
                <NoteView note={comment} onEdit={() => setEditing(comment.id)} />
              )}
            </li>
          ))}
        </ul>
        <NoteEditor
          label="New comment"
          submitLabel="Add comment"
          onSave={(text) =>
            mutation.run(
              () =>
                apiJson(`/api/v1/admin/guys/${guy.id}/moderator-comments`, { method: 'POST', body: { comment: text } }),
              'Successfully added comment',
            )
          }
        />
      </section>
    </div>
  );
}
