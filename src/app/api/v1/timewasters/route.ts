// GET /api/v1/timewasters – search; POST – report a timewaster (vetted girls and moderators only)
import { reportRoute, searchRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = searchRoute;
export const POST = reportRoute;
