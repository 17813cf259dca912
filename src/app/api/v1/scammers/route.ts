// GET /api/v1/scammers – public scammers; POST /api/v1/scammers – report one (signed-in users)
import { listScammersRoute, reportScammerRoute } from '@/features/scammers/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listScammersRoute;
export const POST = reportScammerRoute;
