// GET /api/v1/guy-users/{userId} – a guy's record (full for himself and moderators, public fields for others)
// PATCH /api/v1/guy-users/{userId} – edit the male profile (JSON:API document, camelCase attributes)
import { getGuyUserRoute, patchGuyUserRoute } from '@/features/guys/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getGuyUserRoute;
export const PATCH = patchGuyUserRoute;
