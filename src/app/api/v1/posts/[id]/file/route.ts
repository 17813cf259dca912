// GET /api/v1/posts/{id}/file – a post's media that waits for her approval, for her and moderators only
import { postFileRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = postFileRoute;
