// GET /api/v1/search-timewasters – the spec's alternative search URL
import { searchRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = searchRoute;
