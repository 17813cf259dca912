// The Follow button's texts, without zod (the button is on every girl's cached profile).

/** Spec §4 "Follow button" labels. */
export const FOLLOW_LABELS = {
  follow: 'Follow',
  processing: 'Processing...',
  following: 'Following',
  unfollow: 'Unfollow',
} as const;
