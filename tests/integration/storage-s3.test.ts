import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../fixtures/images/hostile';
import type { TableActors } from '../helpers/actors';
import { startLoopbackS3 } from '../helpers/s3-server';

// The S3 path against an S3-protocol server this file starts on loopback
// (s3rver, with a signature check in front). First the adapter itself, then the app configured
// with S3_* as in production: a girl's upload waits privately in the bucket, approval publishes
// it to a public key, deleting it empties the bucket.

const s3 = await startLoopbackS3();
// Before any app module is imported: env.ts reads the variables once.
Object.assign(process.env, s3.env);
afterAll(() => s3.close());

const { S3Storage, S3StorageError, getStorage } = await import('@/server/storage');
const { serveMedia } = await import('@/server/storage/serve-media');
const { dataDir } = await import('@/server/env');

const adapter = new S3Storage({ ...s3, endpoint: `${s3.endpoint}/` });
const bytes = (n: number) => new Uint8Array(Array.from({ length: n }, (_, i) => i % 251));

describe('S3Storage on a loopback S3 server', () => {
  it('puts, gets with the content type, copies inside the bucket and deletes', async () => {
    await adapter.put('private/photos/girls/1/a.webp', bytes(300), 'image/webp');
    expect(await adapter.get('private/photos/girls/1/a.webp')).toEqual({
      bytes: bytes(300),
      contentType: 'image/webp',
    });

    expect(await adapter.copy('private/photos/girls/1/a.webp', 'photos/girls/1/b.webp')).toBe(true);
    expect(await adapter.get('photos/girls/1/b.webp')).toEqual({ bytes: bytes(300), contentType: 'image/webp' });
    expect(await adapter.copy('private/photos/girls/1/none.webp', 'photos/girls/1/c.webp')).toBe(false);
    expect(await adapter.get('photos/girls/1/c.webp')).toBeNull();

    await adapter.delete('private/photos/girls/1/a.webp');
    expect(await adapter.get('private/photos/girls/1/a.webp')).toBeNull();
    await expect(adapter.delete('private/photos/girls/1/a.webp')).resolves.toBeUndefined();
    expect(await adapter.get('photos/girls/1/b.webp')).not.toBeNull();
    expect(s3.refused()).toBe(0);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(adapter.put('../x', bytes(1), 'image/webp')).rejects.toThrow('Invalid storage key');
    await expect(adapter.copy('a/b.webp', 'a/../../b.webp')).rejects.toThrow('Invalid storage key');
    expect(adapter.url('photos/girls/1/b.webp')).toBe('/media/photos/girls/1/b.webp');
  });

  it('fails with the status and no key when the store refuses (a wrong secret, an unsigned request)', async () => {
    const wrong = new S3Storage({ ...s3, secretAccessKey: 'not-the-secret' });
    const refusedBefore = s3.refused();
    const error = await wrong.get('photos/girls/1/b.webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect((error as Error).message).toBe('S3 GET failed with HTTP 403');
    await expect(wrong.put('photos/girls/1/d.webp', bytes(3), 'image/webp')).rejects.toThrow('HTTP 403');
    expect(s3.refused()).toBe(refusedBefore + 2);
    // The bucket is private: its own URL gives nothing without a signature.
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/photos/girls/1/b.webp`);
    expect(anonymous.status).toBe(403);
  });

  it('serves /media from the bucket: type, ranges, long caching; never a private key', async () => {
    await adapter.put(`photos/girls/2/${'a'.repeat(64)}.mp4`, bytes(1000), 'video/mp4');
    const key = `photos/girls/2/${'a'.repeat(64)}.mp4`.split('/');
    const whole = await serveMedia(new Request('http://localhost/media/x'), key, adapter);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const range = await serveMedia(
      new Request('http://localhost/media/x', { headers: { range: 'bytes=10-19' } }),
      key,
      adapter,
    );
    expect(range.status).toBe(206);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(bytes(20).slice(10));

    await adapter.put('private/photos/girls/2/p.webp', bytes(5), 'image/webp');
    const hidden = await serveMedia(
      new Request('http://localhost/media/x'),
      ['private', 'photos', 'girls', '2', 'p.webp'],
      adapter,
    );
    expect(hidden.status).toBe(404);
  });

  it('answers 503, not 500, while the store is down', async () => {
    const down = new S3Storage({ ...s3, endpoint: 'http://127.0.0.1:9' });
    const response = await serveMedia(new Request('http://localhost/media/x'), ['photos', 'x.webp'], down);
    expect(response.status).toBe(503);
  });
});

describe('the app with S3_* set', () => {
  let actors: TableActors;
  beforeAll(async () => {
    const { createTableActors } = await import('../helpers/actors');
    actors = await createTableActors();
  });

  it('keeps a pending upload private in the bucket, publishes it on approval, and deletes it', async () => {
    const { POST: postPhoto } = await import('@/app/api/v1/photos/route');
    const { DELETE: deletePhoto } = await import('@/app/api/v1/photos/[id]/route');
    const { GET: photoFile } = await import('@/app/api/v1/photos/[id]/file/route');
    const { POST: photoDecision } = await import('@/app/api/v1/admin/girl-photos/[id]/decision/route');
    const { GET: media } = await import('@/app/media/[...key]/route');
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/server/db');
    const { girlPhotos } = await import('@/server/db/schema');
    const { request } = await import('../helpers/people');

    expect(getStorage()).toBeInstanceOf(S3Storage);
    const refusedBefore = s3.refused();
    const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
    const mediaAt = (key: string) =>
      media(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
    const row = async (id: number) =>
      (await (await getDb()).select().from(girlPhotos).where(eq(girlPhotos.id, id)))[0]!;
    const jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(640, 480)).bytes, 'image/jpeg');

    // Upload: private, random key in the bucket; /media answers 404, she sees it on the private route.
    const uploaded = await postPhoto(
      request('/api/v1/photos', {
        method: 'POST',
        cookie: actors.girl.cookie,
        body: { data: { type: 'photos', attributes: { image64: jpeg, userId: actors.girl.girlId } } },
        contentType: 'application/vnd.api+json',
      }),
      undefined,
    );
    expect(uploaded.status).toBe(201);
    const photoId = Number(((await uploaded.json()) as { data: { id: string } }).data.id);
    const pending = await row(photoId);
    expect(pending.storageKey).toMatch(/^private\/photos\/girls\/\d+\/[0-9a-f]{32}\.webp$/);
    const privateKeys = Object.values(pending.variants!).map((v) => v.key);
    for (const key of privateKeys) expect(await adapter.get(key), key).not.toBeNull();
    expect((await mediaAt(pending.storageKey)).status).toBe(404);
    const own = await photoFile(
      request(`/api/v1/photos/${photoId}/file`, { cookie: actors.girl.cookie }),
      ctx(photoId),
    );
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const visitor = await photoFile(request(`/api/v1/photos/${photoId}/file`), ctx(photoId));
    expect(visitor.status).toBe(404);

    // Approval: copied to content-addressed public keys in the bucket, the private ones deleted.
    const decided = await photoDecision(
      request(`/x/${photoId}`, {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(photoId),
    );
    expect(decided.status).toBe(204);
    const published = await row(photoId);
    expect(published.storageKey).toMatch(/^photos\/girls\/\d+\/[0-9a-f]{64}\.webp$/);
    const served = await mediaAt(published.storageKey);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from((await adapter.get(published.storageKey))!.bytes),
    );
    for (const key of privateKeys) expect(await adapter.get(key), key).toBeNull();

    // Delete: her photo's files leave the bucket.
    const publicKeys = Object.values(published.variants!).map((v) => v.key);
    const deleted = await deletePhoto(
      request(`/api/v1/photos/${photoId}`, { method: 'DELETE', cookie: actors.girl.cookie }),
      ctx(photoId),
    );
    expect(deleted.status).toBe(204);
    for (const key of publicKeys) expect(await adapter.get(key), key).toBeNull();
    expect((await mediaAt(published.storageKey)).status).toBe(404);

    // Everything went to the bucket: nothing under the local uploads folder, no refused request.
    const local = await readdir(path.join(dataDir, 'uploads')).catch(() => []);
    expect(local).toEqual([]);
    expect(s3.refused()).toBe(refusedBefore);
  });
});
