import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariants } from '@/server/db/schema';
import { renderResponsive } from '@/server/images';
import { contentAddressedKey, type Storage } from '@/server/storage';
import { AVATAR_ICON_SIZE } from '@/lib/uploads';

// Demo pictures drawn locally: an SVG (gradient, mat, athlete silhouette, initials) rendered by
// sharp to WebP (full size + a 300 px thumb) plus the responsive renditions and placeholder an
// upload gets (AVIF/WebP widths, a JPEG fallback; src/server/images). No network, no stock photos, same bytes on every
// run. Files go through the storage adapter under content-addressed keys (seed/<sha256>.webp), so
// a second run writes the same files again and many rows share one file.

/** Where a seed picture lives: its storage key, URL, size and variants (full, thumb, icon, responsive). */
export interface SeedPicture {
  key: string;
  url: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

const PALETTES: ReadonlyArray<[string, string]> = [
  ['#e11d48', '#1e3a8a'],
  ['#f97316', '#7c2d12'],
  ['#0ea5e9', '#312e81'],
  ['#10b981', '#064e3b'],
  ['#a855f7', '#1e1b4b'],
  ['#f43f5e', '#4c0519'],
  ['#eab308', '#713f12'],
  ['#14b8a6', '#134e4a'],
  ['#6366f1', '#0f172a'],
  ['#ec4899', '#500724'],
  ['#84cc16', '#1a2e05'],
  ['#64748b', '#020617'],
];

type Pose = 'stand' | 'flex' | 'stance';
const POSES: readonly Pose[] = ['stand', 'flex', 'stance'];

function figure(pose: Pose, cx: number, ground: number, s: number, fill: string): string {
  // A simple athlete: head, torso, arms, legs as thick rounded strokes (s = scale).
  const head = `<circle cx="${cx}" cy="${ground - 330 * s}" r="${42 * s}" fill="${fill}"/>`;
  const line = (d: string, w: number) =>
    `<path d="${d}" stroke="${fill}" stroke-width="${w * s}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  const y = (v: number) => ground - v * s;
  const x = (v: number) => cx + v * s;
  const torso = line(`M${x(0)} ${y(270)} L${x(0)} ${y(150)}`, 70);
  if (pose === 'flex') {
    return (
      head +
      torso +
      line(`M${x(-30)} ${y(255)} L${x(-110)} ${y(250)} L${x(-120)} ${y(330)}`, 30) +
      line(`M${x(30)} ${y(255)} L${x(110)} ${y(250)} L${x(120)} ${y(330)}`, 30) +
      line(`M${x(-20)} ${y(150)} L${x(-45)} ${y(0)}`, 38) +
      line(`M${x(20)} ${y(150)} L${x(45)} ${y(0)}`, 38)
    );
  }
  if (pose === 'stance') {
    return (
      head.replace(`cx="${cx}"`, `cx="${x(40)}"`).replace(`cy="${y(330)}"`, `cy="${y(250)}"`) +
      line(`M${x(20)} ${y(205)} L${x(-40)} ${y(120)}`, 70) +
      line(`M${x(10)} ${y(195)} L${x(90)} ${y(130)} L${x(120)} ${y(160)}`, 28) +
      line(`M${x(-10)} ${y(180)} L${x(60)} ${y(110)} L${x(95)} ${y(135)}`, 28) +
      line(`M${x(-40)} ${y(120)} L${x(30)} ${y(70)} L${x(20)} ${y(0)}`, 38) +
      line(`M${x(-40)} ${y(120)} L${x(-110)} ${y(60)} L${x(-100)} ${y(0)}`, 38)
    );
  }
  return (
    head +
    torso +
    line(`M${x(-30)} ${y(255)} L${x(-60)} ${y(160)} L${x(-40)} ${y(150)}`, 28) +
    line(`M${x(30)} ${y(255)} L${x(60)} ${y(160)} L${x(40)} ${y(150)}`, 28) +
    line(`M${x(-18)} ${y(150)} L${x(-25)} ${y(0)}`, 38) +
    line(`M${x(18)} ${y(150)} L${x(25)} ${y(0)}`, 38)
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svgPicture(opts: {
  width: number;
  height: number;
  palette: number;
  pose: Pose;
  label?: string;
  ropes?: boolean;
}): string {
  const { width: w, height: h } = opts;
  const [from, to] = PALETTES[opts.palette % PALETTES.length]!;
  const ground = h * 0.86;
  const s = h / 560;
  const ropes = opts.ropes
    ? [0.3, 0.42, 0.54]
        .map((f) => `<rect x="0" y="${h * f}" width="${w}" height="${h * 0.012}" fill="rgba(255,255,255,0.35)"/>`)
        .join('')
    : '';
  const label = opts.label
    ? `<circle cx="${w - h * 0.14}" cy="${h * 0.14}" r="${h * 0.09}" fill="rgba(255,255,255,0.9)"/>` +
      `<text x="${w - h * 0.14}" y="${h * 0.14 + h * 0.033}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.085}" text-anchor="middle" fill="${to}">${escapeXml(opts.label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${ropes}` +
    `<ellipse cx="${w / 2}" cy="${ground + h * 0.03}" rx="${w * 0.42}" ry="${h * 0.07}" fill="rgba(0,0,0,0.25)"/>` +
    `<g opacity="0.9">${figure(opts.pose, w / 2, ground, s, '#ffffff')}</g>` +
    label +
    '</svg>'
  );
}

async function render(
  svg: string,
  width: number,
  height: number,
): Promise<{ full: Buffer; thumb: Buffer; thumbHeight: number; icon: Buffer }> {
  const image = sharp(Buffer.from(svg));
  const full = await image.clone().webp({ quality: 78, effort: 2 }).toBuffer();
  const thumbHeight = Math.round((THUMB_WIDTH * height) / width);
  const thumb = await image.clone().resize(THUMB_WIDTH, thumbHeight).webp({ quality: 72, effort: 2 }).toBuffer();
  // As an upload's avatar icon (src/server/images): the centre square, for pictures drawn at 32 px.
  const icon = await image
    .clone()
    .resize(AVATAR_ICON_SIZE, AVATAR_ICON_SIZE, { fit: 'cover', position: 'centre' })
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
  return { full, thumb, thumbHeight, icon };
}

const THUMB_WIDTH = 300;

// The responsive renditions (src/server/images) are the same bytes on every run, and making them
// is most of a seed's time: they are kept for the process (the seed test seeds twice) and in a
// cache folder under the OS temp dir, keyed by the source bytes, sharp's version and CACHE_VERSION,
// so only the first seed on a machine encodes them. Effort 0 keeps that first seed short.
type Rendered = Awaited<ReturnType<typeof renderResponsive>>;
const CACHE_VERSION = 1;
const CACHE_DIR = path.join(tmpdir(), 'matside-seed-renditions');
const responsiveMemo = new Map<string, Promise<Rendered>>();

async function renderOrRead(full: Buffer, width: number): Promise<Rendered> {
  const key = createHash('sha256')
    .update(`${CACHE_VERSION}:${sharp.versions.sharp}:${width}:`)
    .update(full)
    .digest('hex');
  const file = path.join(CACHE_DIR, `${key}.json`);
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as {
      placeholder: string;
      variants: Array<Omit<Rendered['variants'][number], 'bytes'> & { bytes: string }>;
    };
    return {
      placeholder: cached.placeholder,
      variants: cached.variants.map((v) => ({ ...v, bytes: Buffer.from(v.bytes, 'base64') })),
    };
  } catch {
    // Not cached yet (or unreadable): render and keep it.
  }
  const rendered = await renderResponsive(sharp(full), width, { fast: true });
  const json = JSON.stringify({
    placeholder: rendered.placeholder,
    variants: rendered.variants.map((v) => ({ ...v, bytes: v.bytes.toString('base64') })),
  });
  await mkdir(CACHE_DIR, { recursive: true });
  // Two seed ids can share a picture (the same key): each write has its own partial file.
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  await writeFile(partial, json);
  await rename(partial, file);
  return rendered;
}

function renderedResponsive(id: string, full: Buffer, width: number): Promise<Rendered> {
  let entry = responsiveMemo.get(id);
  if (!entry) {
    entry = renderOrRead(full, width);
    responsiveMemo.set(id, entry);
  }
  return entry;
}

/** Renders seed pictures and stores each distinct file once per run. */
export class SeedImages {
  private readonly rendered = new Map<string, Promise<SeedPicture>>();
  private files = 0;

  constructor(private readonly storage: Pick<Storage, 'put' | 'url'>) {}

  /** Number of distinct files written in this run. */
  get fileCount(): number {
    return this.files;
  }

  private async put(
    bytes: Buffer,
    extension = 'webp',
    contentType = 'image/webp',
  ): Promise<{ key: string; url: string }> {
    const key = contentAddressedKey('seed', bytes, extension);
    await this.storage.put(key, bytes, contentType);
    this.files += 1;
    return { key, url: this.storage.url(key) };
  }

  private picture(id: string, width: number, height: number, svg: () => string): Promise<SeedPicture> {
    let entry = this.rendered.get(id);
    if (!entry) {
      entry = (async () => {
        const { full, thumb, thumbHeight, icon } = await render(svg(), width, height);
        const [fullFile, thumbFile, iconFile] = await Promise.all([this.put(full), this.put(thumb), this.put(icon)]);
        const responsive = await renderedResponsive(id, full, width);
        const variants: ImageVariants = {
          full: { ...fullFile, width, height, placeholder: responsive.placeholder },
          thumb: { ...thumbFile, width: THUMB_WIDTH, height: thumbHeight },
          icon: { ...iconFile, width: AVATAR_ICON_SIZE, height: AVATAR_ICON_SIZE },
        };
        for (const variant of responsive.variants) {
          const file = await this.put(variant.bytes, variant.extension, variant.contentType);
          variants[variant.name] = { ...file, width: variant.width, height: variant.height };
        }
        return { ...fullFile, width, height, variants };
      })();
      this.rendered.set(id, entry);
    }
    return entry;
  }

  /** Square profile picture with the person's initials (600×600). */
  avatar(initials: string, variant: number): Promise<SeedPicture> {
    return this.picture(`avatar:${initials}:${variant}`, 600, 600, () =>
      svgPicture({ width: 600, height: 600, palette: variant, pose: POSES[variant % POSES.length]!, label: initials }),
    );
  }

  /** Square portrait without initials, for bulk data (a pool of 12). */
  portrait(index: number): Promise<SeedPicture> {
    const n = index % PALETTES.length;
    return this.picture(`portrait:${n}`, 600, 600, () =>
      svgPicture({ width: 600, height: 600, palette: n, pose: POSES[n % POSES.length]!, ropes: n % 2 === 1 }),
    );
  }

  /** Gallery picture (800×1000) from a small pool of distinct scenes shared by many girls. */
  gallery(index: number): Promise<SeedPicture> {
    const n = index % GALLERY_POOL;
    return this.picture(`gallery:${n}`, 800, 1000, () =>
      svgPicture({ width: 800, height: 1000, palette: n + 3, pose: POSES[n % POSES.length]!, ropes: n % 2 === 0 }),
    );
  }

  /** Grey portrait for timewaster, scammer and problem-girl records (no initials, 600×600). */
  plain(index: number): Promise<SeedPicture> {
    const n = index % PLAIN_POOL;
    return this.picture(`plain:${n}`, 600, 600, () =>
      svgPicture({ width: 600, height: 600, palette: 11, pose: POSES[n % POSES.length]!, ropes: n >= POSES.length }),
    );
  }
}

export const GALLERY_POOL = 18;
const PLAIN_POOL = 6;
export const PORTRAIT_POOL = PALETTES.length;
