import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';

/** Spec §7: POST /follow and DELETE /follow send {follow:{girl_id}}. */
export const FollowBodySchema = z.object({
  follow: z.object({
    girl_id: recordIdSchema('girl_id is required'),
  }),
});
