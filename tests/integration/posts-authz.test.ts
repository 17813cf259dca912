import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE as deletePostRoute, PATCH as patchPostRoute } from '@/app/api/v1/posts/[id]/route';
import { POST as postPostRoute } from '@/app/api/v1/posts/route';
import { girlCacheTag } from '@/features/girls/cache';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { auditLog, posts } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { createTableActors, type TableActors } from '../helpers/actors';
import { request } from '../helpers/people';

// Posts can be edited and deleted by their author and by moderators: ownership is in the WHERE
// (someone else's post answers exactly like a missing one), a moderator's edit or delete is audited
// with before and after, a deleted post's files leave the storage and her profile's caches drop.

vi.mock('@/server/cache', async (original) => {
  const real = await original<typeof import('@/server/cache')>();
  return { ...real, dropCacheTag: vi.fn(real.dropCacheTag) };
});
afterEach(() => vi.mocked(dropCacheTag).mockClear());

type Who = 'visitor' | 'guy' | 'girl' | 'pendingGirl' | 'otherGirl' | 'moderator';
let actors: TableActors;
const cookieOf = (who: Who) => (who === 'visitor' ? undefined : actors[who].cookie);

beforeAll(async () => {
  actors = await createTableActors();
});

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const MISSING_ID = 999_999_999;

async function insertPost(girlId: number, comment: string | null = 'Open mat on Sunday'): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(posts).values({ girlId, comment }).returning({ id: posts.id });
  return row!.id;
}

async function postRow(id: number) {
  const db = await getDb();
  return (await db.select().from(posts).where(eq(posts.id, id)))[0];
}

function patch(who: Who, id: number, attributes: Record<string, unknown>) {
  return patchPostRoute(
    request(`/api/v1/posts/${id}`, {
      method: 'PATCH',
      cookie: cookieOf(who),
      body: { data: { type: 'posts', id: String(id), attributes } },
    }),
    ctx(id),
  );
}

function remove(who: Who, id: number) {
  return deletePostRoute(request(`/api/v1/posts/${id}`, { method: 'DELETE', cookie: cookieOf(who) }), ctx(id));
}

async function auditRows(postId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'posts'), eq(auditLog.targetId, String(postId))));
}

// The author's post is edited/deleted by each actor; the expected status and whether it changed.
const TABLE: ReadonlyArray<{ who: Who; edit: number; remove: number; changes: boolean }> = [
  { who: 'visitor', edit: 401, remove: 401, changes: false },
  { who: 'guy', edit: 403, remove: 403, changes: false },
  { who: 'pendingGirl', edit: 404, remove: 404, changes: false },
  { who: 'otherGirl', edit: 404, remove: 404, changes: false },
  { who: 'girl', edit: 200, remove: 204, changes: true },
  { who: 'moderator', edit: 200, remove: 204, changes: true },
];

describe('PATCH /api/v1/posts/{id} and DELETE /api/v1/posts/{id}: the authorization table', () => {
  it.each(TABLE)('$who: edit $edit, delete $remove', async ({ who, edit, remove: removeStatus, changes }) => {
    const id = await insertPost(actors.girl.girlId);
    const edited = await patch(who, id, { comment: `Edited by ${who}` });
    expect(edited.status).toBe(edit);
    expect((await postRow(id))?.comment).toBe(changes ? `Edited by ${who}` : 'Open mat on Sunday');
    const deleted = await remove(who, id);
    expect(deleted.status).toBe(removeStatus);
    expect(await postRow(id)).toEqual(changes ? undefined : expect.objectContaining({ id }));
  });

  it('someone else’s post answers exactly like a missing one (no oracle on ids)', async () => {
    const id = await insertPost(actors.girl.girlId);
    for (const who of ['otherGirl', 'pendingGirl'] as const) {
      const theirs = await patch(who, id, { comment: 'x' });
      const missing = await patch(who, MISSING_ID, { comment: 'x' });
      expect(theirs.status).toBe(missing.status);
      expect(await theirs.text()).toBe(await missing.text());
      const theirsDelete = await remove(who, id);
      const missingDelete = await remove(who, MISSING_ID);
      expect(theirsDelete.status).toBe(missingDelete.status);
      expect(await theirsDelete.text()).toBe(await missingDelete.text());
    }
  });

  it('a pending girl edits and deletes her own posts', async () => {
    const id = await insertPost(actors.pendingGirl.girlId);
    expect((await patch('pendingGirl', id, { comment: 'Still waiting' })).status).toBe(200);
    expect((await postRow(id))?.comment).toBe('Still waiting');
    expect((await remove('pendingGirl', id)).status).toBe(204);
    expect(await postRow(id)).toBeUndefined();
  });
});

describe('editing a post', () => {
  it('answers the new comment and drops her profile’s caches', async () => {
    const id = await insertPost(actors.girl.girlId);
    const response = await patch('girl', id, { comment: '  New class times  ' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string; attributes: { comment: string } } };
    expect(body.data).toMatchObject({ id: String(id), attributes: { comment: 'New class times' } });
    expect(vi.mocked(dropCacheTag).mock.calls.map(([tag]) => tag)).toContain(girlCacheTag(actors.girl.girlId));
  });

  it('keeps a text-only post’s comment required, and limits its length, with the spec’s messages', async () => {
    const id = await insertPost(actors.girl.girlId);
    const emptied = await patch('girl', id, { comment: '   ' });
    expect(emptied.status).toBe(400);
    expect(await emptied.json()).toMatchObject({
      errors: [{ detail: 'This field is required', source: { pointer: '/data/attributes/comment' } }],
    });
    const long = await patch('girl', id, { comment: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      errors: [{ detail: 'Too long (max characters: 2000)', source: { pointer: '/data/attributes/comment' } }],
    });
    expect((await postRow(id))?.comment).toBe('Open mat on Sunday');
  });

  it('a moderator’s edit is audited with before and after; the author’s own is not a moderator action', async () => {
    const id = await insertPost(actors.girl.girlId);
    await patch('girl', id, { comment: 'Her own words' });
    expect(await auditRows(id)).toEqual([]);
    expect((await patch('moderator', id, { comment: 'Phone number removed' })).status).toBe(200);
    const [row] = await auditRows(id);
    expect(row).toMatchObject({
      actorUserId: actors.moderator.userId,
      action: 'post.update',
      before: { comment: 'Her own words' },
      after: { comment: 'Phone number removed' },
    });
  });
});

describe('deleting a post', () => {
  let jpeg: string;
  beforeAll(async () => {
    jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(320, 240)).bytes, 'image/jpeg');
  });

  async function postWithPhoto(who: 'girl' | 'pendingGirl'): Promise<number> {
    const response = await postPostRoute(
      request('/api/v1/posts', {
        method: 'POST',
        cookie: actors[who].cookie,
        body: {
          data: { type: 'posts', attributes: { comment: 'Mat day', image64: jpeg, userId: actors[who].girlId } },
        },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    return Number(((await response.json()) as { data: { id: string } }).data.id);
  }

  it.each(['girl', 'pendingGirl'] as const)(
    'removes the files of %s’s post (public or still private) and drops her caches',
    async (who) => {
      const id = await postWithPhoto(who);
      const keys = Object.values((await postRow(id))!.variants ?? {}).map((variant) => variant.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(await getStorage().get(key)).not.toBeNull();
      vi.mocked(dropCacheTag).mockClear();
      expect((await remove(who, id)).status).toBe(204);
      for (const key of keys) expect(await getStorage().get(key)).toBeNull();
      expect(vi.mocked(dropCacheTag).mock.calls.map(([tag]) => tag)).toContain(girlCacheTag(actors[who].girlId));
    },
  );

  it('keeps a file another post still uses (the same picture posted twice shares its key)', async () => {
    const first = await postWithPhoto('girl');
    const second = await postWithPhoto('girl');
    const shared = (await postRow(second))!.storageKey!;
    expect((await postRow(first))!.storageKey).toBe(shared);
    expect((await remove('girl', first)).status).toBe(204);
    expect(await getStorage().get(shared)).not.toBeNull();
  });

  it('a moderator’s delete is audited with what the post was', async () => {
    const id = await insertPost(actors.otherGirl.girlId, 'Spam link');
    expect((await remove('moderator', id)).status).toBe(204);
    const [row] = await auditRows(id);
    expect(row).toMatchObject({
      actorUserId: actors.moderator.userId,
      action: 'post.delete',
      before: { girlId: actors.otherGirl.girlId, comment: 'Spam link' },
      after: null,
    });
    expect((await remove('moderator', id)).status).toBe(404);
  });
});
