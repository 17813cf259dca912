// DELETE /api/v1/photos/{id} – remove one of a girl's photos (owner or moderator)
import { deletePhotoRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deletePhotoRoute;
