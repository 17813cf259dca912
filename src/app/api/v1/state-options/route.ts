// GET /api/v1/state-options?q=tex[&country=…] – state suggestions for state inputs
import { stateOptionsRoute } from '@/features/places/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = stateOptionsRoute;
