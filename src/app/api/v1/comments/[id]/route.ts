// DELETE /api/v1/comments/{id} – a moderator deletes a comment (audited)
import { deleteCommentRoute } from '@/features/comments/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteCommentRoute;
