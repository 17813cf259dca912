// DELETE /api/v1/timewaster-photos/{id} – remove a photo
import { deletePhotoRoute } from '@/features/timewasters/photo-and-vote-route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deletePhotoRoute;
