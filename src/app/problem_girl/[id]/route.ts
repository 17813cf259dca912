// PATCH /problem_girl/{id} – a moderator edits a problem girl (spec §7).
import { updateProblemGirlRoute } from '@/features/problem-girls/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateProblemGirlRoute;
