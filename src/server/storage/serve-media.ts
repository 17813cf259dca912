import 'server-only';
import { logger } from '../logger';
import { describeError } from '../http/safe-log';
import { getStorage } from './index';
import { isContentAddressedKey, isPrivateKey, isSafeKey } from './keys';
import type { Storage, StoredObject } from './types';

// Anything else is a sandboxed download, so an uploaded HTML or SVG never runs script here.
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'video/mp4']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A key that is not content-addressed can be overwritten: let caches keep it briefly, then revalidate.
const MUTABLE = 'public, max-age=300, must-revalidate';

function mediaNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export async function serveMedia(
  request: Request,
  segments: string[],
  storage: Storage = getStorage(),
): Promise<Response> {
  const key = segments.join('/');
  if (!isSafeKey(key) || isPrivateKey(key)) return mediaNotFound();

  let object;
  try {
    object = await storage.get(key);
  } catch (error) {
    logger.error({ err: describeError(error) }, 'Reading media from storage failed');
    return new Response('Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
  if (!object) return mediaNotFound();

  const contentType = object.contentType.split(';')[0].trim().toLowerCase();
  const headers = new Headers({
    'Content-Type': object.contentType,
    'Cache-Control': isContentAddressedKey(key) ? IMMUTABLE : MUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  });
  if (!INLINE_TYPES.has(contentType)) {
    headers.set('Content-Disposition', 'attachment');
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  }

  const size = object.bytes.byteLength;
  const range = parseRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(object.bytes.slice(range.start, range.end + 1) as BodyInit, { status: 206, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(object.bytes as BodyInit, { status: 200, headers });
}

/** Never in a shared cache, never kept by the browser beyond this view. */
export function privateFileResponse(file: StoredObject): Response {
  return new Response(file.bytes as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
