import { TableScroll } from '@/components/ui/table-grid';
import { EmptyState } from '@/components/ui/empty-state';
import type { AuditLogRow } from '../queries';
import { ViewerTime } from '@/components/viewer-time';

function Values({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-muted-foreground">–</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value).map(([key, item]) => (
        <div key={key} className="contents">
          <dt className="font-medium">{key}</dt>
          <dd className="break-all">{typeof item === 'string' ? item : JSON.stringify(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditLogTable({ rows }: { rows: AuditLogRow[] }) {
  if (rows.length === 0) return <EmptyState title="No audit entries match these filters." />;
  return (
    <TableScroll label="Audit log">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-surface-muted text-xs uppercase">
          <tr>
            {['When', 'Moderator', 'Action', 'Subject', 'Before', 'After', 'Reason'].map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <ViewerTime value={row.at} />
              </td>
              <td className="px-3 py-2">{row.moderator ?? 'Deleted account'}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.action}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.subject}</td>
              <td className="px-3 py-2">
                <Values value={row.before} />
              </td>
              <td className="px-3 py-2">
                <Values value={row.after} />
              </td>
              <td className="px-3 py-2">{row.reason ?? <span className="text-muted-foreground">–</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
