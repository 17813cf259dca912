// GET /api/v1/appeals/{id} – an appeal and its thread
import { getAppealRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getAppealRoute;
