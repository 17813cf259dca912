import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as fileRoute } from '@/app/api/v1/timewaster-photos/[id]/file/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { getDb } from '@/server/db';
import { makeTimewasterPhotosPrivate } from '@/server/db/data-migrations/private-timewaster-photos';
import { timewasterPhotos, timewasters } from '@/server/db/schema';
import { processImage64 } from '@/server/images';
import { contentAddressedKey, getStorage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { call, createUser, insertTimewaster } from '../helpers/timewasters';
import { createGirl, type TestGirl } from '../helpers/girls';

// Timewaster photos are private. Stored under random keys (a re-encoded copy of a
// known picture finds nothing), never served by /media, and served by their authorised route only
// to those who may read the report: everyone else gets the same 404 as for a missing photo.

let author: TestGirl;
let reader: TestGirl;
let guy: { cookie: string };
let pendingGirl: TestGirl;
let moderator: { cookie: string };
let imageDataUrl: string;

beforeAll(async () => {
  author = await createGirl({ prefix: 'pmauthor' });
  reader = await createGirl({ prefix: 'pmreader' });
  pendingGirl = await createGirl({ prefix: 'pmpending' });
  const db = await getDb();
  const { girls } = await import('@/server/db/schema');
  await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, pendingGirl.girlId));
  guy = await createUser(['guy'], 'pmguy');
  moderator = await createUser(['moderator'], 'pmmod');
  imageDataUrl = fixtures.toDataUrl((await fixtures.jpegWithGps()).bytes, 'image/jpeg');
});

async function upload(timewasterId: number): Promise<number> {
  const response = await call(
    'POST',
    '/api/v1/timewaster-photos',
    author.cookie,
    { timewasterId, image64: imageDataUrl },
    'timewasterPhotos',
  );
  expect(response.status, response.text).toBe(201);
  return Number((response.json() as { data: { id: string } }).data.id);
}

function getFile(photoId: number | string, cookie?: string, variant?: string) {
  const headers = new Headers(cookie ? { cookie } : {});
  const url = `http://localhost:3000/api/v1/timewaster-photos/${photoId}/file${variant ? `?variant=${variant}` : ''}`;
  return fileRoute(new Request(url, { headers }), { params: Promise.resolve({ id: String(photoId) }) });
}

function getMedia(key: string) {
  return mediaRoute(new Request(`http://localhost:3000/media/${key}`), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

/** Status, body and headers apart from the date: what tells one answer from another. */
async function fingerprint(response: Response): Promise<string> {
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'date').sort();
  return JSON.stringify([response.status, await response.text(), headers]);
}

describe('timewaster photos are private', () => {
  it('are stored under a random private key: the re-encoded picture does not find them at /media', async () => {
    const id = await insertTimewaster(author.girlId, { approved: true });
    const photoId = await upload(id);
    const db = await getDb();
    const [row] = await db.select().from(timewasterPhotos).where(eq(timewasterPhotos.id, photoId));
    expect(row!.storageKey).toMatch(/^private\/timewasters\/\d+\/[0-9a-f]{32}\.webp$/);

    // The attack of the report: re-encode the same picture as the server does, and probe the old key.
    const processed = await processImage64(imageDataUrl, { kind: 'photo' });
    for (const variant of processed.variants) {
      const probe = contentAddressedKey(`photos/timewasters/${id}`, variant.bytes, variant.extension);
      expect((await getMedia(probe)).status).toBe(404);
    }
    // And /media never serves the private key itself.
    expect(await fingerprint(await getMedia(row!.storageKey))).toBe(
      await fingerprint(await getMedia('private/timewasters/0/missing.webp')),
    );
    expect((await getMedia(row!.storageKey)).status).toBe(404);
  });

  it('serves the file to the author, other vetted girls (approved report) and moderators, never cached', async () => {
    const id = await insertTimewaster(author.girlId, { approved: true });
    const photoId = await upload(id);
    for (const cookie of [author.cookie, reader.cookie, moderator.cookie]) {
      const response = await getFile(photoId, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect((await getFile(photoId, author.cookie, 'thumb')).status).toBe(200);
  });

  it('answers visitors, guys, pending girls (and other girls for an unapproved report) like a missing photo', async () => {
    const approved = await upload(await insertTimewaster(author.girlId, { approved: true }));
    const unapproved = await upload(await insertTimewaster(author.girlId, { approved: false }));
    const missing = 2_000_000_000;
    for (const [cookie, photoIds] of [
      [undefined, [approved, unapproved]],
      [guy.cookie, [approved, unapproved]],
      [pendingGirl.cookie, [approved, unapproved]],
      [reader.cookie, [unapproved]],
    ] as const) {
      const expected = await fingerprint(await getFile(missing, cookie));
      expect(JSON.parse(expected)[0]).toBe(404);
      for (const photoId of photoIds) {
        // Same status, body and headers as the missing id: the answer tells nothing.
        expect(await fingerprint(await getFile(photoId, cookie))).toBe(expected);
      }
    }
  });
});

describe('moving old public timewaster photos', () => {
  it('moves each file to a private key, rewrites the row and removes the public file, once', async () => {
    const id = await insertTimewaster(author.girlId, { approved: true });
    const storage = getStorage();
    const processed = await processImage64(imageDataUrl, { kind: 'photo' });
    const variants: Record<string, { key: string; url: string }> = {};
    for (const variant of processed.variants) {
      const key = contentAddressedKey(`photos/timewasters/${id}`, variant.bytes, variant.extension);
      await storage.put(key, variant.bytes, variant.contentType);
      variants[variant.name] = { key, url: storage.url(key) };
    }
    const db = await getDb();
    const [row] = await db
      .insert(timewasterPhotos)
      .values({
        timewasterId: id,
        girlId: author.girlId,
        storageKey: variants.large!.key,
        secureUrl: variants.large!.url,
        variants,
      })
      .returning({ id: timewasterPhotos.id });
    expect((await getMedia(variants.large!.key)).status).toBe(200);

    const lines: string[] = [];
    expect(await makeTimewasterPhotosPrivate(db, { log: (line) => lines.push(line) })).toBeGreaterThanOrEqual(1);
    expect(lines.join('\n')).toMatch(/moving \d+ timewaster photo/);
    const [moved] = await db.select().from(timewasterPhotos).where(eq(timewasterPhotos.id, row!.id));
    expect(moved!.storageKey).toMatch(/^private\/timewasters\//);
    for (const [name, variant] of Object.entries(moved!.variants!)) {
      expect(variant.key, name).toMatch(/^private\/timewasters\//);
      expect(await storage.get(variant.key), name).not.toBeNull();
    }
    for (const variant of Object.values(variants)) {
      expect(await storage.get(variant.key)).toBeNull();
      expect((await getMedia(variant.key)).status).toBe(404);
    }
    expect((await getFile(row!.id, author.cookie)).status).toBe(200);
    // Idempotent: a second run moves nothing.
    expect(await makeTimewasterPhotosPrivate(db)).toBe(0);
    const [still] = await db
      .select({ key: timewasterPhotos.storageKey })
      .from(timewasterPhotos)
      .where(eq(timewasterPhotos.id, row!.id));
    expect(still!.key).toBe(moved!.storageKey);
    await db.delete(timewasters).where(eq(timewasters.id, id));
  });
});
