import sharp from 'sharp';

// Shared by the guy registration and guy profile integration tests.

/** A small square PNG as the crop dialog exports it; `seed` changes its colour (so its stored key). */
export async function avatarDataUrl(seed = 0): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: seed % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
