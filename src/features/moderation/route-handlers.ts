import 'server-only';
import { endpoint, jsonBody, noContent, recordId } from '@/server/http/endpoint';
import {
  GirlDecisionSchema,
  PhotoDecisionSchema,
  ScammerReportDecisionSchema,
  SessionGirlDecisionSchema,
  SessionGirlEmailSchema,
  SessionGirlImageDecisionSchema,
  SessionGirlLegacyMatchSchema,
  SessionGirlPictureDecisionSchema,
  TimewasterReportDecisionSchema,
} from './schema';
import { deletionReasonQuery } from '@/features/due-process/reason-codes';
import { BulkDecisionSchema, decideInBulk } from './bulk-decisions';
import { markCrawledProblemGirlReviewed } from './crawled-problem-girl-decisions';
import { decideGirl, deleteGirlRecord } from './girl-decisions';
import { decidePhoto } from './photo-decisions';
import { decideScammerReport } from './scammer-decisions';
import { decideTimewasterReport } from './timewaster-decisions';
import {
  decideSessionGirl,
  decideSessionGirlImage,
  decideSessionGirlPicture,
  matchSessionGirlToLegacy,
  setSessionGirlEmail,
} from './session-girl-decisions';
import { moderator, SMALL_BODY } from '@/server/http/moderator-gate';

// The moderators' decisions: 401 for a visitor, 403 for anyone without admin:access, then 404 for
// an item that is not (or no longer) waiting.

// POST /api/v1/admin/girls/{id}/decision – {approved, reasonCode, reason}
export const girlDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(GirlDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideGirl(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/girl-photos/{id}/decision – {approved}
export const photoDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(PhotoDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decidePhoto(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/scammer-reports/{id}/decision – {publish, reason}
export const scammerReportDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(ScammerReportDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideScammerReport(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/timewaster-reports/{id}/decision – {approved, reasonCode, reason}
export const timewasterReportDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(TimewasterReportDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideTimewasterReport(actor, params.id, body);
    return noContent();
  },
);

// DELETE /api/v1/girls/{id}?reasonCode=…&reason=… – a moderator deletes a girl with her photos and
// files (spec: reject); a deletion is a no, so it needs a reason code (decision 037).
export const deleteGirlRoute = endpoint(
  { actor: moderator, params: { id: recordId }, query: deletionReasonQuery('account') },
  async ({ actor, params, query }) => {
    await deleteGirlRecord(actor, params.id, query);
    return noContent();
  },
);

// POST /admin/sessiongirl/{id} – {approved} (spec §7)
export const sessionGirlDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(SessionGirlDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideSessionGirl(actor, params.id, body);
    return Response.json({ profile_approved: body.approved });
  },
);

// POST /api/v1/admin/session-girls/{id}/email – {email} ('' = no match)
export const sessionGirlEmailRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(SessionGirlEmailSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await setSessionGirlEmail(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/problem-girls/{id}/reviewed – a crawled problem girl has been looked at
export const crawledReviewedRoute = endpoint(
  { actor: moderator, params: { id: recordId } },
  async ({ actor, params }) => {
    await markCrawledProblemGirlReviewed(actor, params.id);
    return noContent();
  },
);

// POST /api/v1/admin/session-girls/{id}/picture – {approved} or {approved: false, imageId}
export const sessionGirlPictureDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(SessionGirlPictureDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideSessionGirlPicture(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/session-girl-images/{id}/decision – {approved} (jen_approved)
export const sessionGirlImageDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(SessionGirlImageDecisionSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await decideSessionGirlImage(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/session-girls/{id}/legacy-match – {legacyGirlId}
export const sessionGirlLegacyMatchRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(SessionGirlLegacyMatchSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await matchSessionGirlToLegacy(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/decisions – {kind, items: [{id, version}], approved, reasonCode, reason}: one
// decision on many pictures or photos; 200 with each item's outcome (204, or its 404 or 409).
export const bulkDecisionRoute = endpoint(
  {
    summary: 'Decide many queue pictures or photos at once (one reason for all); each item is decided on its own.',
    actor: moderator,
    body: jsonBody(BulkDecisionSchema, { maxBytes: 16 * 1024 }),
  },
  async ({ actor, body }) => Response.json({ results: await decideInBulk(actor, body) }),
);
