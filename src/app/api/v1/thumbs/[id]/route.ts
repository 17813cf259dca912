// PATCH /api/v1/thumbs/{id} – switch one's own vote; DELETE – remove it
import { deleteThumbRoute, updateThumbRoute } from '@/features/timewasters/photo-and-vote-route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateThumbRoute;
export const DELETE = deleteThumbRoute;
