import 'server-only';
import { z } from 'zod';
import { checkReason, reasonFields } from '@/features/due-process/reason-codes';
import { deletionReasonQuery } from '@/features/due-process/reason-codes';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { endpoint, jsonBody, noContent, recordId } from '@/server/http/endpoint';
import { banGirl, toggleGirlAttribute, unbanGirl } from './girls-service';
import { banGuy, setGuyAdminShowProfile, softDeleteGuy, unbanGuy } from './guys-service';
import { deleteLegacyFollow } from './legacy-follows-service';
import { deleteUnverifiedReference } from './references-service';
import { addReputationItem, deleteReputationItem, updateReputationItem } from './reputation-service';
import {
  BanSchema,
  GirlToggleSchema,
  ReportSuspensionSchema,
  GuyPatchSchema,
  ReputationItemSchema,
  SessionGirlImagePatchSchema,
  SessionGirlPatchSchema,
  toggledMessage,
} from './schema';
import { updateSessionGirlImage } from './session-girl-images-service';
import { deleteSessionGirl, updateSessionGirl } from './session-girls-service';
import { deletePollVote } from './votes-service';
import { liftReportSuspension, suspendReporting, type SuspensionTarget } from './report-suspensions-service';
import { moderator, SMALL_BODY } from '@/server/http/moderator-gate';

const params = { id: recordId };

// PATCH /api/v1/admin/girls/{id}/attributes – {attribute, value}: toggle a boolean attribute
export const toggleGirlAttributeRoute = endpoint(
  { actor: moderator, params, body: jsonBody(GirlToggleSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await toggleGirlAttribute(actor, id, body);
    return Response.json({ message: toggledMessage(body.attribute, body.value) });
  },
);

// POST /api/v1/admin/girls/{id}/ban – {unbanAt, reason}
export const banGirlRoute = endpoint(
  { actor: moderator, params, body: jsonBody(BanSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await banGirl(actor, id, body);
    return noContent();
  },
);

/** ?reasonCode=…&reason=… of an unban: a yes, so a code is optional ("meets the rules" without one). */
const unbanQuery = z.object(reasonFields).superRefine(checkReason('ban', () => true));

// DELETE /api/v1/admin/girls/{id}/ban – unban, a decision she is told of
export const unbanGirlRoute = endpoint(
  { actor: moderator, params, query: unbanQuery },
  async ({ actor, params: { id }, query }) => {
    await unbanGirl(actor, id, query);
    return noContent();
  },
);

// PATCH /api/v1/admin/guys/{id} – {adminShowProfile}
export const patchGuyRoute = endpoint(
  { actor: moderator, params, body: jsonBody(GuyPatchSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await setGuyAdminShowProfile(actor, id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/guys/{id}?reasonCode=…&reason=… – soft delete, a no: it needs a reason code
export const softDeleteGuyRoute = endpoint(
  { actor: moderator, params, query: deletionReasonQuery('account') },
  async ({ actor, params: { id }, query }) => {
    await softDeleteGuy(actor, id, query);
    return noContent();
  },
);

// POST /api/v1/admin/guys/{id}/ban – {unbanAt, reason}
export const banGuyRoute = endpoint(
  { actor: moderator, params, body: jsonBody(BanSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await banGuy(actor, id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/guys/{id}/ban – unban, a decision he is told of
export const unbanGuyRoute = endpoint(
  { actor: moderator, params, query: unbanQuery },
  async ({ actor, params: { id }, query }) => {
    await unbanGuy(actor, id, query);
    return noContent();
  },
);

// DELETE /api/v1/admin/unverified-references/{id}?reasonCode=…&reason=… – the filer is told why
export const deleteReferenceRoute = endpoint(
  { actor: moderator, params, query: deletionReasonQuery('reference') },
  async ({ actor, params: { id }, query }) => {
    await deleteUnverifiedReference(actor, id, query);
    return noContent();
  },
);

// DELETE /api/v1/admin/poll-votes/{id} – delete poll vote
export const deleteVoteRoute = endpoint({ actor: moderator, params }, async ({ actor, params: { id } }) => {
  await deletePollVote(actor, id);
  return noContent();
});

// DELETE /api/v1/admin/legacy-follow-travels/{id} – delete legacy follow
export const deleteLegacyFollowRoute = endpoint({ actor: moderator, params }, async ({ actor, params: { id } }) => {
  await deleteLegacyFollow(actor, id);
  return noContent();
});

const reputationBody = jsonBody(ReputationItemSchema, { maxBytes: MAX_IMAGE64_LENGTH + 32 * 1024 });

// POST /api/v1/admin/reputation-items – add reputation item
export const addReputationItemRoute = endpoint({ actor: moderator, body: reputationBody }, async ({ actor, body }) =>
  Response.json({ id: await addReputationItem(actor, body) }, { status: 201 }),
);

// PATCH /api/v1/admin/reputation-items/{id} – update reputation item
export const updateReputationItemRoute = endpoint(
  { actor: moderator, params, body: reputationBody },
  async ({ actor, params: { id }, body }) => {
    await updateReputationItem(actor, id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/reputation-items/{id} – delete reputation item
export const deleteReputationItemRoute = endpoint({ actor: moderator, params }, async ({ actor, params: { id } }) => {
  await deleteReputationItem(actor, id);
  return noContent();
});

// PATCH /api/v1/admin/session-girls/{id} – {email} and/or {legacyGirlId}
export const patchSessionGirlRoute = endpoint(
  { actor: moderator, params, body: jsonBody(SessionGirlPatchSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await updateSessionGirl(actor, id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/session-girls/{id}
export const deleteSessionGirlRoute = endpoint({ actor: moderator, params }, async ({ actor, params: { id } }) => {
  await deleteSessionGirl(actor, id);
  return noContent();
});

// PATCH /api/v1/admin/session-girl-images/{id} – {jenApproved, explicit, explicitNudity}
export const patchSessionGirlImageRoute = endpoint(
  { actor: moderator, params, body: jsonBody(SessionGirlImagePatchSchema, SMALL_BODY) },
  async ({ actor, params: { id }, body }) => {
    await updateSessionGirlImage(actor, id, body);
    return noContent();
  },
);

// POST /api/v1/admin/{girls|guys}/{id}/report-suspension – {reasonCode, reason}; DELETE – lift it
function reportSuspensionRoutes(target: SuspensionTarget) {
  return {
    POST: endpoint(
      { actor: moderator, params, body: jsonBody(ReportSuspensionSchema, SMALL_BODY) },
      async ({ actor, params: { id }, body }) => {
        await suspendReporting(actor, target, id, body);
        return noContent();
      },
    ),
    DELETE: endpoint({ actor: moderator, params }, async ({ actor, params: { id } }) => {
      await liftReportSuspension(actor, target, id);
      return noContent();
    }),
  };
}
export const girlReportSuspensionRoutes = reportSuspensionRoutes('girls');
export const guyReportSuspensionRoutes = reportSuspensionRoutes('guys');
