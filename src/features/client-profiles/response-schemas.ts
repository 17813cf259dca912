import 'server-only';
import { z } from 'zod';

/** Loose: the profile and lists carry more fields than listed; null parts are not the viewer's to see. */
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
