import 'server-only';
import { z } from 'zod';
import { isoTimestamp, NO_CONTENT_DOC, resourceDoc } from '@/server/http/api-description';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { noticeIdOfToken } from '@/server/appeal-links';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import {
  anyone,
  endpoint,
  jsonApiBody,
  jsonBody,
  noContent,
  permitted,
  recordId,
  signedIn,
  type ParamParser,
} from '@/server/http/endpoint';
import { jsonApiResponse, resourceOf, serializeResource } from '@/server/http/json-api';
import { privateFileEndpoint } from '@/server/http/private-file-endpoint';
import { decideAppeal } from './decide-appeal';
import { writeByAppealLink } from './link-service';
import { getAppeal } from './queries';
import { readRefusedPhotoFile } from './refused-photos';
import { AppealDecisionSchema, AppealMessageSchema, APPEALABLE_KINDS, OpenAppealSchema } from './schema';
import { openAppeal, postAppealMessage } from './service';

const TYPE = 'appeals';
const MESSAGE_TYPE = 'appeal-messages';
const SMALL = { maxBytes: 16 * 1024 };

/** Like other posts: 30 messages an hour per account is a conversation, not a flood. */
export const APPEAL_MESSAGE_LIMIT = { limit: 30, windowMs: 60 * 60_000 } as const;
const messageLimiter = createDatabaseRateLimiter(APPEAL_MESSAGE_LIMIT);
const messageLimit = {
  limiter: messageLimiter,
  key: ({ actor }: { actor: { userId: string } }) => `appeal:${actor.userId}`,
};

const MessageAttributes = z.object({
  from: z.enum(['you', 'moderator', 'person']),
  body: z.string(),
  at: isoTimestamp(),
});

const AppealAttributes = z.object({
  kind: z.enum(APPEALABLE_KINDS),
  subject: z.string(),
  decisionReason: z.string(),
  decidedAt: isoTimestamp(),
  status: z.enum(['open', 'upheld', 'denied', 'withdrawn']),
  outcomeReason: z.string().nullable(),
  createdAt: isoTimestamp(),
  resolvedAt: isoTimestamp().nullable(),
  picture: z
    .object({ url: z.string(), type: z.enum(['image', 'video']) })
    .nullable()
    .describe('A refused photo’s decision: the photo, while it is kept for the appeal.'),
  messages: z.array(MessageAttributes.extend({ id: z.number().int() })),
  appellant: z.string().optional().describe('Moderators only.'),
  decidedByYou: z.boolean().optional().describe('Moderators only: the reader made the decision appealed.'),
  record: z
    .object({ name: z.string(), href: z.string(), pictureUrl: z.string().nullable(), text: z.string().nullable() })
    .nullable()
    .optional()
    .describe('Moderators only: what was decided about (her profile or his record), with its link.'),
});

// POST /api/v1/appeals – appeal a decision about oneself (a notice), with a first message
export const openAppealRoute = endpoint(
  {
    summary: 'Appeal a decision about oneself, once, within 20 days',
    response: resourceDoc(TYPE, AppealAttributes, { status: 201 }),
    actor: signedIn,
    body: jsonApiBody(TYPE, OpenAppealSchema, SMALL),
    rateLimit: messageLimit,
  },
  async ({ actor, body }) => {
    const appeal = await openAppeal(actor, body);
    const { id, attributes } = resourceOf(appeal);
    return jsonApiResponse(serializeResource(TYPE, id, attributes), { status: 201 });
  },
);

// GET /api/v1/appeals/{id} – an appeal and its thread (its person, or a moderator)
export const getAppealRoute = endpoint(
  {
    summary: 'An appeal and its messages',
    response: resourceDoc(TYPE, AppealAttributes),
    actor: signedIn,
    params: { id: recordId },
  },
  async ({ actor, params }) => {
    const { id, attributes } = resourceOf(await getAppeal(actor, params.id));
    return jsonApiResponse(serializeResource(TYPE, id, attributes));
  },
);

// POST /api/v1/appeals/{id}/messages – a message in an open appeal (its person, or a moderator)
export const postAppealMessageRoute = endpoint(
  {
    summary: 'Write in an open appeal; a moderator’s message is e-mailed to the person',
    response: resourceDoc(MESSAGE_TYPE, MessageAttributes, { status: 201 }),
    actor: signedIn,
    params: { id: recordId },
    body: jsonApiBody(MESSAGE_TYPE, AppealMessageSchema, SMALL),
    rateLimit: messageLimit,
  },
  async ({ actor, params, body }) => {
    const { id, attributes } = resourceOf(await postAppealMessage(actor, params.id, body));
    return jsonApiResponse(serializeResource(MESSAGE_TYPE, id, attributes), { status: 201 });
  },
);

// POST /api/v1/admin/appeals/{id}/decision – {upheld, reasonCode, reason}; not by the deciding moderator
export const decideAppealRoute = endpoint(
  {
    summary: 'Uphold (reverse the decision) or deny an appeal',
    response: NO_CONTENT_DOC,
    actor: permitted('admin:access'),
    params: { id: recordId },
    body: jsonBody(AppealDecisionSchema, SMALL),
  },
  async ({ actor, params, body }) => {
    await decideAppeal(actor, params.id, body);
    return noContent();
  },
);

// GET /api/v1/refused-photos/{id}/file – a refused photo kept for its appeal, for moderators and her only
export const refusedPhotoFileRoute = privateFileEndpoint(
  { summary: 'A refused photo kept for its appeal (moderators and her only)', file: 'The photo or video file.' },
  readRefusedPhotoFile,
);

/** An appeal link's token (decision 039): anything malformed is the 404 of a missing page. */
const appealToken: ParamParser<string> = (raw) => {
  if (noticeIdOfToken(raw) === null) throw new AppError('not_found');
  return raw;
};

// POST /api/v1/appeal-links/{token}/messages – the ban e-mail link's appeal: opens it or writes in it
export const appealLinkMessageRoute = endpoint(
  {
    summary: 'Appeal by the signed link of a ban e-mail (opens the appeal, or writes in it)',
    response: NO_CONTENT_DOC,
    actor: anyone,
    params: { token: appealToken },
    body: jsonApiBody(MESSAGE_TYPE, AppealMessageSchema, SMALL),
    rateLimit: { limiter: messageLimiter, key: ({ request }) => `appeal-link:${clientIp(request)}` },
  },
  async ({ params, body }) => {
    await writeByAppealLink(params.token, body);
    return noContent();
  },
);
