// Responsive pictures: data shared by the upload (src/server/images) and the components.

/** Capped at the picture's own width. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280] as const;
/** For browsers without AVIF and WebP. */
export const FALLBACK_JPEG_WIDTH = 640;
export const PLACEHOLDER_WIDTH = 16;

export type ResponsiveFormat = 'avif' | 'webp' | 'jpeg';

export interface StoredVariant {
  key: string;
  url: string;
  width?: number;
  height?: number;
  /** Only on the primary rendition. */
  placeholder?: string;
}

/** Never enlarged. */
export function responsiveWidths(width: number): number[] {
  const top = Math.min(Math.round(width), RESPONSIVE_WIDTHS.at(-1)!);
  if (top <= 0) return [];
  return [...RESPONSIVE_WIDTHS.filter((w) => w < top), top];
}

export function responsiveName(format: ResponsiveFormat, width: number): string {
  return `${format}-${width}`;
}

const RESPONSIVE_NAME = /^(avif|webp|jpeg)-(\d{1,5})$/;

export function parseResponsiveName(name: string): { format: ResponsiveFormat; width: number } | null {
  const match = RESPONSIVE_NAME.exec(name);
  return match ? { format: match[1] as ResponsiveFormat, width: Number(match[2]) } : null;
}

export function hasResponsiveVariants(variants: Record<string, StoredVariant> | null | undefined): boolean {
  if (!variants) return false;
  return Object.values(variants).some((v) => typeof v.placeholder === 'string');
}

export interface PictureData {
  src: string;
  /** The aspect ratio reserves the box: no layout shift. */
  width: number;
  height: number;
  /** Widest last; absent for pictures stored before variants existed. */
  avif?: string;
  webp?: string;
  placeholder?: string;
}

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

/** `maxWidth` drops renditions a slot never uses; old rows without variants give src only. */
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
    // The narrowest above the cap, so a dense screen stays sharp.
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
