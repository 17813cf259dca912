import { Link } from '@/components/ui/link';
import { ViewerTime } from '@/components/viewer-time';
import type { PendingTimewasterChange } from '../kinds/timewaster-changes';
import { APPROVED, REJECTED } from './decide';
import { HistoryLine } from './history-line';
import { QueueDecision } from './queue-controls';

const KIND_TITLE = { edit: 'Edit', phone: 'New phone', email: 'New e-mail' } as const;

/**
 * A girl's change to an approved timewaster entry (docs/decisions/050), as a diff: per field what
 * every vetted girl sees now, and what she would see. Approving applies it; refusing drops it.
 * Both take a reason code and are audited, and the girl gets a receipt.
 */
export function TimewasterChangeItem({ change }: { change: PendingTimewasterChange }) {
  return (
    <li className="rounded-card border border-border p-4 text-sm">
      <article aria-label={`Timewaster change ${change.entryName}`} className="flex flex-col gap-3">
        <p className="font-medium user-text">
          {KIND_TITLE[change.kind]}: {change.entryName}
        </p>
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="sr-only">What changes</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-28 pb-1 font-medium">
                Field
              </th>
              <th scope="col" className="pb-1 font-medium">
                Now
              </th>
              <th scope="col" className="pb-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {change.fields.map((line) => (
              <tr key={line.label} className="border-t border-border align-top">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {line.label}
                </th>
                <td className="py-1 pr-2 user-text text-muted-foreground line-through decoration-danger/60">
                  {line.before ?? '–'}
                </td>
                <td className="py-1 user-text font-medium">{line.after ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-muted-foreground">
          {change.ownEntry ? 'by the girl who reported it' : 'by another girl'}:{' '}
          {change.proposer ?? 'a deleted account'} · <ViewerTime value={change.createdAt} />
        </p>
        <HistoryLine history={change.history} />
        <Link
          href={`/admin/edit/timewaster/${change.timewasterId}`}
          className="w-fit text-accent-strong hover:underline"
        >
          Open the entry
        </Link>
        <QueueDecision
          kind="timewaster-change"
          url={`/api/v1/admin/timewaster-changes/${change.id}/decision`}
          approve={APPROVED}
          reject={REJECTED}
        />
      </article>
    </li>
  );
}
