// PATCH /api/v1/admin/reputation-items/{id} – update a reputation item; DELETE – delete it.
import { deleteReputationItemRoute, updateReputationItemRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateReputationItemRoute;
export const DELETE = deleteReputationItemRoute;
