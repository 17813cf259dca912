import 'server-only';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_VIDEO_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads';

export { MAX_VIDEO_BYTES };
import { env } from '../env';
import { AppError } from '../http/app-error';
import { describeError } from '../http/safe-log';
import { logger } from '../logger';
import { assertSafeKey, contentAddressedKey, getStorage, type Storage } from '../storage';
import { privateKey, type SavedImage } from './save-image';

// mp4 uploads (spec §5): bytes must start like an MP4; ffmpeg re-encodes without metadata (no
// location) under a timeout, with only file and pipe protocols, in a temporary folder.

/** 20 MiB in base64: a short phone clip, small enough for memory and a JSON body. */
export const MAX_VIDEO64_LENGTH = Math.ceil(MAX_VIDEO_BYTES / 3) * 4 + 256;

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

function fourcc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
}

export function sniffMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourcc(bytes, 4) !== 'ftyp') return false;
  const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  if (size < 16 || size > bytes.length || size > 4096) return false;
  if (MP4_BRANDS.has(fourcc(bytes, 8))) return true;
  for (let offset = 16; offset + 4 <= size; offset += 4) if (MP4_BRANDS.has(fourcc(bytes, offset))) return true;
  return false;
}

const VIDEO_DATA_URL = /^data:video\/mp4(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;

export function isVideoDataUrl(value: unknown): value is string {
  return typeof value === 'string' && VIDEO_DATA_URL.test(value.slice(0, 128));
}

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

export interface ProcessedVideo {
  bytes: Buffer;
  contentType: 'video/mp4';
  extension: 'mp4';
  width: number;
  height: number;
  poster: { bytes: Buffer; width: number; height: number; contentType: 'image/webp'; extension: 'webp' };
}

const MAX_VIDEO_SIDE = 1280;
const POSTER_WEBP = { quality: 80, effort: 4 } as const;

function refuse(code: 'unsupported_media_type' | 'unprocessable'): AppError {
  return new AppError(code, UPLOAD_MESSAGES.uploadFailed);
}

/** ffmpeg did not start: a server fault, not the upload's. */
export class FfmpegMissingError extends Error {
  override name = 'FfmpegMissingError';
}

export function runFfmpeg(
  args: string[],
  { cwd, timeoutSeconds = env.FFMPEG_TIMEOUT_SECONDS }: { cwd: string; timeoutSeconds?: number },
): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(env.FFMPEG_PATH, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutSeconds * 1000);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new FfmpegMissingError(
              `ffmpeg not found at FFMPEG_PATH=${env.FFMPEG_PATH}: install it (apt-get install -y ffmpeg) or set FFMPEG_PATH`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}

// Only the mp4/mov demuxer and local files; no metadata, chapters, data or subtitles; H.264 + AAC,
// moov first, bit-exact.
const TRANSCODE_ARGS = [
  '-protocol_whitelist',
  'file,pipe',
  '-f',
  'mp4',
  '-i',
  'input.mp4',
  '-map',
  '0:v:0',
  '-map',
  '0:a:0?',
  '-map_metadata',
  '-1',
  '-map_chapters',
  '-1',
  '-sn',
  '-dn',
  '-vf',
  `scale='min(${MAX_VIDEO_SIDE},iw)':'min(${MAX_VIDEO_SIDE},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-movflags',
  '+faststart',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
  '-threads',
  '2',
  '-f',
  'mp4',
  'output.mp4',
];

async function nonEmpty(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** 413 too large, 415 not an MP4 by its bytes, 422 when ffmpeg cannot read it in time. */
export async function processVideo(input: Uint8Array): Promise<ProcessedVideo> {
  if (input.byteLength > MAX_VIDEO_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.uploadFailed);
  if (!sniffMp4(input)) throw refuse('unsupported_media_type');
  const dir = await mkdtemp(path.join(tmpdir(), 'matside-video-'));
  try {
    await writeFile(path.join(dir, 'input.mp4'), input);
    const transcode = await runFfmpeg(TRANSCODE_ARGS, { cwd: dir });
    if (transcode.code !== 0 || !(await nonEmpty(path.join(dir, 'output.mp4')))) {
      logger.warn(
        { code: transcode.code, timedOut: transcode.timedOut, stderr: transcode.stderr.slice(-500) },
        'Video upload refused: ffmpeg could not read it',
      );
      throw refuse('unprocessable');
    }
    // The poster: the frame at one second (the first frame of a shorter clip), as PNG for sharp.
    for (const at of ['1', '0']) {
      const frame = await runFfmpeg(
        [
          '-protocol_whitelist',
          'file,pipe',
          '-ss',
          at,
          '-i',
          'output.mp4',
          '-frames:v',
          '1',
          '-an',
          '-f',
          'image2',
          '-c:v',
          'png',
          '-y',
          'poster.png',
        ],
        { cwd: dir },
      );
      if (frame.code === 0 && (await nonEmpty(path.join(dir, 'poster.png')))) break;
    }
    if (!(await nonEmpty(path.join(dir, 'poster.png')))) {
      logger.warn('Video upload refused: no frame for a poster');
      throw refuse('unprocessable');
    }
    const { data: poster, info } = await sharp(path.join(dir, 'poster.png'))
      .webp(POSTER_WEBP)
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: await readFile(path.join(dir, 'output.mp4')),
      contentType: 'video/mp4',
      extension: 'mp4',
      width: info.width,
      height: info.height,
      poster: { bytes: poster, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' },
    };
  } catch (error) {
    if (error instanceof AppError || error instanceof FfmpegMissingError) throw error;
    logger.warn({ err: describeError(error) }, 'Video upload refused: processing failed');
    throw refuse('unprocessable');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function saveVideo(
  video: ProcessedVideo,
  {
    prefix,
    access = 'public',
    storage = getStorage(),
  }: { prefix: string; access?: 'public' | 'private'; storage?: Storage },
): Promise<SavedImage> {
  assertSafeKey(prefix);
  const keyOf = (bytes: Buffer, extension: string) =>
    access === 'private' ? privateKey(prefix, extension) : contentAddressedKey(prefix, bytes, extension);
  const key = keyOf(video.bytes, video.extension);
  const posterKey = keyOf(video.poster.bytes, video.poster.extension);
  await storage.put(posterKey, video.poster.bytes, video.poster.contentType);
  try {
    await storage.put(key, video.bytes, video.contentType);
  } catch (error) {
    await storage.delete(posterKey).catch(() => undefined);
    throw error;
  }
  const url = storage.url(key);
  const { width, height } = video;
  return {
    key,
    url,
    width,
    height,
    contentType: video.contentType,
    variants: {
      video: { key, url, width, height },
      poster: { key: posterKey, url: storage.url(posterKey), width, height },
    },
  };
}
