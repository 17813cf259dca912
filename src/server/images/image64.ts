import 'server-only';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageKind } from '@/lib/uploads';
import { AppError } from '../http/app-error';
import { assertImageSize, processImage, type ProcessedImage } from './process-image';

// The spec's `image64` attributes are data URLs (the crop dialog's canvas or a FileReader).
const DATA_URL_HEAD = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const DECLARED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/webp']);

/** A 10 MB file in base64 plus a prefix; routes taking image64 pass at least this as maxBytes. */
export const MAX_IMAGE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 256;

export interface ParsedImage64 {
  bytes: Buffer;
  /** Advisory only: processImage trusts the bytes. */
  declaredType: string;
}

function garbage(): AppError {
  return new AppError('bad_request', UPLOAD_MESSAGES.uploadFailed);
}

/** The cheap checks before decoding (400, 415 for a non-image type, 413 at 10 MB); then processImage. */
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
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  assertImageSize((body.length / 4) * 3 - padding);

  const bytes = Buffer.from(body, 'base64');
  return { bytes, declaredType: declaredType === 'image/jpg' ? 'image/jpeg' : declaredType };
}

export async function processImage64(dataUrl: unknown, opts: { kind: ImageKind }): Promise<ProcessedImage> {
  return processImage(parseImage64(dataUrl).bytes, opts);
}
