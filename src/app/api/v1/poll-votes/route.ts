// GET /api/v1/poll-votes?poll={key} – the signed-in viewer's results and whether she or he may vote
// POST /api/v1/poll-votes – a guy or a girl votes in a poll (a later vote updates the first)
import { viewerPollRoute, votePollRoute } from '@/features/polls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = votePollRoute;
export const GET = viewerPollRoute;
