// POST /api/v1/admin/timewaster-reports/{id}/decision – a moderator approves or rejects a girl's waiting timewaster report.
import { timewasterReportDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = timewasterReportDecisionRoute;
