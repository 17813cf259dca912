// POST /api/v1/admin/guys/{id}/moderator-comments – a moderator's comment on a guy.
import { addGuyCommentRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addGuyCommentRoute;
