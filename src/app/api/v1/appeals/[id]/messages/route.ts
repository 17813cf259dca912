// POST /api/v1/appeals/{id}/messages – a message in an open appeal
import { postAppealMessageRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = postAppealMessageRoute;
