import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import * as fixtures from '../../../tests/fixtures/images/hostile';
import { MAX_IMAGE64_LENGTH, parseImage64, processImage64 } from './image64';

function refusalOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('parseImage64', () => {
  it('decodes a data URL to the original bytes', async () => {
    const { bytes } = await fixtures.pngNamedJpg();
    const parsed = parseImage64(fixtures.toDataUrl(bytes, 'image/png'));
    expect(parsed.declaredType).toBe('image/png');
    expect(parsed.bytes.equals(bytes)).toBe(true);
  });

  it('tolerates line-wrapped base64 and image/jpg', async () => {
    const { bytes } = await fixtures.rotatedJpeg();
    const wrapped = Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n');
    const parsed = parseImage64(`data:image/jpg;base64,${wrapped}`);
    expect(parsed.declaredType).toBe('image/jpeg');
    expect(parsed.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['empty', ''],
    ['plain text', 'hello'],
    ['a URL', 'https://example.com/me.png'],
    ['not base64', 'data:image/png;base64,!!!!'],
    ['bad length', 'data:image/png;base64,abcde'],
    ['no ;base64', 'data:image/png,iVBORw0KGgo='],
    ['empty body', 'data:image/png;base64,'],
  ])('answers 400 for garbage: %s', (_label, value) => {
    const error = refusalOf(() => parseImage64(value));
    expect([error.status, error.detail]).toEqual([400, 'Failed to upload file.']);
  });

  it.each(['image/svg+xml', 'text/html', 'image/gif', 'application/octet-stream'])(
    'answers 415 for a declared %s',
    (type) => {
      const error = refusalOf(() => parseImage64(`data:${type};base64,PHN2Zz4=`));
      expect([error.status, error.detail]).toEqual([415, 'Failed to upload file.']);
    },
  );

  it('answers 413 for 10 MB or more, from the length, before decoding', async () => {
    const { bytes } = await fixtures.elevenMegabytePng();
    const error = refusalOf(() => parseImage64(fixtures.toDataUrl(bytes)));
    expect([error.status, error.detail]).toEqual([413, 'File must smaller than 10 MB']);
    expect(parseImage64(`data:image/png;base64,${'A'.repeat(13_981_012)}`).bytes.byteLength).toBe(10 * 1024 * 1024 - 1);
    expect(refusalOf(() => parseImage64(`data:image/png;base64,${'A'.repeat(13_981_014)}==`)).status).toBe(413);
    expect(refusalOf(() => parseImage64(`data:image/png;base64,${'A'.repeat(3 * MAX_IMAGE64_LENGTH)}`)).status).toBe(
      413,
    );
  });
});

describe('processImage64', () => {
  it('trusts the bytes, not the declared type', async () => {
    const { bytes } = await fixtures.pngNamedJpg();
    const processed = await processImage64(fixtures.toDataUrl(bytes, 'image/jpeg'), { kind: 'avatar' });
    expect(processed.sourceType).toBe('png');
    expect(processed.primary.contentType).toBe('image/webp');
  });

  it.each([
    ['HTML declared as PNG', fixtures.htmlNamedPng, 415],
    ['SVG declared as PNG', fixtures.svgWithScript, 415],
    ['a truncated JPEG', fixtures.truncatedJpeg, 422],
    ['a pixel bomb', fixtures.pixelBombPng, 422],
  ])('refuses %s with the status of processImage', async (_label, make, status) => {
    const { bytes } = await make();
    const error = await processImage64(fixtures.toDataUrl(bytes, 'image/png'), { kind: 'avatar' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).detail]).toEqual([status, 'Failed to upload file.']);
  });
});
