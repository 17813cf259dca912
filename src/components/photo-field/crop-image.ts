import { AVATAR_SIZE } from '@/lib/uploads';

/** As react-easy-crop reports `croppedAreaPixels`. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §8: 'An unexpected error occurred.'. */
export class CropCanvasError extends Error {
  override name = 'CropCanvasError';
}

/** Spec §5: 'Something went wrong! Please try again.'. */
export class ImageReadError extends Error {
  override name = 'ImageReadError';
}

/** Capped: a 4000 px crop would be tens of MB of image64, and the server keeps AVATAR_SIZE anyway. */
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

/** Spec §9 Crop: 1:1 PNG. The round shape is only the dialog's mask; avatars are rounded with CSS. */
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
