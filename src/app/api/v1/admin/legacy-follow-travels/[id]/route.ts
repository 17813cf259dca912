// DELETE /api/v1/admin/legacy-follow-travels/{id} – delete a legacy follow.
import { deleteLegacyFollowRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteLegacyFollowRoute;
