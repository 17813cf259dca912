// PATCH /api/v1/admin/guy-moderator-comments/{id} – edit a moderator's comment on a guy.
import { editGuyNoteRoute } from '@/features/moderator-notes/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = editGuyNoteRoute;
