// POST /api/v1/appeals – appeal a decision about oneself
import { openAppealRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = openAppealRoute;
