// POST /api/v1/comments – a signed-in user comments (scammer pages; home page and profiles behind flags)
import { addCommentRoute } from '@/features/comments/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addCommentRoute;
