// POST /api/v1/admin/guys/{id}/moderator-comments – a moderator's comment on a guy.
import { addGuyNoteRoute } from '@/features/moderator-notes/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addGuyNoteRoute;
