// POST /api/v1/admin/problem-girls – a moderator adds a problem girl.
import { addProblemGirlRoute } from '@/features/problem-girls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addProblemGirlRoute;
