// POST /follow, DELETE /follow – follow or unfollow a girl; GET /follow?girl_id= – whether he does.
import { followRoute, followStateRoute } from '@/features/follows/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = followRoute;
export const DELETE = followRoute;
export const GET = followStateRoute;
