// GET /api/v1/travels – a girl's travels (filter[girlId]; default the signed-in girl, else none)
// POST /api/v1/travels – add a travel (the owner or a moderator)
import { addTravelRoute, listTravelsRoute } from '@/features/travels/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listTravelsRoute;
export const POST = addTravelRoute;
