// POST /api/v1/poll-votes – a guy or a girl votes in a poll (a later vote updates the first)
import { votePollRoute } from '@/features/polls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = votePollRoute;
