import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { DELETE as deleteMyAccount } from '@/app/api/v1/my-profiles/[id]/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { POST as postPhotoRoute } from '@/app/api/v1/photos/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { setGirlVisibility } from '@/features/girls/visibility-service';
import { profileShareImage } from '@/features/seo/profile-share-image';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { girlPhotos, girls, user } from '@/server/db/schema';
import * as fixtures from '../fixtures/images/hostile';
import { createGirl, type TestGirl } from '../helpers/girls';
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
