import 'server-only';
import { deletionReasonQuery } from '@/features/due-process/reason-codes';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonApiBody, noContent, permitted, recordId } from '@/server/http/endpoint';
import { jsonApiResponse } from '@/server/http/json-api';
import { COMMENT_MESSAGES, CommentSchema } from './schema';
import { addComment, deleteComment } from './service';

/** 10 comments a minute per account, counted across every app instance. */
const commentLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 });

// POST /api/v1/comments – a signed-in user comments on a scammer page (or, behind flags, the home page and profiles)
export const addCommentRoute = endpoint(
  {
    actor: permitted('comment:write'),
    rateLimit: { limiter: commentLimiter, key: ({ actor }) => `comment:${actor.userId}` },
    body: jsonApiBody('comments', CommentSchema, { maxBytes: 16 * 1024 }),
  },
  async ({ actor, body }) => {
    const comment = await addComment(actor, body);
    return jsonApiResponse(
      {
        data: { id: String(comment.id), type: 'comments', attributes: body },
        meta: { message: COMMENT_MESSAGES.added },
      },
      { status: 201 },
    );
  },
);

// DELETE /api/v1/comments/{id} – a moderator deletes a comment (audited)
export const deleteCommentRoute = endpoint(
  { actor: permitted('comment:delete:any'), params: { id: recordId }, query: deletionReasonQuery('comment') },
  async ({ actor, params, query }) => {
    await deleteComment(actor, params.id, query);
    return noContent();
  },
);
