import 'server-only';
import { endpoint, jsonBody, noContent, permitted, recordId } from '@/server/http/endpoint';
import { GirlDecisionSchema, PhotoDecisionSchema, ScammerReportDecisionSchema } from './schema';
import { decideGirl, decidePhoto, decideScammerReport, deleteGirlRecord } from './service';

// The moderators' decisions: 401 for a visitor, 403 for anyone without admin:access, then 404 for
// an item that is not (or no longer) waiting.
const moderator = permitted('admin:access');
const SMALL = { maxBytes: 8 * 1024 };

// POST /api/v1/admin/girls/{id}/decision – {approved, reason}
export const girlDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(GirlDecisionSchema, SMALL) },
  async ({ actor, params, body }) => {
    await decideGirl(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/girl-photos/{id}/decision – {approved}
export const photoDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(PhotoDecisionSchema, SMALL) },
  async ({ actor, params, body }) => {
    await decidePhoto(actor, params.id, body);
    return noContent();
  },
);

// POST /api/v1/admin/scammer-reports/{id}/decision – {publish, reason}
export const scammerReportDecisionRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(ScammerReportDecisionSchema, SMALL) },
  async ({ actor, params, body }) => {
    await decideScammerReport(actor, params.id, body);
    return noContent();
  },
);

// DELETE /api/v1/girls/{id} – a moderator deletes a girl with her photos and files (spec: reject).
export const deleteGirlRoute = endpoint({ actor: moderator, params: { id: recordId } }, async ({ actor, params }) => {
  await deleteGirlRecord(actor, params.id, { action: 'girl.delete' });
  return noContent();
});
