import 'server-only';
import { z } from 'zod';

/**
 * GET /api/v1/client-profiles/{username} (ClientProfilePage without 'not-found', a 404): the state,
 * and with 'ok' his profile and the parts the viewer may see (null: not theirs to see). Loose: the
 * profile and the lists carry more fields than listed here.
 */
export const CLIENT_PROFILE_ATTRIBUTES = z.discriminatedUnion('state', [
  z.object({ state: z.literal('private') }),
  z.looseObject({
    state: z.literal('ok'),
    profile: z.looseObject({ id: z.number().int(), username: z.string() }),
    own: z.boolean(),
    reviews: z.array(z.looseObject({ id: z.number().int(), comment: z.string(), vote: z.boolean() })).nullable(),
    girlsOnlyComments: z.array(z.looseObject({ id: z.number().int(), comment: z.string() })).nullable(),
    references: z.array(z.looseObject({})).nullable(),
    canReview: z.boolean(),
    canComment: z.boolean(),
  }),
]);
