// PATCH /api/v1/admin/session-girl-images/{id} – approve, reject or mark an image explicit.
import { patchSessionGirlImageRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = patchSessionGirlImageRoute;
