// GET /api/v1/timewaster-comments – list comments; POST – add one
import { addCommentRoute, listCommentsRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listCommentsRoute;
export const POST = addCommentRoute;
