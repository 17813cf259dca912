// POST /api/v1/admin/session-girls/{id}/legacy-match – a moderator matches a session girl to her legacy id.
import { sessionGirlLegacyMatchRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlLegacyMatchRoute;
