// POST /api/v1/admin/timewaster-changes/{id}/decision – a moderator approves or refuses a girl's change to an approved timewaster entry.
import { timewasterChangeDecisionRoute } from '@/features/moderation/timewaster-change-decisions';

export const dynamic = 'force-dynamic';

export const POST = timewasterChangeDecisionRoute;
