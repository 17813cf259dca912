import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';

/** Spec §7: POST /follow and DELETE /follow send {follow:{girl_id}}. */
export const FollowBodySchema = z.object({
  follow: z.object({
    girl_id: recordIdSchema('girl_id is required'),
  }),
});

export type FollowBody = z.input<typeof FollowBodySchema>;

/** Spec §4 "Follow button" labels. */
export const FOLLOW_LABELS = {
  follow: 'Follow',
  processing: 'Processing...',
  following: 'Following',
  unfollow: 'Unfollow',
} as const;
