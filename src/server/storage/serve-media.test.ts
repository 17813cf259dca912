import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAddressedKey } from './keys';
import { LocalStorage } from './local';
import { serveMedia } from './serve-media';

describe('serveMedia', () => {
  let root: string;
  let storage: LocalStorage;
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 4, 5]);
  let hashedKey: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'matside-media-'));
    storage = new LocalStorage(root);
    hashedKey = contentAddressedKey('photos', jpeg, 'jpg');
    await storage.put(hashedKey, jpeg, 'image/jpeg');
    await storage.put('avatars/7.jpg', jpeg, 'image/jpeg');
    await storage.put('docs/page.html', new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');
    await storage.put('private/verification/1.jpg', jpeg, 'image/jpeg');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const get = (key: string, headers?: HeadersInit) =>
    serveMedia(new Request(`http://localhost/media/${key}`, { headers }), key.split('/'), storage);

  it('serves a content-addressed image as immutable with its type and nosniff', async () => {
    const response = await get(hashedKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg);
  });

  it('does not mark overwritable keys immutable', async () => {
    const response = await get('avatars/7.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers 404 for missing, unsafe and private keys', async () => {
    expect((await get('photos/missing.jpg')).status).toBe(404);
    expect((await serveMedia(new Request('http://localhost/media/x'), ['..', 'etc', 'passwd'], storage)).status).toBe(
      404,
    );
    expect((await get('private/verification/1.jpg')).status).toBe(404);
  });

  it('sends non-media types as sandboxed downloads', async () => {
    const response = await get('docs/page.html');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers byte ranges (Safari needs them for video)', async () => {
    const partial = await get(hashedKey, { range: 'bytes=2-5' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(jpeg.slice(2, 6));
    expect((await get(hashedKey, { range: 'bytes=-3' })).headers.get('content-range')).toBe('bytes 7-9/10');
    expect((await get(hashedKey, { range: 'bytes=50-' })).status).toBe(416);
  });
});
