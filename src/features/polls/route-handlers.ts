import 'server-only';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonApiBody, permitted } from '@/server/http/endpoint';
import { jsonApiResponse } from '@/server/http/json-api';
import { PollVoteSchema } from './schema';
import { votePoll } from './service';

/** 30 votes a minute per account: enough to change one's mind, not to hammer the table. */
const voteLimiter = createDatabaseRateLimiter({ limit: 30, windowMs: 60_000 });

// POST /api/v1/poll-votes – a guy or a girl votes; a later vote in the same poll replaces the first
export const votePollRoute = endpoint(
  {
    actor: permitted('poll:vote'),
    rateLimit: { limiter: voteLimiter, key: ({ actor }) => `poll-vote:${actor.userId}` },
    body: jsonApiBody('pollVotes', PollVoteSchema, { maxBytes: 4 * 1024 }),
  },
  async ({ actor, body }) => {
    const { created, results } = await votePoll(actor, body);
    return jsonApiResponse(
      { data: { id: results.key, type: 'polls', attributes: results } },
      { status: created ? 201 : 200 },
    );
  },
);
