// PATCH /api/v1/admin/guys/{id} – the admin show profile switch; DELETE – soft delete.
import { patchGuyRoute, softDeleteGuyRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = patchGuyRoute;
export const DELETE = softDeleteGuyRoute;
