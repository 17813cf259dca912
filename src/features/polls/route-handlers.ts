import 'server-only';
import { resourceDoc } from '@/server/http/api-description';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { z } from 'zod';
import { can } from '@/server/auth/permissions';
import { AppError } from '@/server/http/app-error';
import { endpoint, jsonApiBody, permitted, signedIn } from '@/server/http/endpoint';
import { jsonApiResponse } from '@/server/http/json-api';
import { PollVoteSchema } from './schema';
import { getPollResults, voterOf } from './queries';
import { votePoll } from './service';
import { POLL_ATTRIBUTES } from './response-schemas';

/** Enough to change one's mind, not to hammer the table. */
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

const PollQuerySchema = z.object({ poll: z.string({ error: 'poll is required' }).trim().min(1).max(100) });

// GET /api/v1/poll-votes?poll={key} – the viewer's vote and meta.canVote (the cached home's island)
export const viewerPollRoute = endpoint(
  {
    summary: "An active poll's results with the viewer's own vote",
    response: resourceDoc('polls', POLL_ATTRIBUTES, { meta: z.object({ canVote: z.boolean() }) }),
    actor: signedIn,
    query: PollQuerySchema,
  },
  async ({ actor, query }) => {
    const results = await getPollResults(actor, query.poll);
    if (!results) throw new AppError('not_found');
    return jsonApiResponse({
      data: { id: results.key, type: 'polls', attributes: results },
      meta: { canVote: can(actor, 'poll:vote') && voterOf(actor) !== null },
    });
  },
);
