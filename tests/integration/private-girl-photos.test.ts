import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { POST as postPhotoRoute } from '@/app/api/v1/photos/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { getDb } from '@/server/db';
import { makePendingPhotosPrivate } from '@/server/db/data-migrations/private-pending-photos';
import { girlPhotos, girls, user } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, uniqueName } from '../helpers/girls';
import { request } from '../helpers/people';
import { statementsSoFar } from '../helpers/server-page';

// A girl's photos and pictures that wait for a moderator are private files under
// random keys, served only to her and to moderators; approval makes them public; the data
// migration moves the old public ones.

let actors: TableActors;
let jpeg: string;

beforeAll(async () => {
  actors = await createTableActors();
  jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(640, 480)).bytes, 'image/jpeg');
});

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function upload(cookie: string, girlId: number): Promise<{ id: number; secureUrl: string; thumbUrl: string }> {
  const response = await postPhotoRoute(
    request('/api/v1/photos', {
      method: 'POST',
      cookie,
      body: { data: { type: 'photos', attributes: { image64: jpeg, userId: girlId } } },
      contentType: 'application/vnd.api+json',
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as {
    data: { id: string; attributes: { secureUrl: string; thumbUrl: string } };
  };
  return { id: Number(data.id), ...data.attributes };
}

function file(id: number, cookie?: string, variant?: string) {
  const query = variant ? `?variant=${variant}` : '';
  return photoFileRoute(request(`/api/v1/photos/${id}/file${query}`, { cookie }), ctx(id));
}

function media(key: string) {
  return mediaRoute(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
}

async function photoRow(id: number) {
  const db = await getDb();
  return (await db.select().from(girlPhotos).where(eq(girlPhotos.id, id)))[0];
}

describe('a photo waiting for approval', () => {
  it('is stored privately and served to her and moderators only; everyone else gets a missing photo’s 404', async () => {
    const photo = await upload(actors.girl.cookie, actors.girl.girlId);
    expect(photo.secureUrl).toBe(`/api/v1/photos/${photo.id}/file`);
    expect(photo.thumbUrl).toBe(`/api/v1/photos/${photo.id}/file?variant=thumb`);
    const row = await photoRow(photo.id);
    expect(row!.storageKey).toMatch(new RegExp(`^private/photos/girls/${actors.girl.girlId}/[0-9a-f]{32}\\.webp$`));
    // /media never serves a private key.
    expect((await media(row!.storageKey)).status).toBe(404);

    for (const cookie of [actors.girl.cookie, actors.moderator.cookie]) {
      const served = await file(photo.id, cookie);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await file(photo.id, cookie, 'thumb')).status).toBe(200);
    }
    const missing = await file(999_999, actors.guy.cookie);
    const missingBody = await missing.text();
    for (const cookie of [undefined, actors.guy.cookie, actors.otherGirl.cookie, actors.pendingGirl.cookie]) {
      const answer = await file(photo.id, cookie);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(missingBody);
    }
  });

  it('approved: the file moves to a public, long-cached key and the private copy is gone', async () => {
    const photo = await upload(actors.girl.cookie, actors.girl.girlId);
    const privateKey = (await photoRow(photo.id))!.storageKey;
    const decided = await photoDecision(
      request(`/x/${photo.id}`, {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(photo.id),
    );
    expect(decided.status).toBe(204);
    const row = await photoRow(photo.id);
    expect(row!.storageKey).toMatch(new RegExp(`^photos/girls/${actors.girl.girlId}/[0-9a-f]{64}\\.webp$`));
    expect(row!.secureUrl).toBe(`/media/${row!.storageKey}`);
    const served = await media(row!.storageKey);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await getStorage().get(privateKey)).toBeNull();
    // Public now: the private route has nothing to serve.
    expect((await file(photo.id, actors.girl.cookie)).status).toBe(404);
  });
});

describe('a new girl’s sign-up picture', () => {
  it('waits privately with her profile and goes public, with her account picture, when she is approved', async () => {
    const girl = await createGirl({ prefix: 'signup', state: 'pending' });
    const db = await getDb();
    const key = `private/photos/girls/${girl.girlId}/${'a'.repeat(32)}.webp`;
    const bytes = (await fixtures.plainJpeg(200, 200)).bytes;
    await getStorage().put(key, bytes, 'image/webp');
    const [row] = await db
      .insert(girlPhotos)
      .values({ girlId: girl.girlId, storageKey: key, secureUrl: `/media/${key}`, approved: false })
      .returning({ id: girlPhotos.id });
    const url = `/api/v1/photos/${row!.id}/file`;
    await db
      .update(girls)
      .set({ profilePicPublicId: key, profilePicSecureUrl: url, profilePicApproved: null })
      .where(eq(girls.id, girl.girlId));
    await db.update(user).set({ image: url }).where(eq(user.id, girl.userId));

    const decided = await girlDecision(
      request(`/x/${girl.girlId}`, {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(girl.girlId),
    );
    expect(decided.status).toBe(204);
    const [after] = await db.select().from(girls).where(eq(girls.id, girl.girlId));
    expect(after!.profilePicSecureUrl).toMatch(/^\/media\/photos\/girls\/\d+\/[0-9a-f]{64}\.webp$/);
    expect(after!.profilePicApproved).toBe(true);
    const [account] = await db.select({ image: user.image }).from(user).where(eq(user.id, girl.userId));
    expect(account!.image).toBe(after!.profilePicSecureUrl);
    expect(await photoRow(row!.id)).toMatchObject({ approved: true, isProfilePic: true });
    expect(await getStorage().get(key)).toBeNull();
  });
});

describe('the data migration', () => {
  it('moves a pending photo stored under a public key, keeps a file another row still uses, and is idempotent', async () => {
    const owner = await createGirl({ prefix: 'legacy' });
    const db = await getDb();
    const storage = getStorage();
    const shared = `photos/girls/${owner.girlId}/${uniqueName('shared').replace(/\W/g, '')}.webp`;
    const own = `photos/girls/${owner.girlId}/${uniqueName('own').replace(/\W/g, '')}.webp`;
    const bytes = (await fixtures.plainJpeg(120, 120)).bytes;
    await storage.put(shared, bytes, 'image/webp');
    await storage.put(own, bytes, 'image/webp');
    const [pendingShared, pendingOwn] = await db
      .insert(girlPhotos)
      .values([
        { girlId: owner.girlId, storageKey: shared, secureUrl: `/media/${shared}`, approved: false },
        { girlId: owner.girlId, storageKey: own, secureUrl: `/media/${own}`, approved: false },
      ])
      .returning({ id: girlPhotos.id });
    // An approved photo that uses the same file as the first pending one.
    await db
      .insert(girlPhotos)
      .values({ girlId: owner.girlId, storageKey: shared, secureUrl: `/media/${shared}`, approved: true });
    await db
      .update(girls)
      .set({ profilePicPublicId: own, profilePicSecureUrl: `/media/${own}`, profilePicApproved: null })
      .where(eq(girls.id, owner.girlId));

    expect(await makePendingPhotosPrivate(db)).toBeGreaterThanOrEqual(2);
    for (const id of [pendingShared!.id, pendingOwn!.id]) {
      const row = await photoRow(id);
      expect(row!.storageKey).toMatch(/^private\/photos\/girls\/\d+\/[0-9a-f]{32}\.webp$/);
      expect(await storage.get(row!.storageKey)).not.toBeNull();
    }
    expect(await storage.get(shared)).not.toBeNull();
    expect(await storage.get(own)).toBeNull();
    const [after] = await db.select().from(girls).where(eq(girls.id, owner.girlId));
    expect(after!.profilePicSecureUrl).toBe(`/api/v1/photos/${pendingOwn!.id}/file`);
    expect(after!.profilePicPublicId).toBe((await photoRow(pendingOwn!.id))!.storageKey);
    expect(await makePendingPhotosPrivate(db)).toBe(0);
  });

  it('leaves her approved picture and her account’s image on their public file when a pending photo shares it', async () => {
    const owner = await createGirl({ prefix: 'sharedpic' });
    const db = await getDb();
    const storage = getStorage();
    const key = `photos/girls/${owner.girlId}/${uniqueName('approved').replace(/\W/g, '')}.webp`;
    await storage.put(key, (await fixtures.plainJpeg(80, 80)).bytes, 'image/webp');
    const url = `/media/${key}`;
    await db.insert(girlPhotos).values({ girlId: owner.girlId, storageKey: key, secureUrl: url, approved: true });
    const [pending] = await db
      .insert(girlPhotos)
      .values({ girlId: owner.girlId, storageKey: key, secureUrl: url, approved: false })
      .returning({ id: girlPhotos.id });
    await db
      .update(girls)
      .set({ profilePicPublicId: key, profilePicSecureUrl: url, profilePicApproved: true })
      .where(eq(girls.id, owner.girlId));
    await db.update(user).set({ image: url }).where(eq(user.id, owner.userId));

    await makePendingPhotosPrivate(db);
    expect((await photoRow(pending!.id))!.storageKey).toMatch(/^private\//);
    const [after] = await db.select().from(girls).where(eq(girls.id, owner.girlId));
    expect(after).toMatchObject({ profilePicPublicId: key, profilePicSecureUrl: url, profilePicApproved: true });
    const [account] = await db.select({ image: user.image }).from(user).where(eq(user.id, owner.userId));
    expect(account!.image).toBe(url);
    expect((await media(key)).status).toBe(200);
  });

  it('puts back on her approved profile photo an approved picture an earlier run had pointed at a pending copy', async () => {
    const owner = await createGirl({ prefix: 'repointed' });
    const db = await getDb();
    const key = `photos/girls/${owner.girlId}/${uniqueName('profile').replace(/\W/g, '')}.webp`;
    const copy = `private/photos/girls/${owner.girlId}/${uniqueName('copy').replace(/\W/g, '')}.webp`;
    await db.insert(girlPhotos).values({
      girlId: owner.girlId,
      storageKey: key,
      secureUrl: `/media/${key}`,
      approved: true,
      isProfilePic: true,
    });
    const [pending] = await db
      .insert(girlPhotos)
      .values({ girlId: owner.girlId, storageKey: copy, secureUrl: `/media/${copy}`, approved: false })
      .returning({ id: girlPhotos.id });
    const broken = { profilePicPublicId: copy, profilePicSecureUrl: `/api/v1/photos/${pending!.id}/file` };
    await db
      .update(girls)
      .set({ ...broken, profilePicApproved: true })
      .where(eq(girls.id, owner.girlId));

    await makePendingPhotosPrivate(db);
    const [after] = await db.select().from(girls).where(eq(girls.id, owner.girlId));
    expect(after).toMatchObject({ profilePicPublicId: key, profilePicSecureUrl: `/media/${key}` });
    // Her picture while it waits stays on its pending copy.
    await db
      .update(girls)
      .set({ ...broken, profilePicApproved: null })
      .where(eq(girls.id, owner.girlId));
    await makePendingPhotosPrivate(db);
    const [waiting] = await db.select().from(girls).where(eq(girls.id, owner.girlId));
    expect(waiting).toMatchObject(broken);
  });

  it('moves many photos in a few statements, not a few per photo (start-up at 100,000 girls: decision 049)', async () => {
    const owner = await createGirl({ prefix: 'bulkmove' });
    const db = await getDb();
    const storage = getStorage();
    const bytes = (await fixtures.plainJpeg(60, 60)).bytes;
    const keys = Array.from(
      { length: 30 },
      (_, index) => `photos/girls/${owner.girlId}/${uniqueName(`bulk${index}`).replace(/\W/g, '')}.webp`,
    );
    for (const key of keys) await storage.put(key, bytes, 'image/webp');
    const rows = await db
      .insert(girlPhotos)
      .values(
        keys.map((key) => ({ girlId: owner.girlId, storageKey: key, secureUrl: `/media/${key}`, approved: false })),
      )
      .returning({ id: girlPhotos.id });
    // Her picture and her account's image are the fifth file: both follow it to its private key.
    await db
      .update(girls)
      .set({ profilePicPublicId: keys[4]!, profilePicSecureUrl: `/media/${keys[4]!}`, profilePicApproved: null })
      .where(eq(girls.id, owner.girlId));
    await db
      .update(user)
      .set({ image: `/media/${keys[4]!}` })
      .where(eq(user.id, owner.userId));

    const before = await statementsSoFar();
    expect(await makePendingPhotosPrivate(db)).toBeGreaterThanOrEqual(30);
    // The pending pictures' rows, a batch's read, its updates, its files in use, the empty next
    // batch, the approved photos left private: the same few for 30 photos as for one.
    expect(await statementsSoFar()).toBeLessThanOrEqual(before + 8);

    for (const [index, { id }] of rows.entries()) {
      const row = await photoRow(id);
      expect(row!.storageKey).toMatch(/^private\/photos\/girls\/\d+\/[0-9a-f]{32}\.webp$/);
      expect(row!.secureUrl).toBe(storage.url(row!.storageKey));
      expect(await storage.get(row!.storageKey)).not.toBeNull();
      expect(await storage.get(keys[index]!)).toBeNull();
    }
    const [after] = await db.select().from(girls).where(eq(girls.id, owner.girlId));
    expect(after!.profilePicSecureUrl).toBe(`/api/v1/photos/${rows[4]!.id}/file`);
    expect(after!.profilePicPublicId).toBe((await photoRow(rows[4]!.id))!.storageKey);
    const [account] = await db.select({ image: user.image }).from(user).where(eq(user.id, owner.userId));
    expect(account!.image).toBe(`/api/v1/photos/${rows[4]!.id}/file`);
  });
});
