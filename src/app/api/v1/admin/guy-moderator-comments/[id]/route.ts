// PATCH /api/v1/admin/guy-moderator-comments/{id} – edit a moderator's comment on a guy.
import { editGuyCommentRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = editGuyCommentRoute;
