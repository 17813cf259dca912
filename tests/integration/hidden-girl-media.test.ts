import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { DELETE as unbanRoute, POST as banRoute } from '@/app/api/v1/admin/girls/[id]/ban/route';
import { DELETE as deleteMyAccount } from '@/app/api/v1/my-profiles/[id]/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { POST as postPhotoRoute } from '@/app/api/v1/photos/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { setGirlVisibility } from '@/features/girls/visibility-service';
import { profileShareImage } from '@/features/seo/profile-share-image';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { makePendingPhotosPrivate } from '@/server/db/data-migrations/private-pending-photos';
import { girlPhotos, girls, user } from '@/server/db/schema';
import * as fixtures from '../fixtures/images/hostile';
import { createGirl, setGirl, type TestGirl } from '../helpers/girls';
import { drainJobs } from '../helpers/jobs';
import { createModerator, request, type Person } from '../helpers/people';

// A hidden or deleted girl's pictures and share card leave their public, year-cached /media URLs
// (decision 045): the old URLs answer 404 while she is hidden, she and the moderators still see
// them through the authorised route, and shown again they are back at the same URLs. A share
// card replaced by a new one (a new name, picture or place) is deleted.

let moderator: Person;
let jpeg: string;

beforeAll(async () => {
  moderator = await createModerator();
  jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(640, 480)).bytes, 'image/jpeg');
});

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

/** GET of a /media URL, as the browser would fetch it. */
function fetchMedia(url: string) {
  const key = url.replace(/^\/media\//, '');
  return mediaRoute(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ key: key.split('/').map(decodeURIComponent) }),
  });
}

/** A public photo of hers (a moderator's upload is approved at once), made her profile picture. */
async function publicPhoto(girl: TestGirl): Promise<{ id: number; secureUrl: string; thumbUrl: string }> {
  const response = await postPhotoRoute(
    request('/api/v1/photos', {
      method: 'POST',
      cookie: moderator.cookie,
      body: { data: { type: 'photos', attributes: { image64: jpeg, userId: girl.girlId } } },
      contentType: 'application/vnd.api+json',
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as {
    data: { id: string; attributes: { secureUrl: string; thumbUrl: string } };
  };
  const db = await getDb();
  const [row] = await db
    .select()
    .from(girlPhotos)
    .where(eq(girlPhotos.id, Number(data.id)));
  await db
    .update(girls)
    .set({ profilePicPublicId: row!.storageKey, profilePicSecureUrl: row!.secureUrl, profilePicApproved: true })
    .where(eq(girls.id, girl.girlId));
  await db.update(user).set({ image: row!.secureUrl }).where(eq(user.id, girl.userId));
  expect(data.attributes.secureUrl).toMatch(/^\/media\/photos\/girls\//);
  return { id: Number(data.id), ...data.attributes };
}

async function shareCard(girl: TestGirl, stageName = girl.stageName, pictureUrl: string | null = null) {
  const card = await profileShareImage({
    id: girl.girlId,
    stageName,
    pictureUrl,
    city: 'Denver',
    state: 'CO',
    country: 'USA',
  });
  expect(card).not.toBeNull();
  return card!.url;
}

async function statuses(urls: string[]): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await fetchMedia(url)).status));
}

describe('a hidden girl’s public media', () => {
  it('a replaced share card is deleted; the current one is on her record', async () => {
    const girl = await createGirl({ prefix: 'card' });
    const first = await shareCard(girl);
    expect(await statuses([first])).toEqual([200]);
    const second = await shareCard(girl, `${girl.stageName} Renamed`);
    expect(second).not.toBe(first);
    expect(await statuses([first, second])).toEqual([404, 200]);
    const db = await getDb();
    const [row] = await db.select({ key: girls.shareCardKey }).from(girls).where(eq(girls.id, girl.girlId));
    expect(`/media/${row!.key}`).toBe(second);
  });

  it('her switch off: photos, thumbnails and share card answer 404; she still sees hers; on again, back at the same URLs', async () => {
    const girl = await createGirl({ prefix: 'hideme' });
    const photo = await publicPhoto(girl);
    const card = await shareCard(girl, girl.stageName, photo.secureUrl);
    const urls = [photo.secureUrl, photo.thumbUrl];
    expect(await statuses([...urls, card])).toEqual([200, 200, 200]);

    const actor = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    await setGirlVisibility(actor, girl.girlId, false);
    expect(await statuses([...urls, card])).toEqual([404, 404, 404]);
    // Her own pages show it through the authorised route; her account picture follows.
    const own = await photoFileRoute(
      request(`/api/v1/photos/${photo.id}/file`, { cookie: girl.cookie }),
      ctx(photo.id),
    );
    expect(own.status).toBe(200);
    const db = await getDb();
    const [account] = await db.select({ image: user.image }).from(user).where(eq(user.id, girl.userId));
    expect(account!.image).toBe(`/api/v1/photos/${photo.id}/file`);

    await setGirlVisibility(actor, girl.girlId, true);
    expect(await statuses(urls)).toEqual([200, 200]);
    const [again] = await db.select({ image: user.image }).from(user).where(eq(user.id, girl.userId));
    expect(again!.image).toBe(photo.secureUrl);
  });

  it('hidden by a moderator, or her account deleted: the old URLs answer 404', async () => {
    for (const hide of ['moderator', 'deleted'] as const) {
      const girl = await createGirl({ prefix: hide.slice(0, 6) });
      const photo = await publicPhoto(girl);
      const card = await shareCard(girl, girl.stageName, photo.secureUrl);
      const answer =
        hide === 'moderator'
          ? await girlAttributes(
              request(`/api/v1/admin/girls/${girl.girlId}/attributes`, {
                method: 'PATCH',
                cookie: moderator.cookie,
                body: { attribute: 'admin_show_profile', value: false, reasonCode: 'rules_broken' },
                contentType: 'application/json',
              }),
              ctx(girl.girlId),
            )
          : await deleteMyAccount(
              request(`/api/v1/my-profiles/${girl.userId}`, { method: 'DELETE', cookie: girl.cookie }),
              { params: Promise.resolve({ id: girl.userId }) },
            );
      expect(answer.status, hide).toBeLessThan(300);
      expect(await statuses([photo.secureUrl, photo.thumbUrl, card]), hide).toEqual([404, 404, 404]);
    }
  });
});

/** A moderator's ban of her account until `unbanAt` (an ISO time). */
async function ban(girl: TestGirl, unbanAt: string) {
  const answer = await banRoute(
    request(`/api/v1/admin/girls/${girl.girlId}/ban`, {
      method: 'POST',
      cookie: moderator.cookie,
      body: { unbanAt, reasonCode: 'rules_broken' },
      contentType: 'application/json',
    }),
    ctx(girl.girlId),
  );
  expect(answer.status).toBe(204);
}

/** Her own upload: it waits for a moderator. */
async function upload(girl: TestGirl): Promise<number> {
  const uploaded = await postPhotoRoute(
    request('/api/v1/photos', {
      method: 'POST',
      cookie: girl.cookie,
      body: { data: { type: 'photos', attributes: { image64: jpeg, userId: girl.girlId } } },
      contentType: 'application/vnd.api+json',
    }),
    undefined,
  );
  expect(uploaded.status).toBe(201);
  return Number(((await uploaded.json()) as { data: { id: string } }).data.id);
}

async function approve(id: number): Promise<void> {
  const decided = await photoDecision(
    request(`/api/v1/admin/girl-photos/${id}/decision`, {
      method: 'POST',
      cookie: moderator.cookie,
      body: { approved: true },
      contentType: 'application/json',
    }),
    ctx(id),
  );
  expect(decided.status).toBe(204);
}

async function photoRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(girlPhotos).where(eq(girlPhotos.id, id));
  return row!;
}

/** The /media URLs of a photo row (large and thumbnail), whatever its key is now. */
function mediaUrls(row: { storageKey: string; variants: Record<string, { key: string }> | null }): string[] {
  return [row.storageKey, ...Object.values(row.variants ?? {}).map((v) => v.key)].map((key) => `/media/${key}`);
}

describe('a ban with an end date, and approvals while she is not public', () => {
  it('banned until a date: photos, thumbnail and share card answer 404; a moderator’s unban brings them back', async () => {
    const girl = await createGirl({ prefix: 'tban' });
    const photo = await publicPhoto(girl);
    const card = await shareCard(girl, girl.stageName, photo.secureUrl);
    expect(await statuses([photo.secureUrl, photo.thumbUrl, card])).toEqual([200, 200, 200]);

    await ban(girl, new Date(Date.now() + 7 * 86_400_000).toISOString());
    expect(await statuses([photo.secureUrl, photo.thumbUrl, card])).toEqual([404, 404, 404]);
    expect((await photoRow(photo.id)).storageKey).toMatch(/^private\//);

    const lifted = await unbanRoute(
      request(`/api/v1/admin/girls/${girl.girlId}/ban`, { method: 'DELETE', cookie: moderator.cookie }),
      ctx(girl.girlId),
    );
    expect(lifted.status).toBe(204);
    expect(await statuses([photo.secureUrl, photo.thumbUrl])).toEqual([200, 200]);
  });

  it('a ban that ends by itself: the job queued for its end puts her files back at the same URLs', async () => {
    const girl = await createGirl({ prefix: 'eban' });
    const photo = await publicPhoto(girl);
    const ends = new Date(Date.now() + 3_600_000);
    await ban(girl, ends.toISOString());
    expect(await statuses([photo.secureUrl, photo.thumbUrl])).toEqual([404, 404]);
    const db = await getDb();
    const job = sql`name = 'girl-media-sync' AND (data->>'girlId')::int = ${girl.girlId} AND state = 'created'`;
    const queued = await db.execute<{ start_after: string | Date }>(
      sql`SELECT start_after FROM pgboss.job WHERE ${job}`,
    );
    expect(queued.rows.map((row) => new Date(row.start_after).getTime())).toEqual([ends.getTime()]);
    // Nothing is due before the end.
    await drainJobs();
    expect(await statuses([photo.secureUrl])).toEqual([404]);

    // The hour passes: the ban has expired and the job is due.
    await db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1_000) })
      .where(eq(user.id, girl.userId));
    await db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE ${job}`);
    await drainJobs();
    expect(await statuses([photo.secureUrl, photo.thumbUrl])).toEqual([200, 200]);
  });

  it('a photo approved while she is hidden or banned stays private; it goes public when she is shown', async () => {
    for (const hide of ['hidden', 'banned'] as const) {
      const girl = await createGirl({ prefix: `ap${hide.slice(0, 4)}` });
      const id = await upload(girl);
      if (hide === 'hidden') await setGirl(girl.girlId, { adminShowProfile: false });
      else await ban(girl, new Date(Date.now() + 86_400_000).toISOString());
      await approve(id);
      const approved = await photoRow(id);
      expect(approved.approved, hide).toBe(true);
      expect(approved.storageKey, hide).toMatch(/^private\//);
      expect(await statuses(mediaUrls(approved)), hide).toEqual(mediaUrls(approved).map(() => 404));

      // A restart's data migration (it publishes approved photos left private) leaves it too.
      expect(await makePendingPhotosPrivate(await getDb())).toBeGreaterThanOrEqual(0);
      expect((await photoRow(id)).storageKey, hide).toMatch(/^private\//);

      if (hide === 'hidden') {
        await girlAttributes(
          request(`/api/v1/admin/girls/${girl.girlId}/attributes`, {
            method: 'PATCH',
            cookie: moderator.cookie,
            body: { attribute: 'admin_show_profile', value: true },
            contentType: 'application/json',
          }),
          ctx(girl.girlId),
        );
      } else {
        await unbanRoute(
          request(`/api/v1/admin/girls/${girl.girlId}/ban`, { method: 'DELETE', cookie: moderator.cookie }),
          ctx(girl.girlId),
        );
      }
      const shown = await photoRow(id);
      expect(shown.secureUrl, hide).toMatch(/^\/media\/photos\/girls\//);
      expect(await statuses(mediaUrls(shown)), hide).toEqual(mediaUrls(shown).map(() => 200));
    }
  });
});
