// GET /api/v1/city-options – city suggestions from the world-cities data (issue 23 item 7)
import { cityOptionsRoute } from '@/features/places/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = cityOptionsRoute;
