import { z } from 'zod';

/** /admin/audit-log?moderator=&action=&subject=&page= (subject: a table, or table:id). */
export const AuditLogFilterSchema = z.object({
  moderator: z.string().trim().max(64).optional().catch(undefined),
  action: z.string().trim().max(64).optional().catch(undefined),
  subject: z.string().trim().max(128).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type AuditLogFilter = z.output<typeof AuditLogFilterSchema>;
