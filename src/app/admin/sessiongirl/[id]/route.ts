// POST /admin/sessiongirl/{id} – a moderator approves or rejects a scraped session girl (spec §7).
import { sessionGirlDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = sessionGirlDecisionRoute;
