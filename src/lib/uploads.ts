// Upload limits (spec §5, §9) and messages (§8), verbatim, for browser and server.

export const UPLOAD_MESSAGES = {
  /** The spec's wording, typo included. */
  tooLarge: 'File must smaller than 10 MB',
  uploadFailed: 'Failed to upload file.',
  readFailed: 'Something went wrong! Please try again.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** "10 MB" as 10 MiB, what browsers and file managers call 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;

export const GALLERY_LIMITS_TEXT = `PNG or JPEG up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB, MP4 up to ${MAX_VIDEO_BYTES / 1024 / 1024} MB`;

export const AVATAR_SIZE = 512;
/** An avatar's small copy, for pictures drawn at 32 CSS px (twice that for dense screens). */
export const AVATAR_ICON_SIZE = 64;

export type ImageKind = 'avatar' | 'photo';

/** The server re-checks the real type from the bytes. */
export const ACCEPTED_TYPES: Readonly<Record<ImageKind, readonly string[]>> = {
  avatar: ['image/png', 'image/jpeg'], // spec §5: "Avatar only PNG or JPEG"
  photo: ['image/png', 'image/jpeg', 'image/webp'],
};

export function checkImageFile(file: { type: string; size: number }, kind: ImageKind): string | null {
  if (!ACCEPTED_TYPES[kind].includes(file.type.toLowerCase())) return UPLOAD_MESSAGES.uploadFailed;
  if (file.size >= MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export function isStoredImageUrl(value: string): boolean {
  return /^(https?:\/\/|\/media\/)/i.test(value);
}
