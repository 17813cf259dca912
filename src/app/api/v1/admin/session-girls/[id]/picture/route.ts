// POST /api/v1/admin/session-girls/{id}/picture – a moderator decides on a session girl's picture.
import { sessionGirlPictureDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlPictureDecisionRoute;
