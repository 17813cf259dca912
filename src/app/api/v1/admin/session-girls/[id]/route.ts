// PATCH /api/v1/admin/session-girls/{id} – edit the e-mail or match a legacy id; DELETE – delete her.
import { deleteSessionGirlRoute, patchSessionGirlRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = patchSessionGirlRoute;
export const DELETE = deleteSessionGirlRoute;
