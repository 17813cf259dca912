import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as scammerDecision } from '@/app/api/v1/admin/scammer-reports/[id]/decision/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { GET as postFileRoute } from '@/app/api/v1/posts/[id]/file/route';
import { POST as postPostRoute } from '@/app/api/v1/posts/route';
import { POST as reportRoute } from '@/app/api/v1/scammers/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { findPublicGirlId, loadPublicProfile } from '@/features/girls/profile-queries';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, uniqueName } from '../helpers/girls';
import { request } from '../helpers/people';
import { REPORTING_TERMS } from '@/features/reporting/terms';

// An upload from someone not yet trusted for that content is private until a
// moderator publishes it. A scammer report's picture (before review, after a refusal) and a pending
// girl's post media answer a visitor exactly like a missing file; publishing moves them public; a
// refused report's files are deleted.

let actors: TableActors;
let jpeg: string;

beforeAll(async () => {
  actors = await createTableActors();
  jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(320, 320)).bytes, 'image/jpeg');
});

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

function media(key: string) {
  return mediaRoute(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
}

async function missingMedia(): Promise<{ status: number; body: string }> {
  const response = await media(`photos/girls/1/${'0'.repeat(64)}.webp`);
  return { status: response.status, body: await response.text() };
}

async function report(cookie: string): Promise<number> {
  const username = uniqueName('scampic').replace(/\s+/g, '_');
  const response = await reportRoute(
    request('/api/v1/scammers', {
      method: 'POST',
      cookie,
      contentType: 'application/vnd.api+json',
      body: {
        data: {
          type: 'scammers',
          attributes: {
            name: 'Fake Fiona',
            username,
            headline: 'Deposit scam',
            description: 'Took a deposit, never showed.',
            city: 'Reno',
            country: 'United States',
            avatar: jpeg,
            reportingTermsVersion: REPORTING_TERMS.version,
          },
        },
      },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { data: { id: string } }).data.id);
}

async function reportRow(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ url: girls.profilePicSecureUrl, key: girls.profilePicPublicId })
    .from(girls)
    .where(eq(girls.id, id));
  const photos = await db.select().from(girlPhotos).where(eq(girlPhotos.girlId, id));
  return { row, photos };
}

function decide(id: number, publish: boolean) {
  return scammerDecision(
    request(`/x/${id}`, {
      method: 'POST',
      cookie: actors.moderator.cookie,
      body: publish ? { publish } : { publish, reasonCode: 'not_enough_evidence', reason: 'Not enough to go on.' },
      contentType: 'application/json',
    }),
    ctx(id),
  );
}

describe('a scammer report’s picture', () => {
  it('is private before review: moderators see it, a visitor gets a missing file’s 404', async () => {
    const id = await report(actors.guy.cookie);
    const { row, photos } = await reportRow(id);
    expect(photos).toHaveLength(1);
    const photo = photos[0]!;
    expect(photo.storageKey).toMatch(/^private\/avatars\/scammers\/[0-9a-f]{32}\.webp$/);
    expect(row!.url).toBe(`/api/v1/photos/${photo.id}/file`);
    for (const variant of Object.values(photo.variants ?? {})) {
      expect(variant.key.startsWith('private/')).toBe(true);
      expect((await media(variant.key)).status).toBe(404);
    }
    expect((await photoFileRoute(request(row!.url!, { cookie: actors.moderator.cookie }), ctx(photo.id))).status).toBe(
      200,
    );
    const missing = await photoFileRoute(request('/api/v1/photos/999999/file'), ctx(999_999));
    const missingBody = await missing.text();
    for (const cookie of [undefined, actors.guy.cookie, actors.girl.cookie]) {
      const answer = await photoFileRoute(request(row!.url!, { cookie }), ctx(photo.id));
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(missingBody);
    }
  });

  it('refused: the report and its files are gone', async () => {
    const id = await report(actors.guy.cookie);
    const { photos } = await reportRow(id);
    const keys = Object.values(photos[0]!.variants ?? {}).map((variant) => variant.key);
    expect(keys.length).toBeGreaterThan(0);
    expect((await decide(id, false)).status).toBe(204);
    for (const key of keys) expect(await getStorage().get(key)).toBeNull();
    const answer = await photoFileRoute(request(`/api/v1/photos/${photos[0]!.id}/file`), ctx(photos[0]!.id));
    expect(answer.status).toBe(404);
  });

  it('published: moved to a public key, the private copy deleted', async () => {
    const id = await report(actors.guy.cookie);
    const before = await reportRow(id);
    const privateKey = before.photos[0]!.storageKey;
    expect((await decide(id, true)).status).toBe(204);
    const after = await reportRow(id);
    expect(after.photos[0]!.storageKey).toMatch(new RegExp(`^photos/girls/${id}/[0-9a-f]{64}\\.webp$`));
    expect(after.row!.url).toBe(`/media/${after.photos[0]!.storageKey}`);
    expect(after.row!.key).toBe(after.photos[0]!.storageKey);
    expect((await media(after.photos[0]!.storageKey)).status).toBe(200);
    expect(await getStorage().get(privateKey)).toBeNull();
  });
});

async function post(cookie: string, girlId: number) {
  const response = await postPostRoute(
    request('/api/v1/posts', {
      method: 'POST',
      cookie,
      contentType: 'application/vnd.api+json',
      body: { data: { type: 'posts', attributes: { comment: 'Training day', image64: jpeg, userId: girlId } } },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; attributes: { secureUrl: string } } };
  return { id: Number(data.id), secureUrl: data.attributes.secureUrl };
}

async function postRow(id: number) {
  const db = await getDb();
  return (await db.select().from(posts).where(eq(posts.id, id)))[0]!;
}

describe('a pending girl’s post media', () => {
  it('is private: served to her and moderators, a missing file’s 404 for everyone else; public once she is approved', async () => {
    const girl = await createGirl({ prefix: 'pendpost', state: 'pending' });
    const created = await post(girl.cookie, girl.girlId);
    expect(created.secureUrl).toBe(`/api/v1/posts/${created.id}/file`);
    const row = await postRow(created.id);
    expect(row.storageKey).toMatch(new RegExp(`^private/photos/girls/${girl.girlId}/[0-9a-f]{32}\\.webp$`));
    const missing = await missingMedia();
    for (const variant of Object.values(row.variants ?? {})) {
      const answer = await media(variant.key);
      expect(answer.status).toBe(missing.status);
    }
    for (const cookie of [girl.cookie, actors.moderator.cookie]) {
      const served = await postFileRoute(request(created.secureUrl, { cookie }), ctx(created.id));
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
    }
    const missingPost = await (await postFileRoute(request('/api/v1/posts/999999/file'), ctx(999_999))).text();
    for (const cookie of [undefined, actors.guy.cookie, actors.girl.cookie, actors.pendingGirl.cookie]) {
      const answer = await postFileRoute(request(created.secureUrl, { cookie }), ctx(created.id));
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(missingPost);
    }
    // Not listed anywhere public while she is pending.
    expect(await findPublicGirlId(girl.stageName)).toBeNull();

    const approved = await girlDecision(
      request(`/x/${girl.girlId}`, {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(girl.girlId),
    );
    expect(approved.status).toBe(204);
    const published = await postRow(created.id);
    expect(published.storageKey).toMatch(new RegExp(`^photos/girls/${girl.girlId}/[0-9a-f]{64}\\.webp$`));
    expect((await media(published.storageKey!)).status).toBe(200);
    expect(await getStorage().get(row.storageKey!)).toBeNull();
    const profile = await loadPublicProfile(girl.girlId);
    expect(profile?.posts.map((p) => p.id)).toContain(created.id);
  });

  it('an approved girl’s post media is public at once', async () => {
    const created = await post(actors.girl.cookie, actors.girl.girlId);
    const row = await postRow(created.id);
    expect(row.storageKey).toMatch(/^photos\/girls\/\d+\/[0-9a-f]{64}\.webp$/);
    expect(created.secureUrl).toBe(`/media/${row.storageKey}`);
  });
});
