// GET /api/v1/city-options – city suggestions from the world-cities data (decision 029)
import { cityOptionsRoute } from '@/features/places/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = cityOptionsRoute;
