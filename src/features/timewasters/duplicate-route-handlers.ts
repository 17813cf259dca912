import 'server-only';
import { z } from 'zod';
import { collectionDoc, someAttributesOf } from '@/server/http/api-description';
import { endpoint, jsonApiBody, jsonBody, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { TimewasterMatchSchema, TimewasterMergeSchema } from './duplicate-schema';
import { matchTimewasters, type TimewasterMatchDto } from './duplicates';
import { mergeTimewasters } from './merge';
import { limits, timewasterModerator, timewasterReader } from './route-gates';

// Duplicate reports and merged entries (docs/decisions/044).

const MATCH_ATTRIBUTES = someAttributesOf<TimewasterMatchDto>()({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  matchedBy: z.array(z.enum(['phone', 'email'])).describe("Which of the new report's contacts the entry holds"),
});

// POST /api/v1/timewaster-matches – the entries (approved, not expired) a new report's phone or e-mail is already on
export const matchRoute = endpoint(
  {
    summary: "The entries a new report's phone or e-mail is already on (add your experience to one of them)",
    response: collectionDoc('timewasterMatches', MATCH_ATTRIBUTES),
    actor: timewasterReader,
    body: jsonApiBody('timewasterMatches', TimewasterMatchSchema),
    rateLimit: limits.match,
  },
  async ({ actor, body }) => {
    const matches = await matchTimewasters(actor, body);
    return jsonApiResponse(
      serializeCollection(
        'timewasterMatches',
        matches.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// POST /api/v1/timewasters/{id}/merge – a moderator merges this entry into another ({intoId, reasonCode, reason, version})
export const mergeRoute = endpoint(
  {
    summary: 'Merge this entry into another: its phones, e-mails, photos, comments, votes and confirmations move',
    actor: timewasterModerator,
    params: { id: recordId },
    body: jsonBody(TimewasterMergeSchema, { maxBytes: 8 * 1024 }),
  },
  async ({ actor, params, body }) => {
    const { fromId, ...attributes } = await mergeTimewasters(actor, params.id, body);
    return jsonApiResponse(serializeResource('timewasterMerges', fromId, attributes));
  },
);
