import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchGirlRoute, GET as getGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { DELETE as deletePhotoRoute } from '@/app/api/v1/photos/[id]/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { GET as listPhotosRoute, POST as postPhotoRoute } from '@/app/api/v1/photos/route';
import { POST as postPostRoute } from '@/app/api/v1/posts/route';
import { GET as getMedia } from '@/app/media/[...key]/route';
import { getDb } from '@/server/db';
import { girlPhotos } from '@/server/db/schema';
import { createVerifiedAccount, signIn } from '../helpers/auth';

import * as fixtures from '../fixtures/images/hostile';
import { LOCATION, mp4WithLocation, mp4WithMetadata } from '../fixtures/video';
import { createGirl, type TestGirl } from '../helpers/girls';

// POST/DELETE /api/v1/photos, GET /api/v1/photos?filter[userId]=…, profile pictures and posts:
// who may write, what the public sees before approval, and hostile uploads.

type Who = 'visitor' | 'guy' | 'girl' | 'other girl' | 'moderator';
let cookies: Record<Who, string | undefined>;
let girl: TestGirl;
let png: string;
const OLD_PICTURE = '/media/photos/girls/old/approved.webp';

beforeAll(async () => {
  girl = await createGirl({ values: { profilePicApproved: true, profilePicSecureUrl: OLD_PICTURE } });
  const db = await getDb();
  await db.insert(girlPhotos).values({
    girlId: girl.girlId,
    storageKey: 'photos/girls/old/approved.webp',
    secureUrl: OLD_PICTURE,
    approved: true,
    isProfilePic: true,
  });
  const other = await createGirl();
  const guy = await createVerifiedAccount(['guy'], 'guy');
  const moderator = await createVerifiedAccount(['moderator'], 'mod');
  cookies = {
    visitor: undefined,
    guy: await signIn(guy.username),
    girl: girl.cookie,
    'other girl': other.cookie,
    moderator: await signIn(moderator.username),
  };
  png = fixtures.toDataUrl((await fixtures.plainJpeg(800, 600)).bytes, 'image/jpeg');
});

function request(method: string, pathname: string, who: Who, body?: unknown): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (cookies[who]) headers.Cookie = cookies[who]!;
  return new Request(`http://localhost:3000${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

function upload(who: Who, image64: string, userId = girl.girlId) {
  return postPhotoRoute(
    request('POST', '/api/v1/photos', who, { data: { type: 'photos', attributes: { image64, userId } } }),
    undefined,
  );
}

async function listPhotos(who: Who) {
  const response = await listPhotosRoute(
    request('GET', `/api/v1/photos/?filter[userId]=${girl.girlId}&sort=-id`, who),
    undefined,
  );
  return ((await response.json()) as { data: { id: string; attributes: { approved: boolean; secureUrl: string } }[] })
    .data;
}

/** A photo's file: /media for a public one, the authorised route (as `who`) for a pending one. */
function fetchMedia(url: string, who: Who = 'girl'): Promise<Response> {
  const pending = /^\/api\/v1\/photos\/(\d+)\/file/.exec(url);
  if (pending) return photoFileRoute(request('GET', url, who), ctx(Number(pending[1])));
  const key = url
    .replace(/^\/media\//, '')
    .split('/')
    .map(decodeURIComponent);
  return getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

const TABLE: [Who, number][] = [
  ['visitor', 401],
  ['guy', 403],
  ['other girl', 403],
  ['girl', 201],
  ['moderator', 201],
];

describe('POST /api/v1/photos', () => {
  it.each(TABLE)('%s → %i', async (who, status) => {
    expect((await upload(who, png)).status).toBe(status);
  });

  it("keeps a girl's upload pending (public never sees it) while a moderator's is approved", async () => {
    const own = await listPhotos('girl');
    // The old profile picture, the girl's pending upload and the moderator's approved one.
    expect(own.map((p) => p.attributes.approved).sort()).toEqual([false, true, true]);
    const pub = await listPhotos('visitor');
    expect(pub).toHaveLength(2);
    expect(pub.every((p) => p.attributes.approved)).toBe(true);
    // Newest first (sort=-id).
    expect(Number(own[0]!.id)).toBeGreaterThan(Number(own[1]!.id));
  });

  it('stores an mp4 re-encoded and serves it as video/mp4 without its location, with a private poster', async () => {
    const response = await upload('girl', `data:video/mp4;base64,${mp4WithMetadata().toString('base64')}`);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { attributes: { fileType: string; secureUrl: string } } };
    expect(data.attributes.fileType).toBe('video');
    // Pending: a private file, served to her (and moderators) only, never cached.
    expect(data.attributes.secureUrl).toMatch(/^\/api\/v1\/photos\/\d+\/file$/);
    const served = await fetchMedia(data.attributes.secureUrl);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchMedia(data.attributes.secureUrl, 'visitor')).status).toBe(404);
    expect(Buffer.from(await served.arrayBuffer()).includes(LOCATION)).toBe(false);
    // Its poster frame: a WebP beside it, private like the video.
    const poster = await fetchMedia(`${data.attributes.secureUrl}?variant=poster`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect((await fetchMedia(`${data.attributes.secureUrl}?variant=poster`, 'visitor')).status).toBe(404);
    expect((await fetchMedia(`${data.attributes.secureUrl}?variant=poster`, 'other girl')).status).toBe(404);
  });

  it('refuses an mp4 that ffmpeg cannot read with the spec message (nothing stored)', async () => {
    const before = (await listPhotos('girl')).length;
    const response = await upload('girl', `data:video/mp4;base64,${mp4WithLocation().toString('base64')}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { detail: string }[] };
    expect(body.errors[0]!.detail).toBe('Failed to upload file.');
    expect(await listPhotos('girl')).toHaveLength(before);
  });

  const hostile: [string, () => Promise<{ bytes: Buffer }> | { bytes: Buffer }, string, number][] = [
    ['an SVG with script', fixtures.svgWithScript, 'image/svg+xml', 415],
    ['an SVG declared as PNG', fixtures.svgWithScript, 'image/png', 415],
    ['HTML named .png (bytes do not match)', fixtures.htmlNamedPng, 'image/png', 415],
    ['a JPEG/HTML polyglot', fixtures.jpegHtmlPolyglot, 'image/jpeg', 422],
    ['a 20000×20000 PNG bomb', fixtures.bomb20000Png, 'image/png', 422],
    ['a truncated JPEG', fixtures.truncatedJpeg, 'image/jpeg', 422],
    ['an 11 MB PNG', fixtures.elevenMegabytePng, 'image/png', 413],
    ['PNG bytes declared as mp4', fixtures.pngNamedJpg, 'video/mp4', 415],
  ];
  it.each(hostile)('refuses %s with a clear 4xx', async (_name, make, type, status) => {
    const before = (await listPhotos('girl')).length;
    const response = await upload('girl', fixtures.toDataUrl((await make()).bytes, type));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { errors: { detail: string }[] };
    expect(body.errors[0]!.detail).toMatch(/^(Failed to upload file\.|File must smaller than 10 MB)$/);
    expect(await listPhotos('girl')).toHaveLength(before);
  });

  it('strips GPS from a JPEG (checked with exiftool when installed, else sharp metadata)', async () => {
    const response = await upload('girl', fixtures.toDataUrl((await fixtures.jpegWithGps()).bytes, 'image/jpeg'));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { attributes: { secureUrl: string } } };
    const served = Buffer.from(await (await fetchMedia(data.attributes.secureUrl)).arrayBuffer());
    if (spawnSync('exiftool', ['-ver']).status === 0) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'exif-')), 'photo.webp');
      writeFileSync(file, served);
      const tags = JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', file]).toString()) as Record<
        string,
        unknown
      >[];
      const names = Object.keys(tags[0]!);
      expect(
        names.filter(
          (n) => /GPS|EXIF|XMP|Make|Artist/i.test(n) && !n.startsWith('System') && !n.startsWith('ExifTool'),
        ),
      ).toEqual([]);
    } else {
      const meta = await sharp(served).metadata();
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    }
    expect(served.includes('SpyCam')).toBe(false);
  });
});

describe('DELETE /api/v1/photos/{id}', () => {
  it.each(TABLE.map(([who, status]) => [who, status === 201 ? 204 : status] as [Who, number]))(
    '%s → %i',
    async (who, status) => {
      const created = (await (await upload('moderator', png)).json()) as { data: { id: string } };
      const id = Number(created.data.id);
      expect((await deletePhotoRoute(request('DELETE', `/api/v1/photos/${id}`, who), ctx(id))).status).toBe(status);
      expect((await listPhotos('moderator')).some((p) => Number(p.id) === id)).toBe(status !== 204);
    },
  );
});

describe('profile picture (PATCH /api/v1/girls/{id}, type photos)', () => {
  it('waits for approval while the old approved picture stays public', async () => {
    const avatar = fixtures.toDataUrl((await fixtures.pngNamedJpg()).bytes, 'image/png');
    const forbidden = await patchGirlRoute(
      request('PATCH', `/api/v1/girls/${girl.girlId}`, 'guy', {
        data: { type: 'photos', attributes: { image64: avatar } },
      }),
      ctx(girl.girlId),
    );
    expect(forbidden.status).toBe(403);
    const response = await patchGirlRoute(
      request('PATCH', `/api/v1/girls/${girl.girlId}`, 'girl', {
        data: { id: String(girl.girlId), type: 'photos', attributes: { image64: avatar } },
      }),
      ctx(girl.girlId),
    );
    expect(response.status).toBe(200);
    const own = (await (
      await getGirlRoute(request('GET', `/api/v1/girls/${girl.girlId}`, 'girl'), ctx(girl.girlId))
    ).json()) as { data: { attributes: Record<string, unknown> } };
    expect(own.data.attributes.profilePicApproved).toBeNull();
    // Waiting for a moderator: the private file's authorised route.
    expect(own.data.attributes.pendingProfilePicUrl).toMatch(/^\/api\/v1\/photos\/\d+\/file$/);
    const pub = (await (
      await getGirlRoute(request('GET', `/api/v1/girls/${girl.girlId}`, 'visitor'), ctx(girl.girlId))
    ).json()) as { data: { attributes: Record<string, unknown> } };
    // The old approved picture stays public; the pending one is not shown.
    expect(pub.data.attributes.profilePicUrl).toBe(OLD_PICTURE);
    expect(pub.data.attributes).not.toHaveProperty('pendingProfilePicUrl');
  });

  it('deleted from Photos, the pending picture leaves her without one, not with a dead link', async () => {
    const avatar = fixtures.toDataUrl((await fixtures.pngNamedJpg()).bytes, 'image/png');
    const patched = await patchGirlRoute(
      request('PATCH', `/api/v1/girls/${girl.girlId}`, 'girl', {
        data: { id: String(girl.girlId), type: 'photos', attributes: { image64: avatar } },
      }),
      ctx(girl.girlId),
    );
    expect(patched.status).toBe(200);
    const ownView = async () =>
      (
        (await (
          await getGirlRoute(request('GET', `/api/v1/girls/${girl.girlId}`, 'girl'), ctx(girl.girlId))
        ).json()) as {
          data: { attributes: Record<string, unknown> };
        }
      ).data.attributes;
    const pendingUrl = String((await ownView()).pendingProfilePicUrl);
    const photoId = Number(/^\/api\/v1\/photos\/(\d+)\/file$/.exec(pendingUrl)![1]);
    expect((await fetchMedia(pendingUrl)).status).toBe(200);

    const deleted = await deletePhotoRoute(request('DELETE', `/api/v1/photos/${photoId}`, 'girl'), ctx(photoId));
    expect(deleted.status).toBe(204);
    const own = await ownView();
    // Every picture URL she is still given answers: none points at the deleted photo.
    for (const value of Object.values(own)) {
      if (typeof value === 'string' && /^\/(api\/v1\/photos|media)\//.test(value)) {
        expect(value).not.toBe(pendingUrl);
        if (value.startsWith('/api/')) expect((await fetchMedia(value)).status).toBe(200);
      }
    }
    expect(own.pendingProfilePicUrl ?? null).toBeNull();
  });
});

describe('POST /api/v1/posts', () => {
  it.each(TABLE)('%s → %i', async (who, status) => {
    const response = await postPostRoute(
      request('POST', '/api/v1/posts', who, {
        data: { type: 'posts', attributes: { comment: `Post by ${who}`, userId: girl.girlId } },
      }),
      undefined,
    );
    expect(response.status).toBe(status);
  });

  it('takes a photo and refuses an empty post', async () => {
    const withPhoto = await postPostRoute(
      request('POST', '/api/v1/posts', 'girl', {
        data: { type: 'posts', attributes: { image64: png, userId: girl.girlId } },
      }),
      undefined,
    );
    expect(withPhoto.status).toBe(201);
    expect(((await withPhoto.json()) as { data: { attributes: { fileType: string } } }).data.attributes.fileType).toBe(
      'image',
    );
    const empty = await postPostRoute(
      request('POST', '/api/v1/posts', 'girl', {
        data: { type: 'posts', attributes: { comment: ' ', userId: girl.girlId } },
      }),
      undefined,
    );
    expect(empty.status).toBe(400);
  });
});
