import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as photoDecisionRoute } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { PATCH as patchGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { POST as commentRoute } from '@/app/api/v1/girls-only-comments/route';
import { POST as reviewRoute } from '@/app/api/v1/guy-reviews/route';
import { DELETE as deletePhotoRoute } from '@/app/api/v1/photos/[id]/route';
import { getClientProfile } from '@/features/client-profiles/queries';
import { listComments } from '@/features/comments/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getSessionInfo } from '@/server/auth/session-info';
import { getDb } from '@/server/db';
import { addGirlPictureIcons, GIRL_PICTURE_ICONS_MIGRATION } from '@/server/db/data-migrations/girl-picture-icons';
import { comments, finishedDataMigrations, girlPhotos, girls, guys, type ImageVariants } from '@/server/db/schema';
import { privateKey } from '@/server/images';
import { contentAddressedKey, getStorage } from '@/server/storage';
import { photoFileUrl } from '@/server/storage/photo-files';
import * as fixtures from '../fixtures/images/hostile';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, request, type Person } from '../helpers/people';
import { call, insertTimewaster } from '../helpers/timewasters';

// Decision 038, session 35: a girl's picture is drawn in a 32–36 px circle beside her reviews of a
// guy, her girls-only comments, her timewaster comments and in the comments widget. Each now gets
// her approved profile picture's 64² icon (girlIcon), never a pending picture's, and the profile
// pictures stored before icons get theirs from a data migration.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const actorOf = (cookie?: string) => getActorFromHeaders(new Headers(cookie ? { cookie } : {}));
async function signedIn(cookie: string) {
  const actor = await actorOf(cookie);
  if (actor.kind === 'visitor') throw new Error('signed out');
  return actor;
}
const post = (route: Route | typeof reviewRoute, body: unknown, cookie: string, id = '') =>
  (route as Route)(request(`/x/${id}`, { method: 'POST', cookie, body, contentType: 'application/json' }), ctx(id));

let moderator: Person;
let client: Person;

beforeAll(async () => {
  moderator = await createModerator();
  client = await createGuy();
});

async function sizeOf(key: string) {
  const object = await getStorage().get(key);
  expect(object, `stored file ${key}`).not.toBeNull();
  const metadata = await sharp(object!.bytes).metadata();
  return [metadata.format, metadata.width, metadata.height];
}

/** Larger than the icon (a 64² picture's avatar and icon are the same file): `seed` changes its colour. */
async function pictureDataUrl(seed: number): Promise<string> {
  const png = await sharp({
    create: { width: 240, height: 160, channels: 3, background: { r: seed % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function uploadProfilePicture(girl: TestGirl, seed: number) {
  const response = await patchGirlRoute(
    request(`/api/v1/girls/${girl.girlId}`, {
      method: 'PATCH',
      cookie: girl.cookie,
      contentType: 'application/vnd.api+json',
      body: { data: { id: String(girl.girlId), type: 'photos', attributes: { image64: await pictureDataUrl(seed) } } },
    }),
    ctx(girl.girlId),
  );
  expect(response.status).toBe(200);
  return Number(((await response.json()) as { data: { id: string } }).data.id);
}

async function photoOf(photoId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ key: girlPhotos.storageKey, url: girlPhotos.secureUrl, variants: girlPhotos.variants })
    .from(girlPhotos)
    .where(eq(girlPhotos.id, photoId));
  return row!;
}

/** A review and a girls-only comment by `girl` on the client, a timewaster comment and a widget comment. */
async function writeEverywhere(girl: TestGirl) {
  expect((await post(reviewRoute, { guyId: client.guyId, comment: 'On time.', thumb: 2 }, girl.cookie)).status).toBe(
    201,
  );
  expect(
    (await post(commentRoute, { guyId: client.guyId, comment: `Paid ${girl.username}` }, girl.cookie)).status,
  ).toBe(201);
  const timewasterId = await insertTimewaster(girl.girlId);
  const db = await getDb();
  await db
    .insert(comments)
    .values({ thread: 'home', authorUserId: girl.userId, comment: `Hello from ${girl.username}` });
  return timewasterId;
}

/** Her picture's URL in each of the four places, as each viewer gets it. */
async function picturesOf(girl: TestGirl, timewasterId: number) {
  const profile = await getClientProfile(await actorOf(moderator.cookie), client.username);
  if (profile.state !== 'ok') throw new Error(profile.state);
  const review = profile.reviews!.find((r) => r.girlId === girl.girlId)!;
  const comment = profile.girlsOnlyComments!.find((c) => c.comment === `Paid ${girl.username}`)!;
  const listed = await call(
    'GET',
    `/api/v1/timewaster-comments?filter[timewasterId]=${timewasterId}`,
    moderator.cookie,
  );
  expect(listed.status).toBe(200);
  const thumbnails = (listed.json() as { data: Array<{ attributes: { thumbnailUrl: string | null } }> }).data.map(
    (c) => c.attributes.thumbnailUrl,
  );
  const widget = (await listComments('home', null)).find((c) => c.comment === `Hello from ${girl.username}`)!;
  return {
    review: review.girlPicture,
    girlsOnlyComment: comment.girlPicture,
    timewasterComments: thumbnails,
    widget: widget.author!.avatarUrl,
  };
}

describe('a girl’s profile picture drawn small', () => {
  it('waiting for a moderator, it carries a private icon that no list shows; approved, every list draws its public 64² icon', async () => {
    const girl = await createGirl({ prefix: 'gicon' });
    const timewasterId = await writeEverywhere(girl);
    const photoId = await uploadProfilePicture(girl, 41);
    const pending = await photoOf(photoId);
    expect(pending.variants?.icon).toMatchObject({ width: 64, height: 64 });
    expect(pending.variants!.icon!.key).toMatch(/^private\//);

    // Pending: no list gives the picture, its icon or any of its files.
    const whilePending = await picturesOf(girl, timewasterId);
    expect(whilePending).toEqual({ review: null, girlsOnlyComment: null, timewasterComments: [null], widget: null });
    expect(JSON.stringify(whilePending)).not.toContain(photoFileUrl(photoId));
    // Her own header shows her waiting picture whole, as before icons.
    const ownSession = await getSessionInfo(await signedIn(girl.cookie));
    expect([ownSession.avatar, ownSession.avatar_icon]).toEqual([photoFileUrl(photoId), photoFileUrl(photoId)]);
    const pendingUrls = Object.values(pending.variants!).map((variant) => variant.url);
    for (const url of pendingUrls) expect(JSON.stringify(whilePending)).not.toContain(url);

    const decided = await post(photoDecisionRoute as Route, { approved: true }, moderator.cookie, String(photoId));
    expect(decided.status).toBe(204);
    const approved = await photoOf(photoId);
    const icon = approved.variants!.icon!;
    expect(icon.key).toMatch(new RegExp(`^photos/girls/${girl.girlId}/[0-9a-f]{64}\\.webp$`));
    expect(await sizeOf(icon.key)).toEqual(['webp', 64, 64]);
    expect(icon.url).not.toBe(approved.url);
    const db = await getDb();
    const [row] = await db.select({ url: girls.profilePicSecureUrl }).from(girls).where(eq(girls.id, girl.girlId));
    expect(row!.url).toBe(approved.url);

    expect(await picturesOf(girl, timewasterId)).toEqual({
      review: icon.url,
      girlsOnlyComment: icon.url,
      timewasterComments: [icon.url],
      widget: icon.url,
    });
    const session = await getSessionInfo(await signedIn(girl.cookie));
    expect([session.avatar, session.avatar_icon]).toEqual([approved.url, icon.url]);
  });

  it('a new picture waiting for a moderator leaves the approved one’s icon where it was shown, and never shows its own', async () => {
    const girl = await createGirl({ prefix: 'gicon2' });
    const timewasterId = await writeEverywhere(girl);
    const first = await uploadProfilePicture(girl, 42);
    expect((await post(photoDecisionRoute as Route, { approved: true }, moderator.cookie, String(first))).status).toBe(
      204,
    );
    const second = await uploadProfilePicture(girl, 43);
    const pendingIcon = (await photoOf(second)).variants!.icon!.url;
    const shown = await picturesOf(girl, timewasterId);
    // Her record points at the waiting one (profile_pic_approved null): hidden everywhere, the widget too.
    expect(shown).toEqual({ review: null, girlsOnlyComment: null, timewasterComments: [null], widget: null });
    expect(JSON.stringify(shown)).not.toContain(photoFileUrl(second));
    expect(JSON.stringify(shown)).not.toContain(pendingIcon);
  });

  it('deleting the picture deletes its icon with its other files', async () => {
    const girl = await createGirl({ prefix: 'gicon3' });
    const photoId = await uploadProfilePicture(girl, 44);
    expect(
      (await post(photoDecisionRoute as Route, { approved: true }, moderator.cookie, String(photoId))).status,
    ).toBe(204);
    const { variants } = await photoOf(photoId);
    expect(variants?.icon).toBeDefined();
    const deleted = await deletePhotoRoute(
      request(`/api/v1/photos/${photoId}`, { method: 'DELETE', cookie: girl.cookie }),
      ctx(photoId),
    );
    expect(deleted.status).toBe(204);
    for (const variant of Object.values(variants!)) expect(await getStorage().get(variant.key)).toBeNull();
  });

  it('the widget draws a guy’s icon when the author is a guy', async () => {
    const guy = await createGuy();
    const db = await getDb();
    const icon = { key: 'avatars/guys/x/icon.webp', url: '/media/avatars/guys/x/icon.webp', width: 64, height: 64 };
    await db
      .update(guys)
      .set({
        cloudinarySecureUrl: '/media/avatars/guys/x/full.webp',
        avatarVariants: { avatar: { key: 'avatars/guys/x/full.webp', url: '/media/avatars/guys/x/full.webp' }, icon },
      })
      .where(eq(guys.id, guy.guyId!));
    await db.insert(comments).values({ thread: 'home', authorUserId: guy.userId, comment: `Guy ${guy.username}` });
    const shown = (await listComments('home', null)).find((c) => c.comment === `Guy ${guy.username}`);
    expect(shown?.author).toEqual({ username: guy.username, avatarUrl: icon.url });
  });
});

describe('the data migration for profile pictures stored before icons', () => {
  it('gives each profile picture’s file one icon beside it (private ones a private key), leaves a missing file and other photos alone, and runs once', async () => {
    const storage = getStorage();
    const db = await getDb();
    const [a, b, waiting, gone] = await Promise.all([
      createGirl({ prefix: 'migA' }),
      createGirl({ prefix: 'migB' }),
      createGirl({ prefix: 'migW' }),
      createGirl({ prefix: 'migG' }),
    ]);
    const timewasterId = await writeEverywhere(a);

    // A's profile picture, shared by B's (the seed's pool) and by another girl's gallery photo.
    const bytes = (await fixtures.plainJpeg(300, 200)).bytes;
    const folder = `photos/girls/${a.girlId}`;
    const key = contentAddressedKey(folder, bytes, 'jpg');
    await storage.put(key, bytes, 'image/jpeg');
    const url = storage.url(key);
    const large = { large: { key, url, width: 300, height: 200 } };
    const [pa, pb, gallery] = await db
      .insert(girlPhotos)
      .values([
        { girlId: a.girlId, storageKey: key, secureUrl: url, variants: large, approved: true, isProfilePic: true },
        { girlId: b.girlId, storageKey: key, secureUrl: url, variants: null, approved: true, isProfilePic: true },
        { girlId: gone.girlId, storageKey: key, secureUrl: url, variants: large, approved: true },
      ])
      .returning({ id: girlPhotos.id });
    for (const girl of [a, b]) {
      await db
        .update(girls)
        .set({ profilePicSecureUrl: url, profilePicPublicId: key, profilePicApproved: true })
        .where(eq(girls.id, girl.girlId));
    }
    // A picture waiting for a moderator (private, not marked yet: her record points at it).
    const hiddenKey = privateKey(`photos/girls/${waiting.girlId}`, 'jpg');
    await storage.put(hiddenKey, bytes, 'image/jpeg');
    const [pw] = await db
      .insert(girlPhotos)
      .values({
        girlId: waiting.girlId,
        storageKey: hiddenKey,
        secureUrl: storage.url(hiddenKey),
        variants: { large: { key: hiddenKey, url: storage.url(hiddenKey) } },
        approved: false,
      })
      .returning({ id: girlPhotos.id });
    await db
      .update(girls)
      .set({ profilePicSecureUrl: photoFileUrl(pw!.id), profilePicPublicId: hiddenKey, profilePicApproved: null })
      .where(eq(girls.id, waiting.girlId));
    // A profile picture whose file is gone.
    const missing = `photos/girls/${gone.girlId}/${'0'.repeat(64)}.webp`;
    const [pg] = await db
      .insert(girlPhotos)
      .values({
        girlId: gone.girlId,
        storageKey: missing,
        secureUrl: storage.url(missing),
        variants: { large: { key: missing, url: storage.url(missing) } },
        approved: true,
        isProfilePic: true,
      })
      .returning({ id: girlPhotos.id });

    // Before it runs, her lists draw the whole picture.
    expect((await picturesOf(a, timewasterId)).review).toBe(url);

    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, GIRL_PICTURE_ICONS_MIGRATION));
    const lines: string[] = [];
    expect(await addGirlPictureIcons(db, { log: (line) => lines.push(line) })).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('missing or unreadable'))).toBe(true);

    const ids = [pa!.id, pb!.id, gallery!.id, pw!.id, pg!.id];
    const read = async () =>
      new Map(
        (
          await db
            .select({ id: girlPhotos.id, variants: girlPhotos.variants })
            .from(girlPhotos)
            .where(inArray(girlPhotos.id, ids))
        ).map((row) => [row.id, row.variants]),
      );
    const after = await read();
    const icon = after.get(pa!.id)!.icon!;
    expect(after.get(pa!.id)).toEqual<ImageVariants>({
      ...large,
      icon: { key: icon.key, url: storage.url(icon.key), width: 64, height: 64 },
    });
    expect(icon.key.startsWith(`${folder}/`)).toBe(true);
    expect(await sizeOf(icon.key)).toEqual(['webp', 64, 64]);
    // B's row had no variants: it gets its file beside the shared icon, so deleting it deletes both.
    expect(after.get(pb!.id)).toEqual({ large: { key, url }, icon });
    expect(after.get(gallery!.id)).toEqual(large);
    const privateIcon = after.get(pw!.id)!.icon!;
    expect(privateIcon.key.startsWith(`private/photos/girls/${waiting.girlId}/`)).toBe(true);
    expect(await sizeOf(privateIcon.key)).toEqual(['webp', 64, 64]);
    expect(after.get(pg!.id)).toEqual({ large: { key: missing, url: storage.url(missing) } });

    // After, her lists draw the icon.
    expect(await picturesOf(a, timewasterId)).toEqual({
      review: icon.url,
      girlsOnlyComment: icon.url,
      timewasterComments: [icon.url],
      widget: icon.url,
    });

    // Marked finished: later starts skip it; run again regardless, it changes nothing.
    expect(await addGirlPictureIcons(db)).toBeNull();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, GIRL_PICTURE_ICONS_MIGRATION));
    expect(await addGirlPictureIcons(db)).toBe(0);
    expect(await read()).toEqual(after);
    const [mark] = await db
      .select()
      .from(finishedDataMigrations)
      .where(and(eq(finishedDataMigrations.name, GIRL_PICTURE_ICONS_MIGRATION)));
    expect(mark).toBeDefined();
  });
});
