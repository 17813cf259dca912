// POST /api/v1/admin/session-girl-reports/{id}/decision – a moderator marks a report handled or deletes it
import { sessionGirlReportDecisionRoute } from '@/features/session-girl-reports/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlReportDecisionRoute;
