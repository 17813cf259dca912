import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { box, LOCATION, mp4WithLocation } from '../../../tests/fixtures/video';
import { isVideoDataUrl, MAX_VIDEO_BYTES, parseVideo64, processVideo, sniffMp4 } from './video';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.detail}` : String(error);
  }
  return undefined;
}

describe('mp4 uploads (checked by their bytes)', () => {
  it('sniffs the ftyp box and its brand', () => {
    expect(sniffMp4(mp4WithLocation())).toBe(true);
    expect(sniffMp4(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBe(false);
    expect(sniffMp4(box('ftyp', Buffer.from('heic\0\0\0\0mif1', 'latin1')))).toBe(false);
  });

  it('keeps the size and structure but blanks the location boxes', () => {
    const input = mp4WithLocation();
    const { bytes, contentType } = processVideo(input);
    expect(contentType).toBe('video/mp4');
    expect(bytes.length).toBe(input.length);
    expect(input.includes(LOCATION)).toBe(true);
    expect(bytes.includes(LOCATION)).toBe(false);
    expect(bytes.includes('udta')).toBe(false);
    expect(bytes.subarray(0, 32).equals(input.subarray(0, 32))).toBe(true);
  });

  it('refuses truncated, padded, moov-less, fake and oversized files with a 4xx', () => {
    const good = mp4WithLocation();
    expect(codeOf(() => processVideo(good.subarray(0, good.length - 10)))).toBe('422 Failed to upload file.');
    expect(codeOf(() => processVideo(Buffer.concat([good, Buffer.from('<html>')])))).toBe('422 Failed to upload file.');
    const noMoov = Buffer.concat([good.subarray(0, 28), box('mdat', Buffer.alloc(10))]);
    expect(codeOf(() => processVideo(noMoov))).toBe('422 Failed to upload file.');
    expect(codeOf(() => processVideo(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1')))).toBe(
      '415 Failed to upload file.',
    );
    expect(codeOf(() => processVideo(Buffer.alloc(MAX_VIDEO_BYTES + 1)))).toBe('413 Failed to upload file.');
  });

  it('reads mp4 data URLs only', () => {
    const url = `data:video/mp4;base64,${mp4WithLocation().toString('base64')}`;
    expect(isVideoDataUrl(url)).toBe(true);
    expect(isVideoDataUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(parseVideo64(url).equals(mp4WithLocation())).toBe(true);
    expect(codeOf(() => parseVideo64('data:video/mp4;base64,@@@'))).toBe('400 Failed to upload file.');
  });
});
