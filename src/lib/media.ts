// Responsive pictures, shared by the server (variants made once at upload, src/server/images) and
// the components that show them (src/components/media). Pure data: no sharp, no React.

/** Widths (CSS pixels × density) of the AVIF/WebP renditions, capped at the picture's own width. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280] as const;
/** Width of the one JPEG kept for browsers without AVIF and WebP (the <img src>). */
export const FALLBACK_JPEG_WIDTH = 640;
/** Width of the blurred placeholder kept inline (a data URL) with the variants. */
export const PLACEHOLDER_WIDTH = 16;

export type ResponsiveFormat = 'avif' | 'webp' | 'jpeg';

/** One stored rendition in a `variants` jsonb column (src/server/db/schema/columns.ts has the same shape). */
export interface StoredVariant {
  key: string;
  url: string;
  width?: number;
  height?: number;
  /** Only on the primary rendition: a ~16 px WebP data URL shown while the picture loads. */
  placeholder?: string;
}

/**
 * The widths made for a picture `width` pixels wide: every standard width below it, then the
 * picture's own width capped at the largest standard one (never enlarged).
 */
export function responsiveWidths(width: number): number[] {
  const top = Math.min(Math.round(width), RESPONSIVE_WIDTHS.at(-1)!);
  if (top <= 0) return [];
  return [...RESPONSIVE_WIDTHS.filter((w) => w < top), top];
}

/** The variant name of a rendition: `avif-640`, `webp-320`, `jpeg-640`. */
export function responsiveName(format: ResponsiveFormat, width: number): string {
  return `${format}-${width}`;
}

const RESPONSIVE_NAME = /^(avif|webp|jpeg)-(\d{1,5})$/;

export function parseResponsiveName(name: string): { format: ResponsiveFormat; width: number } | null {
  const match = RESPONSIVE_NAME.exec(name);
  return match ? { format: match[1] as ResponsiveFormat, width: Number(match[2]) } : null;
}

/** Whether these variants already hold the responsive renditions (what the backfill looks for). */
export function hasResponsiveVariants(variants: Record<string, StoredVariant> | null | undefined): boolean {
  if (!variants) return false;
  return Object.values(variants).some((v) => typeof v.placeholder === 'string');
}

/** What a <picture> needs. Built on the server from a row's variants; plain JSON for the client. */
export interface PictureData {
  /** The <img src>: the JPEG fallback, else the stored primary URL. */
  src: string;
  /** Intrinsic size (the aspect ratio reserves the box: no layout shift). */
  width: number;
  height: number;
  /** `srcset` values by format, widest last; absent for pictures stored before variants existed. */
  avif?: string;
  webp?: string;
  placeholder?: string;
}

/** Same-origin /media paths and https URLs only (anything else is not shown). */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\//.test(url) ? url : null;
}

function srcset(entries: Array<{ url: string; width: number }>): string | undefined {
  if (entries.length === 0) return undefined;
  return entries
    .sort((a, b) => a.width - b.width)
    .map((e) => `${e.url} ${e.width}w`)
    .join(', ');
}

/**
 * A picture from its stored URL and variants. `maxWidth` drops renditions wider than a slot can
 * ever use (cards: 640) so lists carry fewer URLs. Old rows without responsive variants still
 * give a picture (src only; width/height from the stored sizes, else `fallbackSize`).
 */
export function toPictureData(
  url: string | null | undefined,
  variants: Record<string, StoredVariant> | null | undefined,
  {
    maxWidth,
    fallbackSize = { width: 512, height: 512 },
  }: { maxWidth?: number; fallbackSize?: { width: number; height: number } } = {},
): PictureData | null {
  const src = safeUrl(url);
  if (!src) return null;
  const entries = Object.entries(variants ?? {});
  const primary = entries.find(([, v]) => v.url === url)?.[1] ?? entries.find(([, v]) => v.placeholder)?.[1];
  const byFormat: Record<ResponsiveFormat, Array<{ url: string; width: number }>> = { avif: [], webp: [], jpeg: [] };
  for (const [name, variant] of entries) {
    const parsed = parseResponsiveName(name);
    const variantUrl = safeUrl(variant.url);
    if (parsed && variantUrl) byFormat[parsed.format].push({ url: variantUrl, width: parsed.width });
  }
  const limit = (list: Array<{ url: string; width: number }>) => {
    if (!maxWidth || list.length === 0) return list;
    const kept = list.filter((e) => e.width <= maxWidth);
    // Keep the narrowest one above the cap so a dense screen still gets a sharp enough picture.
    const above = list.filter((e) => e.width > maxWidth).sort((a, b) => a.width - b.width)[0];
    return above && kept.length < 2 ? [...kept, above] : kept.length ? kept : list;
  };
  const width = primary?.width ?? fallbackSize.width;
  const height = primary?.height ?? fallbackSize.height;
  const jpeg = byFormat.jpeg.sort((a, b) => a.width - b.width)[0];
  return {
    src: jpeg?.url ?? src,
    width,
    height,
    avif: srcset(limit(byFormat.avif)),
    webp: srcset(limit(byFormat.webp)),
    placeholder: primary?.placeholder?.startsWith('data:image/') ? primary.placeholder : undefined,
  };
}
