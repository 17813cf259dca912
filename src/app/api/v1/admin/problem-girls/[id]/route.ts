// DELETE /api/v1/admin/problem-girls/{id} – a moderator deletes a problem girl.
import { deleteProblemGirlRoute } from '@/features/problem-girls/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteProblemGirlRoute;
