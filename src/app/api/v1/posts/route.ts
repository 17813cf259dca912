// POST /api/v1/posts – a girl's timeline post: comment plus an optional photo or video
import { postPostRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = postPostRoute;
