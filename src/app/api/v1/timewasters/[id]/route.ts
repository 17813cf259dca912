// GET /api/v1/timewasters/{id} – read one report; PATCH – edit it; DELETE – delete it
import { deleteRoute, getRoute, patchRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getRoute;
export const PATCH = patchRoute;
export const DELETE = deleteRoute;
