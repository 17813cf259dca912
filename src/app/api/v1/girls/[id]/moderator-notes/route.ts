// POST /api/v1/girls/{id}/moderator-notes – a moderator adds a note on a girl.
import { addGirlNoteRoute } from '@/features/moderator-notes/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addGirlNoteRoute;
