// POST /api/v1/timewaster-matches – the entries a new timewaster report would duplicate (vetted girls and moderators)
import { matchRoute } from '@/features/timewasters/duplicate-route-handlers';

export const dynamic = 'force-dynamic';

export const POST = matchRoute;
