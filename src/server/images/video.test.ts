import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import {
  box,
  LOCATION,
  mp4WithLocation,
  mp4WithMetadata,
  REAL_MP4_DEVICE,
  REAL_MP4_TITLE,
} from '../../../tests/fixtures/video';
import { env } from '@/server/env';
import { FfmpegMissingError, isVideoDataUrl, MAX_VIDEO_BYTES, parseVideo64, processVideo, sniffMp4 } from './video';

async function codeOf(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.detail}` : String(error);
  }
  return undefined;
}

function probe(bytes: Buffer): { format: { tags?: Record<string, string> }; streams: Array<Record<string, unknown>> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'matside-probe-'));
  try {
    writeFileSync(path.join(dir, 'f.mp4'), bytes);
    const ffprobe = (process.env.FFMPEG_PATH || 'ffmpeg').replace(/ffmpeg$/, 'ffprobe');
    const result = spawnSync(ffprobe, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', 'f.mp4'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`ffprobe failed: ${result.stderr}`);
    return JSON.parse(result.stdout) as ReturnType<typeof probe>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hasFfprobe =
  spawnSync((process.env.FFMPEG_PATH || 'ffmpeg').replace(/ffmpeg$/, 'ffprobe'), ['-version']).status === 0;

describe('mp4 uploads (re-encoded by ffmpeg)', { timeout: 30_000 }, () => {
  it('sniffs the ftyp box and its brand', () => {
    expect(sniffMp4(mp4WithLocation())).toBe(true);
    expect(sniffMp4(mp4WithMetadata())).toBe(true);
    expect(sniffMp4(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBe(false);
    expect(sniffMp4(box('ftyp', Buffer.from('heic\0\0\0\0mif1', 'latin1')))).toBe(false);
  });

  it('re-encodes to H.264/AAC with faststart and a WebP poster; location, title and device are gone', async () => {
    const input = mp4WithMetadata();
    expect(input.includes(LOCATION)).toBe(true);
    expect(input.includes(REAL_MP4_TITLE)).toBe(true);
    const video = await processVideo(input);
    expect(video.contentType).toBe('video/mp4');
    expect([video.width, video.height]).toEqual([160, 120]);
    for (const text of [LOCATION, REAL_MP4_TITLE, REAL_MP4_DEVICE, 'Lavf', '\xa9xyz']) {
      expect(video.bytes.includes(text, 0, 'latin1'), text).toBe(false);
    }
    // +faststart: the moov box comes before mdat.
    expect(video.bytes.indexOf('moov')).toBeLessThan(video.bytes.indexOf('mdat'));
    const poster = await sharp(video.poster.bytes).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 160, 120]);
    expect(poster.exif).toBeUndefined();
    if (hasFfprobe) {
      const info = probe(video.bytes);
      expect(info.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
      const tags = { ...info.format.tags, ...Object.assign({}, ...info.streams.map((s) => s.tags ?? {})) };
      expect(
        Object.keys(tags).filter(
          (k) =>
            ![
              'major_brand',
              'minor_version',
              'compatible_brands',
              'language',
              'handler_name',
              'vendor_id',
              'encoder',
            ].includes(k),
        ),
      ).toEqual([]);
      expect(JSON.stringify(tags)).not.toMatch(/SpyCam|Jane|51\.5|Lavf/);
    }
  });

  it('refuses what ffmpeg cannot read with the spec message, and leaves no temporary files', async () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('matside-video-')).length;
    const good = mp4WithMetadata();
    expect(await codeOf(() => processVideo(mp4WithLocation()))).toBe('422 Failed to upload file.');
    expect(await codeOf(() => processVideo(good.subarray(0, 200)))).toBe('422 Failed to upload file.');
    const noMoov = Buffer.concat([good.subarray(0, 32), box('mdat', Buffer.alloc(10))]);
    expect(await codeOf(() => processVideo(noMoov))).toBe('422 Failed to upload file.');
    expect(await codeOf(() => processVideo(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1')))).toBe(
      '415 Failed to upload file.',
    );
    expect(await codeOf(() => processVideo(Buffer.alloc(MAX_VIDEO_BYTES + 1)))).toBe('413 Failed to upload file.');
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('matside-video-')).length).toBe(before);
  });

  it('without ffmpeg: a server fault that names the fix (never blamed on the upload), temp folder removed', async () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('matside-video-')).length;
    const configured = env.FFMPEG_PATH;
    env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      const error = await processVideo(mp4WithMetadata()).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(FfmpegMissingError);
      expect((error as Error).message).toMatch(/apt-get install -y ffmpeg/);
    } finally {
      env.FFMPEG_PATH = configured;
    }
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('matside-video-')).length).toBe(before);
  });

  it('reads mp4 data URLs only', () => {
    const url = `data:video/mp4;base64,${mp4WithLocation().toString('base64')}`;
    expect(isVideoDataUrl(url)).toBe(true);
    expect(isVideoDataUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(parseVideo64(url).equals(mp4WithLocation())).toBe(true);
    return expect(codeOf(() => parseVideo64('data:video/mp4;base64,@@@'))).resolves.toBe('400 Failed to upload file.');
  });
});
