import sharp, { type OverlayOptions } from 'sharp';

// The 1200×630 link preview image. Text is an SVG overlay laid out with the system's fonts.

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Bump when the layout changes. */
export const SHARE_CARD_VERSION = 1;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
const BACKGROUND = '#151821';
const ACCENT = '#e11d48';

export interface ShareCardInput {
  title: string;
  subtitle?: string | null;
  /** Without it the text takes the whole card. */
  picture?: Uint8Array | null;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function overlay({ title, subtitle }: ShareCardInput, left: number): Buffer {
  const width = SHARE_IMAGE_WIDTH - left;
  const name = clip(title, 24);
  const size = Math.max(44, Math.min(84, Math.floor(((width - 120) / Math.max(Array.from(name).length, 8)) * 1.7)));
  const x = left + 60;
  const lines = [
    `<rect x="${x}" y="200" width="72" height="8" rx="4" fill="${ACCENT}"/>`,
    `<text x="${x}" y="${250 + size}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    subtitle
      ? `<text x="${x}" y="${300 + size + 20}" font-family="${FONT}" font-size="32" fill="#c7cad4">${escapeXml(clip(subtitle, Math.floor((width - 120) / 17)))}</text>`
      : '',
    `<text x="${x}" y="${SHARE_IMAGE_HEIGHT - 60}" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">Matside</text>`,
  ];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">${lines.join('')}</svg>`,
  );
}

/** A picture that cannot be decoded is left out rather than failing the card. */
export async function renderShareCard(input: ShareCardInput): Promise<Uint8Array> {
  let photo: Buffer | null = null;
  if (input.picture) {
    photo = await sharp(input.picture)
      .rotate()
      .resize(SHARE_IMAGE_HEIGHT, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
      .toBuffer()
      .catch(() => null);
  }
  const left = photo ? SHARE_IMAGE_HEIGHT : 0;
  const layers: OverlayOptions[] = [
    ...(photo ? [{ input: photo, left: 0, top: 0 }] : []),
    { input: overlay(input, left), left: 0, top: 0 },
  ];
  const jpeg = await sharp({
    create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: BACKGROUND },
  })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}
