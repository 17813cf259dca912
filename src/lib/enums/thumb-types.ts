/** Timewaster vote (spec §3 "Thumb"): thumbs down is 1, thumbs up is 2. */
export const THUMB_TYPES = { DOWN: 1, UP: 2 } as const;
export type ThumbType = (typeof THUMB_TYPES)[keyof typeof THUMB_TYPES];
export const THUMB_TYPE_VALUES: readonly ThumbType[] = [THUMB_TYPES.DOWN, THUMB_TYPES.UP];

export function isThumbType(value: unknown): value is ThumbType {
  return value === THUMB_TYPES.DOWN || value === THUMB_TYPES.UP;
}

/** null = not voted, false = timewaster (down), true = not (up). */
export function thumbTypeToVote(thumbType: ThumbType | null | undefined): boolean | null {
  if (thumbType == null) return null;
  return thumbType === THUMB_TYPES.UP;
}

export function voteToThumbType(vote: boolean): ThumbType {
  return vote ? THUMB_TYPES.UP : THUMB_TYPES.DOWN;
}
