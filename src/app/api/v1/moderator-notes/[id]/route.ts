// PATCH /api/v1/moderator-notes/{id} – a moderator edits a note on a girl.
import { editGirlNoteRoute } from '@/features/moderator-notes/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = editGirlNoteRoute;
