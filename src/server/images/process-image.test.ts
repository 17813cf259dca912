import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { MAX_IMAGE_BYTES } from '@/lib/uploads';
import * as fixtures from '../../../tests/fixtures/images/hostile';
import { processImage, renderIconFromBytes, type ProcessedImage } from './process-image';
import { sniffImageType } from './sniff';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected processImage to refuse the file').toBeInstanceOf(AppError);
  return error as AppError;
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

describe('processImage: metadata is stripped', () => {
  let gps: fixtures.ImageFixture;
  beforeAll(async () => {
    gps = await fixtures.jpegWithGps();
  });

  it('the fixture really carries EXIF GPS, XMP and ICC (so the test below can fail)', async () => {
    const metadata = await sharp(gps.bytes).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.xmp?.toString()).toContain('GPSLatitude');
    expect(metadata.icc).toBeDefined();
    // 0x8825 is the GPS IFD pointer tag; sharp writes EXIF big- or little-endian.
    expect(
      metadata.exif!.includes(Buffer.from([0x88, 0x25])) || metadata.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(gps.bytes.includes('SpyCam')).toBe(true);
  });

  it.each(['avatar', 'photo'] as const)(
    '%s: no EXIF, GPS, XMP, IPTC or ICC survives in any variant',
    async (kind) => {
      const processed = await processImage(gps.bytes, { kind });
      for (const variant of processed.variants) {
        const metadata = await sharp(variant.bytes).metadata();
        expect(metadata.exif, variant.name).toBeUndefined();
        expect(metadata.xmp, variant.name).toBeUndefined();
        expect(metadata.iptc, variant.name).toBeUndefined();
        expect(metadata.icc, variant.name).toBeUndefined();
        for (const text of ['Exif', 'GPS', 'SpyCam', 'Jane Provider', 'xmpmeta'])
          expect(variant.bytes.includes(text), text).toBe(false);
      }
    },
    30_000,
  ); // eleven encodes (AVIF among them) on a busy machine
});

describe('processImage: orientation', () => {
  it('applies EXIF orientation 6 to photos: 300×200 sideways becomes 200×300 with red on top', async () => {
    const { bytes } = await fixtures.rotatedJpeg();
    const { primary } = await processImage(bytes, { kind: 'photo' });
    expect([primary.width, primary.height]).toEqual([200, 300]);
    const [top, bottom] = [await pixel(primary.bytes, 100, 20), await pixel(primary.bytes, 100, 280)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
    expect((await sharp(primary.bytes).metadata()).orientation).toBeUndefined();
  });

  it('applies it before cropping avatars square', async () => {
    const { bytes } = await fixtures.rotatedJpeg();
    const { primary } = await processImage(bytes, { kind: 'avatar' });
    expect([primary.width, primary.height]).toEqual([200, 200]);
    expect((await pixel(primary.bytes, 100, 10))[0]).toBeGreaterThan(200); // red on top
    expect((await pixel(primary.bytes, 100, 190))[2]).toBeGreaterThan(200); // blue below
  });

  it("and before cropping the avatar's 64² icon", async () => {
    const { bytes } = await fixtures.rotatedJpeg();
    const icon = (await processImage(bytes, { kind: 'avatar' })).variants.find((v) => v.name === 'icon')!;
    expect([icon.width, icon.height]).toEqual([64, 64]);
    expect((await pixel(icon.bytes, 32, 4))[0]).toBeGreaterThan(200); // red on top
    expect((await pixel(icon.bytes, 32, 60))[2]).toBeGreaterThan(200); // blue below
  });
});

describe('renderIconFromBytes (stored pictures without an icon)', () => {
  it('is the 64² centre square of the picture, upright, in WebP without metadata', async () => {
    const { bytes } = await fixtures.rotatedJpeg();
    const icon = (await renderIconFromBytes(bytes))!;
    expect([icon.name, icon.width, icon.height, icon.contentType]).toEqual(['icon', 64, 64, 'image/webp']);
    const metadata = await sharp(icon.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 64, 64, undefined]);
    expect((await pixel(icon.bytes, 32, 4))[0]).toBeGreaterThan(200);
    expect((await pixel(icon.bytes, 32, 60))[2]).toBeGreaterThan(200);
  });

  it('is null for bytes that do not decode', async () => {
    expect(await renderIconFromBytes(Buffer.from('not a picture'))).toBeNull();
  });
});

describe('processImage: refusals', () => {
  const cases: Array<[string, () => fixtures.ImageFixture | Promise<fixtures.ImageFixture>, number, string]> = [
    ['an SVG with a script', fixtures.svgWithScript, 415, 'Failed to upload file.'],
    ['an HTML file named .png', fixtures.htmlNamedPng, 415, 'Failed to upload file.'],
    ['a GIF named .png', fixtures.gifNamedPng, 415, 'Failed to upload file.'],
    ['a JPEG/HTML polyglot', fixtures.jpegHtmlPolyglot, 422, 'Failed to upload file.'],
    ['a truncated JPEG', fixtures.truncatedJpeg, 422, 'Failed to upload file.'],
    ['a 9000×9000 pixel bomb', fixtures.pixelBombPng, 422, 'Failed to upload file.'],
    ['a 60000×60000 header', fixtures.giantHeaderPng, 422, 'Failed to upload file.'],
    ['an 11 MB PNG', fixtures.elevenMegabytePng, 413, 'File must smaller than 10 MB'],
  ];

  it.each(cases)('refuses %s', async (_label, make, status, message) => {
    const { bytes } = await make();
    for (const kind of ['avatar', 'photo'] as const) {
      const error = await refusal(processImage(bytes, { kind }));
      expect([error.status, error.detail], kind).toEqual([status, message]);
    }
  });

  it('refuses exactly 10 MB by size, and judges 1 byte less by its content', async () => {
    expect((await refusal(processImage(Buffer.alloc(MAX_IMAGE_BYTES), { kind: 'avatar' }))).status).toBe(413);
    const justUnder = await refusal(processImage(Buffer.alloc(MAX_IMAGE_BYTES - 1), { kind: 'avatar' }));
    expect([justUnder.status, justUnder.detail]).toEqual([415, 'Failed to upload file.']);
  });

  it('refuses an empty upload', async () => {
    expect((await refusal(processImage(new Uint8Array(0), { kind: 'photo' }))).status).toBe(415);
  });

  it('takes WebP for photos but not for avatars (spec: avatar only PNG or JPEG)', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abcdef' } })
      .webp()
      .toBuffer();
    expect((await processImage(webp, { kind: 'photo' })).sourceType).toBe('webp');
    expect((await refusal(processImage(webp, { kind: 'avatar' }))).status).toBe(415);
  });
});

describe('processImage: output', () => {
  function dimensions(processed: ProcessedImage) {
    return processed.variants.filter((v) => !v.name.includes('-')).map((v) => [v.name, v.width, v.height]);
  }

  it('judges a PNG named .jpg by its bytes', async () => {
    const { bytes } = await fixtures.pngNamedJpg();
    const processed = await processImage(bytes, { kind: 'avatar' });
    expect(processed.sourceType).toBe('png');
    expect(dimensions(processed)).toEqual([
      ['avatar', 300, 300],
      ['icon', 64, 64],
    ]);
    expect((await sharp(processed.primary.bytes).metadata()).hasAlpha).toBe(true); // transparency kept
  });

  it('makes a large (≤1600 px) and a thumb (≤400 px) variant of photos, keeping the aspect ratio', async () => {
    const { bytes } = await fixtures.plainJpeg(4000, 3000);
    const processed = await processImage(bytes, { kind: 'photo' });
    expect(dimensions(processed)).toEqual([
      ['large', 1600, 1200],
      ['thumb', 400, 300],
    ]);
    expect(processed.primary.name).toBe('large');
  });

  it('never enlarges a small photo', async () => {
    const { bytes } = await fixtures.plainJpeg(300, 200);
    expect(dimensions(await processImage(bytes, { kind: 'photo' }))).toEqual([
      ['large', 300, 200],
      ['thumb', 300, 200],
    ]);
  });

  it('makes avatars square, at most 512×512', async () => {
    const { bytes } = await fixtures.plainJpeg(1000, 800);
    expect(dimensions(await processImage(bytes, { kind: 'avatar' }))).toEqual([
      ['avatar', 512, 512],
      ['icon', 64, 64],
    ]);
  });

  it('writes WebP whatever came in, and the sizes it reports are the real ones', async () => {
    const { bytes } = await fixtures.plainJpeg(900, 700);
    const variants = (await processImage(bytes, { kind: 'photo' })).variants;
    for (const variant of variants.filter((v) => !v.name.includes('-'))) {
      expect(variant.contentType).toBe('image/webp');
      expect(sniffImageType(variant.bytes)).toBe('webp');
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });
});

describe('processImage: responsive variants (AVIF, WebP, JPEG fallback) and a placeholder', () => {
  async function jpeg(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
      .jpeg()
      .toBuffer();
  }

  it('a 2000×1500 photo gets 320/640/960/1280 in AVIF and WebP, a 640 JPEG, real formats and sizes', async () => {
    const started = Date.now();
    const processed = await processImage(await jpeg(2000, 1500), { kind: 'photo' });
    const elapsed = Date.now() - started;
    const names = processed.variants.map((v) => v.name);
    expect(names).toEqual([
      'large',
      'thumb',
      'avif-320',
      'webp-320',
      'avif-640',
      'webp-640',
      'avif-960',
      'webp-960',
      'avif-1280',
      'webp-1280',
      'jpeg-640',
    ]);
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      const format = variant.contentType.split('/')[1] === 'avif' ? 'heif' : variant.contentType.split('/')[1];
      expect(metadata.format, variant.name).toBe(format);
      expect(metadata.width, variant.name).toBe(variant.width);
      expect(metadata.height, variant.name).toBe(variant.height);
      const width = /-(\d+)$/.exec(variant.name)?.[1];
      if (width) {
        expect(variant.width, variant.name).toBe(Number(width));
        expect(variant.height, variant.name).toBe(Math.round((Number(width) * 1500) / 2000));
      }
    }
    expect(elapsed, 'encoding time (ms)').toBeLessThan(20_000);
  }, 30_000);

  it('widths are capped at the original: a 700×900 photo gets 320, 640 and 700, never enlarged', async () => {
    const processed = await processImage(await jpeg(700, 900), { kind: 'photo' });
    const widths = processed.variants.filter((v) => v.name.startsWith('webp-')).map((v) => v.width);
    expect(widths).toEqual([320, 640, 700]);
    expect(processed.variants.find((v) => v.name.startsWith('jpeg-'))?.width).toBe(640);
  });

  it('a small picture (200×150) gets one width, its own', async () => {
    const processed = await processImage(await jpeg(200, 150), { kind: 'photo' });
    expect(processed.variants.map((v) => v.name)).toEqual(['large', 'thumb', 'avif-200', 'webp-200', 'jpeg-200']);
  });

  it('an avatar gets 320 and 512 (its square side)', async () => {
    const processed = await processImage(await jpeg(900, 600), { kind: 'avatar' });
    expect(processed.variants.map((v) => `${v.name} ${v.width}×${v.height}`)).toEqual([
      'avatar 512×512',
      'icon 64×64',
      'avif-320 320×320',
      'webp-320 320×320',
      'avif-512 512×512',
      'webp-512 512×512',
      'jpeg-512 512×512',
    ]);
  });

  it('the placeholder is a ~16 px WebP data URL of the picture, a few hundred bytes', async () => {
    const processed = await processImage(await jpeg(1200, 900), { kind: 'photo' });
    expect(processed.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(processed.placeholder.length).toBeLessThan(600);
    const bytes = Buffer.from(processed.placeholder.split(',')[1]!, 'base64');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 16, 12]);
    expect(await pixel(bytes, 8, 6)).toEqual([
      expect.closeTo(200, -1.5),
      expect.closeTo(40, -1.5),
      expect.closeTo(60, -1.5),
    ]);
  });
});
