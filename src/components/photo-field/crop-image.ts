import { AVATAR_SIZE } from '@/lib/uploads';

/** A rectangle in the source image's natural pixels, as react-easy-crop reports `croppedAreaPixels`. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The browser gave no 2D canvas context (spec §8: 'An unexpected error occurred.'). */
export class CropCanvasError extends Error {
  override name = 'CropCanvasError';
}

/** The picture could not be read or decoded (spec §5: 'Something went wrong! Please try again.'). */
export class ImageReadError extends Error {
  override name = 'ImageReadError';
}

/**
 * Side of the exported square: the cropped area's own size, capped at `maxSize`. Capping keeps the
 * PNG small enough to post as image64 (a 4000 px crop would be tens of MB) and matches what the
 * server keeps anyway (AVATAR_SIZE).
 */
export function cropOutputSize(area: PixelArea, maxSize = AVATAR_SIZE): number {
  return Math.max(1, Math.min(maxSize, Math.round(Math.min(area.width, area.height))));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageReadError('The image could not be decoded'));
    image.src = src;
  });
}

/**
 * Draws `area` of the image at `src` onto a square canvas and exports it as a PNG data URL
 * (spec §9 Crop: 1:1, png). The round crop shape is only the dialog's mask: the export stays
 * square and avatars are shown in a circle with CSS, as the spec's round crop implies.
 */
export async function cropToPngDataUrl(src: string, area: PixelArea, maxSize = AVATAR_SIZE): Promise<string> {
  const image = await loadImage(src);
  const size = cropOutputSize(area, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new CropCanvasError('No 2D canvas context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}
