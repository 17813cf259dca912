// POST /api/v1/admin/session-girls/{id}/email – a moderator matches a scraped session girl's e-mail.
import { sessionGirlEmailRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlEmailRoute;
