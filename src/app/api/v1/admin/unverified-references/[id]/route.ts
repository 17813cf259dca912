// DELETE /api/v1/admin/unverified-references/{id} – AdminDeleteUnverifiedReference.
import { deleteReferenceRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteReferenceRoute;
