// DELETE /api/v1/admin/poll-votes/{id} – delete a poll vote.
import { deleteVoteRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteVoteRoute;
