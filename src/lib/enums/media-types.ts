/** Kind of a stored photo or post attachment (uploads accept png, jpeg and mp4: spec §5). */
export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
