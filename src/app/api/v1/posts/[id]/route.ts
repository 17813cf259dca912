// PATCH, DELETE /api/v1/posts/{id} – edit or remove a post (her own, or any post for a moderator)
import { deletePostRoute, patchPostRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = patchPostRoute;
export const DELETE = deletePostRoute;
