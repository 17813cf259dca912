import 'server-only';
import { UPLOAD_MESSAGES } from '@/lib/uploads';
import { AppError } from '../http/app-error';
import { assertSafeKey, contentAddressedKey, getStorage, type Storage } from '../storage';
import { privateKey, type SavedImage } from './save-image';

// mp4 uploads (spec §5: png, jpeg, mp4). Videos are not re-encoded (no ffmpeg on the server), so
// they are checked by their bytes instead: an ISO base-media file whose top-level boxes are intact
// (a truncated or padded file fails), that starts with an `ftyp` box of an MP4 brand and has a
// `moov`. Metadata boxes that can carry a location (udta with ©xyz, meta) are blanked in place.

/** 20 MiB: enough for a short clip from a phone, small enough to hold in memory and in a JSON body. */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO64_LENGTH = Math.ceil(MAX_VIDEO_BYTES / 3) * 4 + 256;

/** Major/compatible brands of MP4 files as phones, cameras and encoders write them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
  'qt  ',
  'MSNV',
  'f4v ',
]);

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

function refuse(code: 'unsupported_media_type' | 'unprocessable'): AppError {
  return new AppError(code, UPLOAD_MESSAGES.uploadFailed);
}

function fourcc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
}

/** The boxes between `start` and `end`, or null when a box header or size does not fit exactly. */
function readBoxes(bytes: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) return null;
    let size = bytes.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (end - offset < 16) return null;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset; // "to the end of the file"
    }
    if (size < headerSize || offset + size > end) return null;
    boxes.push({ type: fourcc(bytes, offset + 4), start: offset, headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** Whether the bytes start like an MP4 (an ftyp box with an MP4 brand). */
export function sniffMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourcc(bytes, 4) !== 'ftyp') return false;
  const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  if (size < 16 || size > bytes.length || size > 4096) return false;
  if (MP4_BRANDS.has(fourcc(bytes, 8))) return true;
  for (let offset = 16; offset + 4 <= size; offset += 4) if (MP4_BRANDS.has(fourcc(bytes, offset))) return true;
  return false;
}

/** Renames a box to `free` and zeroes its payload: same size, so sample offsets stay valid. */
function blank(bytes: Buffer, box: Box): void {
  bytes.write('free', box.start + 4, 'latin1');
  bytes.fill(0, box.start + box.headerSize, box.end);
}

const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);

export interface ProcessedVideo {
  bytes: Buffer;
  contentType: 'video/mp4';
  extension: 'mp4';
}

/**
 * Checks an mp4 upload and returns a copy without its metadata boxes. 413 when too large, 415 when
 * it is not an MP4 by its bytes, 422 when its box structure is broken (truncated, padded, no moov).
 */
export function processVideo(input: Uint8Array): ProcessedVideo {
  if (input.byteLength > MAX_VIDEO_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.uploadFailed);
  if (!sniffMp4(input)) throw refuse('unsupported_media_type');
  const bytes = Buffer.from(input); // a copy: we edit it
  const top = readBoxes(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp') throw refuse('unprocessable');
  const moov = top.find((box) => box.type === 'moov');
  if (!moov || !top.some((box) => box.type === 'mdat' || box.type === 'moof')) throw refuse('unprocessable');

  for (const box of top) if (METADATA_BOXES.has(box.type)) blank(bytes, box);
  const inMoov = readBoxes(bytes, moov.start + moov.headerSize, moov.end);
  if (!inMoov) throw refuse('unprocessable');
  for (const box of inMoov) {
    if (METADATA_BOXES.has(box.type)) blank(bytes, box);
    if (box.type === 'trak') {
      for (const child of readBoxes(bytes, box.start + box.headerSize, box.end) ?? []) {
        if (METADATA_BOXES.has(child.type)) blank(bytes, child);
      }
    }
  }
  return { bytes, contentType: 'video/mp4', extension: 'mp4' };
}

const VIDEO_DATA_URL = /^data:video\/mp4(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;

export function isVideoDataUrl(value: unknown): value is string {
  return typeof value === 'string' && VIDEO_DATA_URL.test(value.slice(0, 128));
}

/** Decodes a `data:video/mp4;base64,…` attribute (400 when malformed, 413 when too large). */
export function parseVideo64(dataUrl: string): Buffer {
  const head = VIDEO_DATA_URL.exec(dataUrl.slice(0, 128));
  if (!head) throw new AppError('bad_request', UPLOAD_MESSAGES.uploadFailed);
  const body = dataUrl.slice(head[0].length).replace(/\s+/g, '');
  if (body.length > MAX_VIDEO64_LENGTH) throw new AppError('payload_too_large', UPLOAD_MESSAGES.uploadFailed);
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) {
    throw new AppError('bad_request', UPLOAD_MESSAGES.uploadFailed);
  }
  return Buffer.from(body, 'base64');
}

/** Stores a checked video under a content-addressed key (served as immutable by /media). */
export async function saveVideo(
  video: ProcessedVideo,
  {
    prefix,
    access = 'public',
    storage = getStorage(),
  }: { prefix: string; access?: 'public' | 'private'; storage?: Storage },
): Promise<SavedImage> {
  assertSafeKey(prefix);
  const key =
    access === 'private'
      ? privateKey(prefix, video.extension)
      : contentAddressedKey(prefix, video.bytes, video.extension);
  await storage.put(key, video.bytes, video.contentType);
  const url = storage.url(key);
  return { key, url, width: 0, height: 0, contentType: video.contentType, variants: { video: { key, url } } };
}
