import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-card';

async function pictureOf(color: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .webp()
      .toBuffer(),
  );
}

describe('renderShareCard', () => {
  it('makes a 1200×630 JPEG with her picture on the left and the text on a dark right side', async () => {
    const card = await renderShareCard({
      title: 'Gina Slam',
      subtitle: 'Austin, Texas',
      picture: await pictureOf('#00ff00'),
    });
    const image = sharp(card);
    expect(await image.metadata()).toMatchObject({
      format: 'jpeg',
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
    });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r, g, b] = pixel(300, 315);
    expect(g).toBeGreaterThan(200);
    expect(r! + b!).toBeLessThan(80);
    expect(Math.max(...pixel(1150, 100))).toBeLessThan(60);
  });

  it('draws the text at all: the card holds light pixels where the name is', async () => {
    const plain = await renderShareCard({ title: ' ', picture: null });
    const named = await renderShareCard({ title: 'WWWWWWWWWWWW', picture: null });
    const light = async (bytes: Uint8Array) => {
      const { data } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
      return data.filter((v) => v > 200).length;
    };
    expect(await light(named)).toBeGreaterThan((await light(plain)) + 5000);
  });

  it('leaves out a picture it cannot decode, and escapes markup in the text', async () => {
    const card = await renderShareCard({
      title: '<script>&"\'',
      subtitle: '</text><image href="https://evil.example/x.png"/>',
      picture: new TextEncoder().encode('not an image'),
    });
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
