import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/v1/guy-users/[id]/route';
import { DELETE as deleteMyAccount } from '@/app/api/v1/my-profiles/[id]/route';
import { listGirlReviews } from '@/features/reviews/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getSessionInfo } from '@/server/auth/session-info';
import { getDb } from '@/server/db';
import { addGuyAvatarIcons, GUY_AVATAR_ICONS_MIGRATION } from '@/server/db/data-migrations/guy-avatar-icons';
import { finishedDataMigrations, girlReviews, guys, user, type ImageVariants } from '@/server/db/schema';
import { contentAddressedKey, getStorage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { createGirl } from '../helpers/girls';
import { avatarDataUrl } from '../helpers/guys';
import { createGuy, request, type Person } from '../helpers/people';

// A guy's picture is drawn at 32 px beside his reviews and in the header: an upload keeps a 64² icon among the files
// of his picture (guys.avatar_variants), the reviews draw it, a replaced or removed picture takes
// all its files with it, so does his account's deletion, and the pictures stored before icons get theirs from a data migration.

function patchPicture(guy: Person, image64: string | null) {
  return PATCH(
    request(`/api/v1/guy-users/${guy.userId}`, {
      method: 'PATCH',
      cookie: guy.cookie,
      body: { data: { type: 'guyUsers', id: guy.userId, attributes: { image64 } } },
    }),
    { params: Promise.resolve({ id: guy.userId }) },
  );
}

async function pictureOf(guyId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ key: guys.cloudinaryPublicId, url: guys.cloudinarySecureUrl, variants: guys.avatarVariants })
    .from(guys)
    .where(eq(guys.id, guyId));
  return row!;
}

async function sizeOf(key: string) {
  const object = await getStorage().get(key);
  expect(object, `stored file ${key}`).not.toBeNull();
  const metadata = await sharp(object!.bytes).metadata();
  return [metadata.format, metadata.width, metadata.height];
}

async function reviewBy(guyId: number) {
  const girl = await createGirl({ prefix: 'iconrev' });
  const db = await getDb();
  await db.insert(girlReviews).values({ girlId: girl.girlId, guyUserId: guyId, content: 'Strong and fair.' });
  return girl.girlId;
}

describe('a guy uploads his picture', () => {
  it('keeps every file of it, a 64² icon among them, and his reviews draw the icon', async () => {
    const guy = await createGuy();
    expect((await patchPicture(guy, await avatarDataUrl(31))).status).toBe(200);
    const { key, url, variants } = await pictureOf(guy.guyId!);
    expect(variants?.avatar).toMatchObject({ key, url });
    expect(variants?.icon).toMatchObject({ width: 64, height: 64 });
    expect(variants!.icon!.key).toMatch(/^avatars\/guys\/[0-9a-f]{32}\/[0-9a-f]{64}\.webp$/);
    expect(variants!.icon!.key.split('/')[2]).toBe(key!.split('/')[2]); // in his upload's folder
    expect(await sizeOf(variants!.icon!.key)).toEqual(['webp', 64, 64]);
    for (const variant of Object.values(variants!)) expect(await getStorage().get(variant.key)).not.toBeNull();

    const reviews = await listGirlReviews(await reviewBy(guy.guyId!));
    expect(reviews?.map((review) => review.author.avatar)).toEqual([variants!.icon!.url]);

    // The header draws the icon too; GET /session's avatar stays the whole picture.
    const actor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    if (actor.kind === 'visitor') throw new Error('signed out');
    const session = await getSessionInfo(actor);
    expect([session.avatar, session.avatar_icon]).toEqual([url, variants!.icon!.url]);
  });

  it('a new picture deletes every file of the old one; removing it deletes the new one’s', async () => {
    const guy = await createGuy();
    expect((await patchPicture(guy, await avatarDataUrl(32))).status).toBe(200);
    const first = await pictureOf(guy.guyId!);
    expect((await patchPicture(guy, await avatarDataUrl(33))).status).toBe(200);
    const second = await pictureOf(guy.guyId!);
    expect(second.variants!.icon!.key).not.toBe(first.variants!.icon!.key);
    for (const variant of Object.values(first.variants!)) expect(await getStorage().get(variant.key)).toBeNull();
    for (const variant of Object.values(second.variants!)) expect(await getStorage().get(variant.key)).not.toBeNull();

    expect((await patchPicture(guy, null)).status).toBe(200);
    expect(await pictureOf(guy.guyId!)).toEqual({ key: null, url: null, variants: null });
    for (const variant of Object.values(second.variants!)) expect(await getStorage().get(variant.key)).toBeNull();
  });

  it('deleting his account deletes every file of his picture and empties its columns', async () => {
    const guy = await createGuy();
    expect((await patchPicture(guy, await avatarDataUrl(36))).status).toBe(200);
    const { variants } = await pictureOf(guy.guyId!);
    const deleted = await deleteMyAccount(
      request(`/api/v1/my-profiles/${guy.userId}`, { method: 'DELETE', cookie: guy.cookie }),
      { params: Promise.resolve({ id: guy.userId }) },
    );
    expect(deleted.status).toBe(204);
    expect(await pictureOf(guy.guyId!)).toEqual({ key: null, url: null, variants: null });
    for (const variant of Object.values(variants!)) expect(await getStorage().get(variant.key)).toBeNull();
    const db = await getDb();
    const [account] = await db.select({ image: user.image }).from(user).where(eq(user.id, guy.userId));
    expect(account!.image).toBeNull();
  });

  it('never deletes a file outside the guys’ avatar folder (the demo seed’s shared pictures)', async () => {
    const guy = await createGuy();
    const storage = getStorage();
    const bytes = (await fixtures.plainJpeg(80, 80)).bytes;
    const shared = contentAddressedKey('seed', bytes, 'jpg');
    await storage.put(shared, bytes, 'image/jpeg');
    const db = await getDb();
    await db
      .update(guys)
      .set({
        cloudinaryPublicId: shared,
        cloudinarySecureUrl: storage.url(shared),
        avatarVariants: { full: { key: shared, url: storage.url(shared) } },
      })
      .where(eq(guys.id, guy.guyId!));
    expect((await patchPicture(guy, await avatarDataUrl(34))).status).toBe(200);
    expect(await storage.get(shared)).not.toBeNull();
  });

  it('a picture stored before its files were kept is deleted when replaced', async () => {
    const guy = await createGuy();
    const storage = getStorage();
    const bytes = (await fixtures.plainJpeg(90, 90)).bytes;
    const old = contentAddressedKey(`avatars/guys/${'ef'.repeat(16)}`, bytes, 'jpg');
    await storage.put(old, bytes, 'image/jpeg');
    const db = await getDb();
    await db
      .update(guys)
      .set({ cloudinaryPublicId: old, cloudinarySecureUrl: storage.url(old), avatarVariants: null })
      .where(eq(guys.id, guy.guyId!));
    expect((await patchPicture(guy, await avatarDataUrl(35))).status).toBe(200);
    expect(await storage.get(old)).toBeNull();
  });
});

describe('the data migration for pictures stored before icons', () => {
  it('gives each picture one icon beside it, shared by the rows that share the file, and leaves a missing file alone', async () => {
    const storage = getStorage();
    const db = await getDb();
    const bytes = (await fixtures.plainJpeg(300, 200)).bytes;
    const folder = `avatars/guys/${'ab'.repeat(16)}`;
    const key = contentAddressedKey(folder, bytes, 'jpg');
    await storage.put(key, bytes, 'image/jpeg');
    const missing = `avatars/guys/${'cd'.repeat(16)}/${'0'.repeat(64)}.webp`;
    const [a, b, gone, none] = await Promise.all([createGuy(), createGuy(), createGuy(), createGuy()]);
    const ids = [a, b, gone, none].map((guy) => guy.guyId!);
    await db
      .update(guys)
      .set({ cloudinaryPublicId: key, cloudinarySecureUrl: storage.url(key), avatarVariants: null })
      .where(inArray(guys.id, [a.guyId!, b.guyId!]));
    await db
      .update(guys)
      .set({ cloudinaryPublicId: missing, cloudinarySecureUrl: storage.url(missing), avatarVariants: null })
      .where(eq(guys.id, gone.guyId!));
    const editedAt = (await db.select({ at: guys.updatedAt }).from(guys).where(eq(guys.id, a.guyId!)))[0]!.at;
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, GUY_AVATAR_ICONS_MIGRATION));

    const lines: string[] = [];
    expect(await addGuyAvatarIcons(db, { log: (line) => lines.push(line) })).toBeGreaterThanOrEqual(1);
    expect(lines.some((line) => line.includes('missing or unreadable'))).toBe(true);

    const rows = await db
      .select({ id: guys.id, variants: guys.avatarVariants, updatedAt: guys.updatedAt })
      .from(guys)
      .where(inArray(guys.id, ids))
      .orderBy(guys.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const icon = byId.get(a.guyId!)!.variants!.icon!;
    expect(byId.get(a.guyId!)!.variants).toEqual<ImageVariants>({
      avatar: { key, url: storage.url(key) },
      icon: { key: icon.key, url: storage.url(icon.key), width: 64, height: 64 },
    });
    expect(icon.key.startsWith(`${folder}/`)).toBe(true);
    expect(byId.get(b.guyId!)!.variants).toEqual(byId.get(a.guyId!)!.variants);
    expect(await sizeOf(icon.key)).toEqual(['webp', 64, 64]);
    expect(byId.get(gone.guyId!)!.variants).toBeNull();
    expect(byId.get(none.guyId!)!.variants).toBeNull();
    expect(byId.get(a.guyId!)!.updatedAt).toEqual(editedAt); // nobody edited his profile

    // Until it runs, his reviews draw the whole picture; after, the icon.
    const reviews = await listGirlReviews(await reviewBy(gone.guyId!));
    expect(reviews?.map((review) => review.author.avatar)).toEqual([storage.url(missing)]);
    expect((await listGirlReviews(await reviewBy(a.guyId!)))?.map((review) => review.author.avatar)).toEqual([
      icon.url,
    ]);

    // Marked finished: later starts skip it.
    expect(await addGuyAvatarIcons(db)).toBeNull();
  });
});
