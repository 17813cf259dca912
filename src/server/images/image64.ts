import 'server-only';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageKind } from '@/lib/uploads';
import { AppError } from '../http/app-error';
import { assertImageSize, processImage, type ProcessedImage } from './process-image';

// The spec's `image64` attributes are data URLs: what the photo field's crop dialog exports
// (canvas.toDataURL('image/png')) or what a FileReader gives for an uncropped photo.
const DATA_URL_HEAD = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const DECLARED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/webp']);

/**
 * Longest image64 string worth reading: a 10 MB file grows by 4/3 in base64, plus a short prefix.
 * Route handlers that accept image64 pass at least this to `readJsonBody({ maxBytes })`.
 */
export const MAX_IMAGE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 256;

export interface ParsedImage64 {
  bytes: Buffer;
  /** The MIME type the data URL claims. Advisory only: processImage trusts the bytes. */
  declaredType: string;
}

function garbage(): AppError {
  return new AppError('bad_request', UPLOAD_MESSAGES.uploadFailed);
}

/**
 * Decodes an `image64` data URL (`data:image/png;base64,…`) into bytes, with the cheap checks done
 * before any decoding: 400 'Failed to upload file.' for anything that is not a base64 data URL,
 * 415 for a declared type other than PNG/JPEG/WebP (e.g. image/svg+xml, text/html), 413 'File
 * must smaller than 10 MB' when the decoded file would be 10 MB or more. Line breaks inside the
 * base64 are tolerated. The bytes still have to go through processImage.
 */
export function parseImage64(dataUrl: unknown): ParsedImage64 {
  if (typeof dataUrl !== 'string') throw garbage();
  const head = DATA_URL_HEAD.exec(dataUrl.slice(0, 256));
  if (!head) throw garbage();
  const declaredType = head[1]!.toLowerCase();
  if (!DECLARED_TYPES.has(declaredType)) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.uploadFailed);

  let body = dataUrl.slice(head[0].length);
  // Far too long even allowing for line breaks: refuse without scanning it.
  if (body.length > 2 * MAX_IMAGE64_LENGTH) assertImageSize(MAX_IMAGE_BYTES);
  if (/\s/.test(body)) body = body.replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64_BODY.test(body)) throw garbage();
  // The exact decoded size, known before decoding.
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  assertImageSize((body.length / 4) * 3 - padding);

  const bytes = Buffer.from(body, 'base64');
  return { bytes, declaredType: declaredType === 'image/jpg' ? 'image/jpeg' : declaredType };
}

/** parseImage64 then processImage: an image64 attribute in, validated metadata-free variants out. */
export async function processImage64(dataUrl: unknown, opts: { kind: ImageKind }): Promise<ProcessedImage> {
  return processImage(parseImage64(dataUrl).bytes, opts);
}
