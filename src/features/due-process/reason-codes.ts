import { z } from 'zod';
import {
  REASON_CODE_IDS,
  REASON_MESSAGES,
  REASON_TEXT_MAX,
  reasonCodesFor,
  type DecisionKind,
  type ReasonCodeId,
} from './reason-list';

// The decision bodies' reason fields and their checks, over the list in reason-list.ts (the server's
// imports take both from here).
export * from './reason-list';

export const reasonCodeSchema = z.enum(REASON_CODE_IDS, { error: REASON_MESSAGES.unknown });
export const reasonTextSchema = z
  .string()
  .trim()
  .max(REASON_TEXT_MAX, `Too long (max characters: ${REASON_TEXT_MAX})`)
  .optional();

/** The fields every decision body carries: {reasonCode, reason}. */
export const reasonFields = { reasonCode: reasonCodeSchema.optional(), reason: reasonTextSchema };

/**
 * The checks on a decision body: a no needs a code that fits the decision, "other" needs the
 * text. `approved` tells whether the body says yes.
 */
export function checkReason<T extends { reasonCode?: ReasonCodeId; reason?: string }>(
  kind: DecisionKind | ((body: T) => DecisionKind),
  approved: (body: T) => boolean,
) {
  return (body: T, ctx: z.RefinementCtx) => {
    const yes = approved(body);
    const decisionKind = typeof kind === 'function' ? kind(body) : kind;
    if (!body.reasonCode) {
      if (!yes) ctx.addIssue({ code: 'custom', message: REASON_MESSAGES.required, path: ['reasonCode'] });
      return;
    }
    if (!reasonCodesFor(decisionKind, yes).includes(body.reasonCode))
      ctx.addIssue({ code: 'custom', message: REASON_MESSAGES.notForDecision, path: ['reasonCode'] });
    if (body.reasonCode === 'other' && !body.reason)
      ctx.addIssue({ code: 'custom', message: REASON_MESSAGES.otherNeedsText, path: ['reason'] });
  };
}

/** ?reasonCode=…&reason=… of a moderator's DELETE (a reference, a comment): a deletion is a no. */
export function deletionReasonQuery(kind: DecisionKind) {
  return z.object(reasonFields).superRefine(checkReason(kind, () => false));
}
export type DeletionReason = z.output<ReturnType<typeof deletionReasonQuery>>;

/**
 * The same query where a code is needed only from some actors (a moderator deleting another's
 * timewaster entry): a code given must fit the decision; a missing one is the service's to refuse.
 */
export function optionalDeletionReasonQuery(kind: DecisionKind) {
  return z.object(reasonFields).superRefine((query, ctx) => {
    if (query.reasonCode) checkReason(kind, () => false)(query, ctx);
  });
}
