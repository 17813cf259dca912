import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { GET as getMedia } from '@/app/media/[...key]/route';
import { AppError } from '@/server/http/app-error';
import { errorResponse } from '@/server/http/route-handler';
import { deleteSavedImage, saveImage, saveImage64, processImage } from '@/server/images';
import { getStorage, type Storage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';

// image64 in, files in the storage adapter (DATA_DIR/uploads in tests) out, served back by
// GET /media/{key} exactly as a browser would load the avatar URL.

function fetchMedia(url: string): Promise<Response> {
  const key = url
    .replace(/^\/media\//, '')
    .split('/')
    .map(decodeURIComponent);
  return getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

describe('saveImage64 → /media', () => {
  it('stores a metadata-free avatar and serves it from its URL', async () => {
    const { bytes } = await fixtures.jpegWithGps();
    const saved = await saveImage64(fixtures.toDataUrl(bytes, 'image/jpeg'), {
      kind: 'avatar',
      prefix: 'avatars/guys',
    });

    expect(saved.key).toMatch(/^avatars\/guys\/[0-9a-f]{64}\.webp$/);
    expect(saved.url).toBe(`/media/${saved.key}`);
    expect([saved.width, saved.height, saved.contentType]).toEqual([480, 480, 'image/webp']);
    // The square avatar, its 64² icon, and its responsive renditions (480 px: 320 and 480) with the JPEG fallback.
    expect(Object.keys(saved.variants)).toEqual([
      'avatar',
      'icon',
      'avif-320',
      'webp-320',
      'avif-480',
      'webp-480',
      'jpeg-480',
    ]);
    expect(saved.variants.avatar!.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const [name, variant] of Object.entries(saved.variants)) {
      const file = Buffer.from(await (await fetchMedia(variant.url)).arrayBuffer());
      expect(file.includes('SpyCam'), name).toBe(false);
      expect((await sharp(file).metadata()).exif, name).toBeUndefined();
    }

    const response = await fetchMedia(saved.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const served = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.exif, metadata.xmp, metadata.icc]).toEqual([
      'webp',
      480,
      undefined,
      undefined,
      undefined,
    ]);
    expect(served.includes('SpyCam')).toBe(false);
  });

  it('stores both photo variants and deletes them again', async () => {
    const { bytes } = await fixtures.plainJpeg(2000, 1000);
    const saved = await saveImage(await processImage(bytes, { kind: 'photo' }), { prefix: 'photos/girls/12' });
    expect(saved.variants).toMatchObject({ large: { width: 1600, height: 800 }, thumb: { width: 400, height: 200 } });
    expect(saved.url).toBe(saved.variants.large!.url);
    expect((await fetchMedia(saved.variants.thumb!.url)).status).toBe(200);

    await deleteSavedImage(saved.variants);
    expect((await fetchMedia(saved.variants.large!.url)).status).toBe(404);
    expect((await fetchMedia(saved.variants.thumb!.url)).status).toBe(404);
  });

  it('stores nothing for a refused image, and the refusal is a 4xx JSON:API error with the spec text', async () => {
    const put = vi.spyOn(getStorage(), 'put');
    const error = await saveImage64(fixtures.toDataUrl(fixtures.htmlNamedPng().bytes), {
      kind: 'avatar',
      prefix: 'avatars/guys',
    }).catch((e: unknown) => e);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();

    expect(error).toBeInstanceOf(AppError);
    const response = errorResponse(error, new Request('http://localhost/register_guy', { method: 'POST' }));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [{ status: '415', title: 'Unsupported Media Type', detail: 'Failed to upload file.' }],
    });
  });

  it('refuses an unsafe prefix', async () => {
    const processed = await processImage((await fixtures.pngNamedJpg()).bytes, { kind: 'avatar' });
    await expect(saveImage(processed, { prefix: '../outside' })).rejects.toThrow('Invalid storage key');
  });

  it('removes the variants already written when one write fails', async () => {
    const real = getStorage();
    const written: string[] = [];
    const failing: Storage = {
      ...real,
      url: (key) => real.url(key),
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      put: async (key, bytes, type) => {
        if (written.length > 0) throw new Error('disk full');
        written.push(key);
        await real.put(key, bytes, type);
      },
    };
    const processed = await processImage((await fixtures.plainJpeg(800, 600)).bytes, { kind: 'photo' });
    await expect(saveImage(processed, { prefix: 'photos/girls/13', storage: failing })).rejects.toThrow('disk full');
    expect(written).toHaveLength(1);
    expect(await real.get(written[0]!)).toBeNull();
  });
});
