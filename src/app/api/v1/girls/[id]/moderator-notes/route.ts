// GET /api/v1/girls/{id}/moderator-notes – the notes on a girl; POST – a moderator adds one.
import { addGirlNoteRoute, listGirlNotesRoute } from '@/features/moderator-notes/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addGirlNoteRoute;
export const GET = listGirlNotesRoute;
