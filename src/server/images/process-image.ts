import 'server-only';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import {
  FALLBACK_JPEG_WIDTH,
  PLACEHOLDER_WIDTH,
  responsiveName,
  responsiveWidths,
  type ResponsiveFormat,
} from '@/lib/media';
import { AVATAR_ICON_SIZE, AVATAR_SIZE, MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageKind } from '@/lib/uploads';
import { AppError } from '../http/app-error';
import { describeError } from '../http/safe-log';
import { logger } from '../logger';
import { sniffImageType, type SniffedImageType } from './sniff';

/** ~67 MP covers every phone camera and refuses decompression bombs. */
export const MAX_INPUT_PIXELS = 8192 * 8192;

export const PHOTO_VARIANT_SIZES = { large: 1600, thumb: 400 } as const;

export type ImageVariantName = 'avatar' | 'icon' | keyof typeof PHOTO_VARIANT_SIZES | `${ResponsiveFormat}-${number}`;

/** Written fresh: it carries none of the input's metadata. */
export interface ImageVariant {
  name: ImageVariantName;
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp' | 'image/avif' | 'image/jpeg';
  extension: 'webp' | 'avif' | 'jpg';
}

export interface ProcessedImage {
  kind: ImageKind;
  sourceType: SniffedImageType;
  primary: ImageVariant;
  /** avatar: [avatar 512², icon 64², …responsive]; photo: [large, thumb, …responsive (AVIF, WebP, one JPEG)]. */
  variants: ImageVariant[];
  placeholder: string;
}

export interface ProcessImageOptions {
  kind: ImageKind;
}

const ACCEPTED_SOURCES: Readonly<Record<ImageKind, readonly SniffedImageType[]>> = {
  avatar: ['png', 'jpeg'], // spec §5: "Avatar only PNG or JPEG"
  photo: ['png', 'jpeg', 'webp'],
};

// failOn 'error' refuses corrupt files but tolerates phone JPEGs' harmless warnings; pages: 1 takes
// only an animated WebP's first frame.
const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 };
const ENCODE_TIMEOUT_SECONDS = 20;
const SQUARE_CROP = { fit: 'cover', position: 'centre' } as const;
const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;
// AVIF effort 2 keeps an upload under a second or two on a small server.
const RESPONSIVE_WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
const AVIF_OPTIONS = { quality: 52, effort: 2 } as const;
const JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;

function asBuffer(input: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

function refuse(code: 'unsupported_media_type' | 'unprocessable', cause?: unknown): AppError {
  return new AppError(code, UPLOAD_MESSAGES.uploadFailed, cause === undefined ? {} : { cause });
}

export function assertImageSize(byteLength: number): void {
  if (byteLength >= MAX_IMAGE_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
}

/**
 * Re-encodes an upload so only its pixels survive: type sniffed from the bytes, pixel limit, EXIF
 * orientation applied, written without EXIF/GPS/XMP/ICC (a photo must never leak a location).
 * Errors are the spec's 413/415/422 texts, never a 500.
 */
export async function processImage(input: Buffer | Uint8Array, opts: ProcessImageOptions): Promise<ProcessedImage> {
  const bytes = asBuffer(input);
  assertImageSize(bytes.byteLength);

  const sourceType = sniffImageType(bytes);
  if (!sourceType || !ACCEPTED_SOURCES[opts.kind].includes(sourceType)) throw refuse('unsupported_media_type');

  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
    // A file whose signature says one format but whose decoder says another is a polyglot.
    if (metadata.format !== sourceType) throw refuse('unprocessable');
    ({ width, height } = metadata.autoOrient);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ err: describeError(error), kind: opts.kind }, 'Image upload refused: unreadable header');
    throw refuse('unprocessable', error);
  }
  if (!width || !height || width * height > MAX_INPUT_PIXELS) throw refuse('unprocessable');

  // rotate() with no angle applies the EXIF orientation.
  const upright = sharp(bytes, DECODE_OPTIONS).rotate().timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  try {
    if (opts.kind === 'avatar') {
      const side = Math.min(AVATAR_SIZE, width, height);
      const square = upright.clone().resize(side, side, SQUARE_CROP);
      const avatar = await encode(square.clone(), 'avatar');
      const icon = await encode(upright.clone().resize(AVATAR_ICON_SIZE, AVATAR_ICON_SIZE, SQUARE_CROP), 'icon');
      // sharp keeps one resize per pipeline: the responsive sizes start from the square's pixels.
      const { data, info } = await square.raw().toBuffer({ resolveWithObject: true });
      const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const responsive = await renderResponsive(pixels, side);
      return {
        kind: opts.kind,
        sourceType,
        primary: avatar,
        variants: [avatar, icon, ...responsive.variants],
        placeholder: responsive.placeholder,
      };
    }
    const variants = await Promise.all(
      (Object.keys(PHOTO_VARIANT_SIZES) as Array<keyof typeof PHOTO_VARIANT_SIZES>).map((name) =>
        renderWithin(upright, name, PHOTO_VARIANT_SIZES[name]),
      ),
    );
    const responsive = await renderResponsive(upright, width);
    return {
      kind: opts.kind,
      sourceType,
      primary: variants[0]!,
      variants: [...variants, ...responsive.variants],
      placeholder: responsive.placeholder,
    };
  } catch (error) {
    logger.warn({ err: describeError(error), kind: opts.kind }, 'Image upload refused: decoding failed');
    throw refuse('unprocessable', error);
  }
}

async function encode(pipeline: Sharp, name: ImageVariantName): Promise<ImageVariant> {
  const { data, info } = await pipeline.webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true });
  return { name, bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
}

const FAST_AVIF_OPTIONS = { quality: 52, effort: 0 } as const;
const FAST_WEBP_OPTIONS = { quality: 78, effort: 0 } as const;

async function encodeAs(pipeline: Sharp, format: ResponsiveFormat, width: number, fast = false): Promise<ImageVariant> {
  const name = responsiveName(format, width) as ImageVariantName;
  const encoded =
    format === 'avif'
      ? pipeline.avif(fast ? FAST_AVIF_OPTIONS : AVIF_OPTIONS)
      : format === 'jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS)
        : pipeline.webp(fast ? FAST_WEBP_OPTIONS : RESPONSIVE_WEBP_OPTIONS);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const contentType = format === 'avif' ? 'image/avif' : format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  const extension = format === 'avif' ? 'avif' : format === 'jpeg' ? 'jpg' : 'webp';
  return { name, bytes: data, width: info.width, height: info.height, contentType, extension };
}

/** AVIF and WebP at each responsiveWidths(width), a JPEG fallback and a blur placeholder; never enlarged. */
export async function renderResponsive(
  upright: Sharp,
  width: number,
  { fast = false }: { fast?: boolean } = {},
): Promise<{ variants: ImageVariant[]; placeholder: string }> {
  const widths = responsiveWidths(width);
  const jpegWidth = Math.min(FALLBACK_JPEG_WIDTH, widths.at(-1)!);
  const { data, info } = await upright
    .clone()
    .resize({ width: widths.at(-1)!, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const at = (w: number) => base.clone().resize({ width: w, withoutEnlargement: true });
  const jobs: Array<() => Promise<ImageVariant>> = [];
  for (const w of widths)
    jobs.push(
      () => encodeAs(at(w), 'avif', w, fast),
      () => encodeAs(at(w), 'webp', w, fast),
    );
  jobs.push(() => encodeAs(at(jpegWidth), 'jpeg', jpegWidth, fast));
  // One rendition at a time keeps an upload's memory and CPU bounded (libvips threads each one).
  const variants: ImageVariant[] = [];
  for (const job of jobs) variants.push(await job());
  const tiny = await base
    .clone()
    .resize({ width: PLACEHOLDER_WIDTH, withoutEnlargement: true })
    .webp({ quality: 40, effort: 4 })
    .toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

export async function renderResponsiveFromBytes(
  bytes: Uint8Array,
): Promise<{ variants: ImageVariant[]; placeholder: string; width: number; height: number } | null> {
  try {
    const source = sharp(bytes, DECODE_OPTIONS).rotate().timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
    const { width, height } = (await sharp(bytes, DECODE_OPTIONS).metadata()).autoOrient;
    if (!width || !height) return null;
    return { ...(await renderResponsive(source, width)), width, height };
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'A stored picture did not decode for its responsive variants');
    return null;
  }
}

/** The 64² icon of a stored picture (one from before icons existed); null when it does not decode. */
export async function renderIconFromBytes(bytes: Uint8Array): Promise<ImageVariant | null> {
  try {
    const source = sharp(bytes, DECODE_OPTIONS).rotate().timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
    return await encode(source.resize(AVATAR_ICON_SIZE, AVATAR_ICON_SIZE, SQUARE_CROP), 'icon');
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'A stored picture did not decode for its icon');
    return null;
  }
}

function renderWithin(upright: Sharp, name: ImageVariantName, size: number): Promise<ImageVariant> {
  return encode(upright.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true }), name);
}
