// POST /api/v1/session-girl-reports – a guy reports a session girl (flag guy-report-girl)
import { reportSessionGirlRoute } from '@/features/session-girl-reports/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = reportSessionGirlRoute;
