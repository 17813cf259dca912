// GET /session – the signed-in user's fields (spec §7), 401 for a visitor.
import { sessionRoute } from '@/server/auth/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = sessionRoute;
