import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as updateRoute } from '@/app/problem_girl/[id]/route';
import { POST as addRoute } from '@/app/api/v1/admin/problem-girls/route';
import { DELETE as deleteRoute } from '@/app/api/v1/admin/problem-girls/[id]/route';
import { POST as addUrlRoute } from '@/app/api/v1/admin/problem-girls/[id]/reported-urls/route';
import {
  DELETE as deleteUrlRoute,
  PATCH as updateUrlRoute,
} from '@/app/api/v1/admin/problem-girl-reported-urls/[id]/route';
import { getProblemGirl, getProblemGirlForModerators } from '@/features/problem-girls/queries';
import { listProblemGirlsForModerators } from '@/features/problem-girls/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, problemGirlReportedUrls, problemGirls } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { createTableActors, type TableActors } from '../helpers/actors';
import { request } from '../helpers/people';

// Moderators edit problem girls (PATCH /problem_girl/{id}, spec §5 "Problem girl form
// (admin edit)"), add and delete them, and manage their reported URLs; every change is audited.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let actors: TableActors;

beforeAll(async () => {
  actors = await createTableActors();
});

function call(route: Route, method: string, id: number | string, body?: unknown, cookie?: string) {
  return route(
    request(`/x/${id}`, { method, cookie, body, contentType: body === undefined ? undefined : 'application/json' }),
    ctx(id),
  );
}

const VALID = {
  pageTitle: 'Deposit thief – thread',
  messageThread: 'https://forum.example/threads/77',
  reasonWhy: 'Took three deposits and vanished.',
  name: 'Rita Runaway',
  username: 'rita_runaway',
  headline: 'No-show with deposits',
  dateOfAnalysis: '2026-03-04',
  profileUrl: 'https://sessions.example/rita',
  city: 'Austin',
  country: 'United States',
};

async function crawled(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(problemGirls)
    .values({ name: 'Crawled Cora', crawledAt: new Date() })
    .returning({ id: problemGirls.id });
  return row!.id;
}

async function lastAudit(action: string, id: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('who may change problem girls', () => {
  it('visitor 401; guy, girl, other girl and pending girl 403; a moderator on a missing record 404', async () => {
    const id = await crawled();
    const cases: [Route, string, number | string, unknown][] = [
      [updateRoute, 'PATCH', id, VALID],
      [deleteRoute, 'DELETE', id, undefined],
      [addUrlRoute, 'POST', id, { url: 'https://x.example/a' }],
      [updateUrlRoute, 'PATCH', 1, { url: 'https://x.example/a' }],
      [deleteUrlRoute, 'DELETE', 1, undefined],
    ];
    for (const [route, method, target, body] of cases) {
      expect((await call(route, method, target, body)).status).toBe(401);
      for (const person of [actors.guy, actors.girl, actors.otherGirl, actors.pendingGirl]) {
        expect((await call(route, method, target, body, person.cookie)).status).toBe(403);
      }
      expect((await call(route, method, 999_999, body, actors.moderator.cookie)).status).toBe(404);
    }
    const add = (cookie?: string) =>
      addRoute(
        request('/api/v1/admin/problem-girls', {
          method: 'POST',
          cookie,
          body: VALID,
          contentType: 'application/json',
        }),
      );
    expect((await add()).status).toBe(401);
    expect((await add(actors.girl.cookie)).status).toBe(403);
    // Nothing changed: the crawled record is still waiting, unedited.
    const db = await getDb();
    expect((await db.select().from(problemGirls).where(eq(problemGirls.id, id)))[0]).toMatchObject({
      reviewed: false,
      username: null,
    });
  });
});

describe('the admin form', () => {
  it('refuses bad input with the spec’s messages', async () => {
    const id = await crawled();
    const response = await call(
      updateRoute,
      'PATCH',
      id,
      { ...VALID, pageTitle: '  ', username: '', dateOfAnalysis: '1899-12-31', profileUrl: 'javascript:alert(1)' },
      actors.moderator.cookie,
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const message of [
      'Page title is required',
      'Username is required',
      'Select a date after 1900.',
      'Please enter a valid URL (http:// or https://)',
    ]) {
      expect(text).toContain(message);
    }
    const future = await call(
      updateRoute,
      'PATCH',
      id,
      { ...VALID, dateOfAnalysis: '2999-01-01' },
      actors.moderator.cookie,
    );
    expect(await future.text()).toContain('Select a date in the past.');
    const wrongType = await call(updateRoute, 'PATCH', id, { ...VALID, dateOfAnalysis: 5 }, actors.moderator.cookie);
    expect(await wrongType.text()).toContain('Date of Analysis is required');
  });

  it('editing a crawled record saves it, publishes it, and logs before and after', async () => {
    const id = await crawled();
    const moderator = await getActorFromHeaders(new Headers({ cookie: actors.moderator.cookie }));
    expect(await getProblemGirl(id)).toBeNull();
    expect((await getProblemGirlForModerators(moderator, id))?.reviewed).toBe(false);

    expect((await call(updateRoute, 'PATCH', id, VALID, actors.moderator.cookie)).status).toBe(204);
    const shown = await getProblemGirl(id);
    expect(shown).toMatchObject({
      name: 'Rita Runaway',
      username: 'rita_runaway',
      pageTitle: 'Deposit thief – thread',
      dateOfAnalysis: '2026-03-04',
      reviewed: true,
    });
    expect(await lastAudit('problem-girl.update', id)).toMatchObject({
      actorUserId: actors.moderator.userId,
      before: { name: 'Crawled Cora', username: null, pageTitle: null },
      after: { name: 'Rita Runaway', username: 'rita_runaway' },
    });
    // The storage key is the caller's, to delete a replaced file; the audit row shows the picture.
    expect((await lastAudit('problem-girl.update', id))?.before).not.toHaveProperty('pictureKey');
  });

  it('a new picture goes through the image pipeline; a URL keeps the stored one', async () => {
    const id = await crawled();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa3355' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF' } } })
      .jpeg()
      .toBuffer();
    const image64 = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    expect((await call(updateRoute, 'PATCH', id, { ...VALID, image64 }, actors.moderator.cookie)).status).toBe(204);
    const picture = (await getProblemGirl(id))!.picture!;
    expect(picture).toMatch(/^\/media\/avatars\/problem-girls\//);
    const key = picture.replace(/^\/media\//, '');
    const stored = await getStorage().get(key);
    expect(stored).not.toBeNull();
    expect(Buffer.from(stored!.bytes).includes('SECRET-EXIF')).toBe(false);

    // A stored URL is not an upload: the picture stays.
    expect(
      (
        await call(
          updateRoute,
          'PATCH',
          id,
          { ...VALID, image64: 'https://evil.example/x.png' },
          actors.moderator.cookie,
        )
      ).status,
    ).toBe(204);
    expect((await getProblemGirl(id))!.picture).toBe(picture);
    // Not an image at all: the upload message and a 4xx.
    const bad = await call(
      updateRoute,
      'PATCH',
      id,
      { ...VALID, image64: 'data:image/png;base64,AAAA' },
      actors.moderator.cookie,
    );
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('adds a problem girl (public at once), then deletes her with her reported URLs', async () => {
    const response = await addRoute(
      request('/api/v1/admin/problem-girls', {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { ...VALID, username: 'added_by_mod' },
        contentType: 'application/json',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await getProblemGirl(id))?.username).toBe('added_by_mod');
    expect(await lastAudit('problem-girl.add', id)).toMatchObject({
      before: null,
      after: { username: 'added_by_mod' },
    });

    expect(
      (await call(addUrlRoute, 'POST', id, { url: 'https://forum.example/t/9' }, actors.moderator.cookie)).status,
    ).toBe(201);
    expect((await call(deleteRoute, 'DELETE', id, undefined, actors.moderator.cookie)).status).toBe(204);
    expect(await getProblemGirl(id)).toBeNull();
    const db = await getDb();
    expect(
      await db.select().from(problemGirlReportedUrls).where(eq(problemGirlReportedUrls.problemGirlId, id)),
    ).toEqual([]);
    expect(await lastAudit('problem-girl.delete', id)).toMatchObject({
      before: { username: 'added_by_mod', reportedUrls: 1, photos: 0 },
      after: null,
    });
    expect((await call(deleteRoute, 'DELETE', id, undefined, actors.moderator.cookie)).status).toBe(404);
  });
});

describe('reported URLs', () => {
  it('added, edited and deleted, each logged; only http(s) links', async () => {
    const id = await crawled();
    const mod = actors.moderator.cookie;
    expect((await call(addUrlRoute, 'POST', id, { url: 'ftp://x.example' }, mod)).status).toBe(400);
    const added = await call(addUrlRoute, 'POST', id, { url: 'https://forum.example/a' }, mod);
    expect(added.status).toBe(201);
    const { id: urlId } = (await added.json()) as { id: number };
    expect((await call(updateUrlRoute, 'PATCH', urlId, { url: 'https://forum.example/b' }, mod)).status).toBe(204);
    const moderator = await getActorFromHeaders(new Headers({ cookie: mod }));
    expect((await getProblemGirlForModerators(moderator, id))?.reportedUrls).toEqual([
      { id: urlId, url: 'https://forum.example/b' },
    ]);
    expect(await lastAudit('problem-girl.url-update', urlId)).toMatchObject({
      before: { url: 'https://forum.example/a' },
      after: { url: 'https://forum.example/b' },
    });
    expect((await call(deleteUrlRoute, 'DELETE', urlId, undefined, mod)).status).toBe(204);
    expect((await getProblemGirlForModerators(moderator, id))?.reportedUrls).toEqual([]);
    expect(await lastAudit('problem-girl.url-delete', urlId)).toMatchObject({ after: null });
  });
});

describe('the moderators’ list', () => {
  it('pages and filters in SQL, and is read by moderators only', async () => {
    const db = await getDb();
    const tag = `Listtag${Date.now()}`;
    await db
      .insert(problemGirls)
      .values(Array.from({ length: 27 }, (_, i) => ({ name: `${tag} ${i}`, reviewed: true })));
    const moderator = await getActorFromHeaders(new Headers({ cookie: actors.moderator.cookie }));
    const first = await listProblemGirlsForModerators(moderator, { q: tag, page: 1 });
    const second = await listProblemGirlsForModerators(moderator, { q: tag, page: 2 });
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(27);
    expect((await listProblemGirlsForModerators(moderator, { q: '100%_', page: 1 })).total).toBe(0);
    const girl = await getActorFromHeaders(new Headers({ cookie: actors.girl.cookie }));
    await expect(listProblemGirlsForModerators(girl, { page: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
