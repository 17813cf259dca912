// PATCH /api/v1/travels/{id} – edit a travel; DELETE – remove it (the owner or a moderator)
import { deleteTravelRoute, updateTravelRoute } from '@/features/travels/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateTravelRoute;
export const DELETE = deleteTravelRoute;
