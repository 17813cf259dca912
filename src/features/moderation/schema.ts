import { z } from 'zod';
import { checkReason, reasonFields } from '@/features/due-process/reason-codes';

// Bodies of the moderators' decisions. User-facing texts are the spec's where it has them.

// Every decision carries {reasonCode, reason} (reason-codes.ts): a no without a code is a 400.
const approved = z.boolean({ message: 'approved must be true or false' });

/**
 * The version of the item the moderator saw, as the queue showed it (docs/decisions/040): the
 * decision changes nothing (409) once the item has changed. The queue always sends it; a caller
 * without it (a script) decides on the item as it is, and a decided item is still a 409.
 */
export const itemVersion = {
  version: z
    .number({ message: 'version must be the version of the item the queue showed' })
    .int('version must be a whole number')
    .positive('version must be positive')
    .max(2_147_483_647, 'version is too large')
    .optional(),
};

/** POST /api/v1/admin/girls/{id}/decision: approve her profile, or reject it with the reason she is sent. */
export const GirlDecisionSchema = z
  .object({ approved, ...reasonFields, ...itemVersion })
  .superRefine(checkReason('girl', (body) => body.approved));
export type GirlDecision = z.output<typeof GirlDecisionSchema>;

/** POST /api/v1/admin/girl-photos/{id}/decision: a rejected photo is deleted. */
export const PhotoDecisionSchema = z
  .object({ approved, ...reasonFields, ...itemVersion })
  .superRefine(checkReason('photo', (body) => body.approved));
export type PhotoDecision = z.output<typeof PhotoDecisionSchema>;

/** POST /api/v1/admin/scammer-reports/{id}/decision: publish the report or refuse it. */
export const ScammerReportDecisionSchema = z
  .object({ publish: z.boolean({ message: 'publish must be true or false' }), ...reasonFields, ...itemVersion })
  .superRefine(checkReason('scammer-report', (body) => body.publish));
export type ScammerReportDecision = z.output<typeof ScammerReportDecisionSchema>;

/** POST /admin/sessiongirl/{id} (spec §7): {approved}. */
export const SessionGirlDecisionSchema = z
  .object({ approved, ...reasonFields })
  .superRefine(checkReason('session-girl', (body) => body.approved));
export type SessionGirlDecision = z.output<typeof SessionGirlDecisionSchema>;

/** POST /api/v1/admin/session-girls/{id}/email: an address, or '' for "No match (set empty email)". */
export const SessionGirlEmailSchema = z.object({
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('Invalid email').max(254)]),
});
export type SessionGirlEmail = z.output<typeof SessionGirlEmailSchema>;

/**
 * POST /api/v1/admin/session-girls/{id}/picture (spec "Profile picture"): approve her picture;
 * or, rejecting it, approve one of her gallery images as the new picture (`imageId`), or leave
 * her without a picture (`approved: false` alone).
 */
export const SessionGirlPictureDecisionSchema = z
  .object({
    approved,
    imageId: z.number().int().positive().max(2_147_483_647).optional(),
    ...reasonFields,
    ...itemVersion,
  })
  .superRefine(checkReason('profile-picture', (body) => body.approved))
  .refine((body) => !(body.approved && body.imageId), {
    message: 'imageId goes with a rejected picture',
    path: ['imageId'],
  });
export type SessionGirlPictureDecision = z.output<typeof SessionGirlPictureDecisionSchema>;

/** POST /api/v1/admin/session-girl-images/{id}/decision (spec "Explicit images"): jen_approved. */
export const SessionGirlImageDecisionSchema = z
  .object({ approved, ...reasonFields, ...itemVersion })
  .superRefine(checkReason('explicit-image', (body) => body.approved));

/** POST /api/v1/admin/timewaster-reports/{id}/decision: share a girl's report with every vetted girl, or delete it. */
export const TimewasterReportDecisionSchema = z
  .object({ approved, ...reasonFields, ...itemVersion })
  .superRefine(checkReason('timewaster-report', (body) => body.approved));
export type TimewasterReportDecision = z.output<typeof TimewasterReportDecisionSchema>;
export type SessionGirlImageDecision = z.output<typeof SessionGirlImageDecisionSchema>;

/** POST /api/v1/admin/session-girls/{id}/legacy-match (spec "Legacy match"): {legacyGirlId}. */
export const SessionGirlLegacyMatchSchema = z.object({
  legacyGirlId: z
    .number({ message: 'Legacy id must be a number' })
    .int('Legacy id must be a whole number')
    .positive('Legacy id must be positive')
    .max(2_147_483_647, 'Legacy id is too large'),
});
export type SessionGirlLegacyMatch = z.output<typeof SessionGirlLegacyMatchSchema>;

/** PUT /api/v1/admin/claims/{kind}/{id}: claim a queue item; `takeOver` re-claims another moderator's. */
export const ClaimRequestSchema = z.object({
  takeOver: z.boolean({ message: 'takeOver must be true or false' }).optional(),
});
export type ClaimRequest = z.output<typeof ClaimRequestSchema>;
