// Upload rules shared by the browser (photo field) and the server (src/server/images): one place
// for the spec's limits (§5 Uploads, §9) and its upload messages (§8 Uploads), verbatim.

export const UPLOAD_MESSAGES = {
  /** §5/§8: an avatar of 10 MB or more. The spec's wording, typo included. */
  tooLarge: 'File must smaller than 10 MB',
  /** §8: the generic upload failure (wrong type, undecodable, refused by the server). */
  uploadFailed: 'Failed to upload file.',
  /** §5: reading the chosen file failed in the browser. */
  readFailed: 'Something went wrong! Please try again.',
  /** §8: the crop canvas is missing. */
  unexpected: 'An unexpected error occurred.',
} as const;

/** "10 MB" read as 10 MiB, the size browsers and file managers report as 10 MB. Files of this size or more are refused. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A gallery video (mp4) of this size or more is refused (src/server/images/video.ts). */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;

/** The gallery's limits as people read them: "PNG or JPEG up to 10 MB, MP4 up to 20 MB". */
export const GALLERY_LIMITS_TEXT = `PNG or JPEG up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB, MP4 up to ${MAX_VIDEO_BYTES / 1024 / 1024} MB`;

/** Side of the square avatar the crop dialog exports and the server stores (pixels). */
export const AVATAR_SIZE = 512;

export type ImageKind = 'avatar' | 'photo';

/** MIME types the file picker offers; the server re-checks the real type from the bytes. */
export const ACCEPTED_TYPES: Readonly<Record<ImageKind, readonly string[]>> = {
  avatar: ['image/png', 'image/jpeg'], // spec §5: "Avatar only PNG or JPEG"
  photo: ['image/png', 'image/jpeg', 'image/webp'],
};

/** The spec's message for a chosen file the browser should refuse before cropping, or null when it may go on. */
export function checkImageFile(file: { type: string; size: number }, kind: ImageKind): string | null {
  if (!ACCEPTED_TYPES[kind].includes(file.type.toLowerCase())) return UPLOAD_MESSAGES.uploadFailed;
  if (file.size >= MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Whether a photo-field value is an already stored picture (a URL) rather than a new image64 to upload. */
export function isStoredImageUrl(value: string): boolean {
  return /^(https?:\/\/|\/media\/)/i.test(value);
}
