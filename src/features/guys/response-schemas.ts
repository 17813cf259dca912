import 'server-only';
import { z } from 'zod';

/** GET /api/v1/guy-users/{userId}: his public fields (himself and moderators get his whole record). */
export const GUY_USER_ATTRIBUTES = z.looseObject({
  username: z.string(),
  age: z.number().int().nullable(),
});
