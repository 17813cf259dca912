// POST /api/v1/admin/session-girl-images/{id}/decision – a moderator decides on a session girl's image.
import { sessionGirlImageDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlImageDecisionRoute;
