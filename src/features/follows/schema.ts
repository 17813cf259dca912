import { z } from 'zod';

/** Spec §7: POST /follow and DELETE /follow send {follow:{girl_id}}. */
export const FollowBodySchema = z.object({
  follow: z.object({
    girl_id: z.coerce.number({ message: 'girl_id is required' }).int().positive('girl_id is required'),
  }),
});

export type FollowBody = z.input<typeof FollowBodySchema>;

/** Spec §4 "Follow button" labels. */
export const FOLLOW_LABELS = { follow: 'Follow', processing: 'Processing...', following: 'Following', unfollow: 'Unfollow' } as const;
