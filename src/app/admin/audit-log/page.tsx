import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import type { AdminSearchParams } from '@/features/admin-management/components/admin-table-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { AuditLogTable } from '@/features/audit-log/components/audit-log-table';
import { AUDIT_PAGE_SIZE, listAuditLog } from '@/features/audit-log/queries';
import { AuditLogFilterSchema } from '@/features/audit-log/schema';
import { adminPageActor } from '@/features/accounts/page-access';
import { firstParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false, follow: false } };

type Props = { searchParams: AdminSearchParams };

export default async function AuditLogPage({ searchParams }: Props) {
  const actor = await adminPageActor('/admin/audit-log');
  if (!actor) return <ForbiddenView />;
  const raw = await searchParams;
  const filter = AuditLogFilterSchema.parse({
    moderator: firstParam(raw.moderator),
    action: firstParam(raw.action),
    subject: firstParam(raw.subject),
    page: firstParam(raw.page),
  });
  const { rows, total, moderators, actions } = await listAuditLog(actor, filter);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ['moderator', 'action', 'subject'] as const) if (filter[key]) params.set(key, filter[key]!);
    params.set('page', String(page));
    return `/admin/audit-log?${params}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
      <form method="get" className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <FormField label="Moderator">
          <Input name="moderator" list="audit-moderators" defaultValue={filter.moderator ?? ''} />
        </FormField>
        <FormField label="Action">
          <Input name="action" list="audit-actions" defaultValue={filter.action ?? ''} />
        </FormField>
        <FormField label="Subject" description="A table, or table:id">
          <Input name="subject" defaultValue={filter.subject ?? ''} />
        </FormField>
        <Button type="submit">Filter</Button>
        <datalist id="audit-moderators">
          {moderators.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <datalist id="audit-actions">
          {actions.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </form>
      <p className="text-sm text-muted-foreground">{total === 1 ? '1 entry' : `${total} entries`}, newest first.</p>
      <AuditLogTable rows={rows} />
      {pageCount > 1 ? <Pagination page={filter.page} pageCount={pageCount} getHref={hrefFor} /> : null}
    </div>
  );
}
