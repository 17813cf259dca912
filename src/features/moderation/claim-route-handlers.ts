import 'server-only';
import { endpoint, jsonBody, noContent, recordId, segment } from '@/server/http/endpoint';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, serializeResource } from '@/server/http/json-api';
import { claimItem, releaseClaim } from './claims';
import { isDecidedItemKind, type DecidedItemKind } from './item-kinds';
import { ClaimRequestSchema } from './schema';
import { moderator } from '@/server/http/moderator-gate';

// Claims on queue items (docs/decisions/040): 401 for a visitor, 403 for anyone without
// admin:access, then 404 for an unknown kind or an item that does not exist.

/** A queue section that can be claimed (`girls`, `photos`, …); anything else names nothing. */
const itemKind = (raw: string): DecidedItemKind => {
  const kind = segment(raw);
  if (!isDecidedItemKind(kind)) throw new AppError('not_found');
  return kind;
};

// PUT /api/v1/admin/claims/{kind}/{id} – claim a queue item, or take over another moderator's claim
export const claimItemRoute = endpoint(
  {
    summary: 'Claim a moderation queue item ({takeOver: true} re-claims another moderator’s claim).',
    actor: moderator,
    params: { kind: itemKind, id: recordId },
    body: jsonBody(ClaimRequestSchema, { maxBytes: 1024 }),
  },
  async ({ actor, params, body }) => {
    const claim = await claimItem(actor, params.kind, params.id, body);
    return jsonApiResponse(serializeResource('moderationClaims', `${claim.kind}:${claim.itemId}`, claim));
  },
);

// DELETE /api/v1/admin/claims/{kind}/{id} – give up one's own claim
export const releaseClaimRoute = endpoint(
  { summary: 'Give up one’s own claim on a queue item.', actor: moderator, params: { kind: itemKind, id: recordId } },
  async ({ actor, params }) => {
    await releaseClaim(actor, params.kind, params.id);
    return noContent();
  },
);
