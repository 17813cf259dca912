// POST /api/v1/admin/scammer-reports/{id}/decision – a moderator's decision on one of the waiting scammer reports.
import { scammerReportDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = scammerReportDecisionRoute;
