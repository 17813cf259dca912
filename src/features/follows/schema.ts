import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';

export const FollowBodySchema = z.object({
  follow: z.object({
    girl_id: recordIdSchema('girl_id is required'),
  }),
});
