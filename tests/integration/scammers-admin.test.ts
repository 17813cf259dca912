import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as unsetRoute } from '@/app/admin/scammer/route';
import { parseTableState } from '@/components/ui/server-table-state';
import { ADMIN_SCAMMER_SORTS, listScammers, listScammersForAdmin } from '@/features/scammers/queries';
import { UNSET_COMMENT_REQUIRED } from '@/features/scammers/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, girls } from '@/server/db/schema';
import { createTableActors } from '../helpers/actors';
import type { TestGirl } from '../helpers/girls';
import { request, type Person } from '../helpers/people';

// The scammers admin table and DELETE /admin/scammer {girl_id, comment} (spec §7).

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let pendingGirl: TestGirl;

beforeAll(async () => {
  ({ moderator, guy, girl, pendingGirl } = await createTableActors());
});

async function listedScammer(city?: string): Promise<number> {
  const db = await getDb();
  const name = `scam_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(girls)
    .values({
      name: 'Fake Fiona',
      username: name,
      stageName: name,
      city,
      isScammer: true,
      matsideGirl: false,
      profileApproved: true,
    })
    .returning({ id: girls.id });
  return row!.id;
}

const tableState = (params: Record<string, string>) => parseTableState(params, ADMIN_SCAMMER_SORTS);

const unset = (body: unknown, cookie?: string) =>
  unsetRoute(request('/admin/scammer', { method: 'DELETE', cookie, body, contentType: 'application/json' }), undefined);

describe('DELETE /admin/scammer', () => {
  it('visitor 401, guy / girl / pending girl 403, moderator 204; a missing scammer is 404', async () => {
    const id = await listedScammer();
    const body = { girl_id: id, comment: 'Paid back the deposit.' };
    expect((await unset(body)).status).toBe(401);
    expect((await unset(body, guy.cookie)).status).toBe(403);
    expect((await unset(body, girl.cookie)).status).toBe(403);
    expect((await unset(body, pendingGirl.cookie)).status).toBe(403);
    expect((await unset(body, moderator.cookie)).status).toBe(204);
    expect((await unset(body, moderator.cookie)).status).toBe(404);
  });

  it('needs a comment; unsetting takes the person off the public list and logs the comment', async () => {
    const id = await listedScammer();
    const empty = await unset({ girl_id: id, comment: '   ' }, moderator.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(UNSET_COMMENT_REQUIRED);
    expect((await listScammers()).map((s) => s.id)).toContain(id);

    expect((await unset({ girl_id: id, comment: 'Reported by mistake.' }, moderator.cookie)).status).toBe(204);
    expect((await listScammers()).map((s) => s.id)).not.toContain(id);
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect(
      (await listScammersForAdmin(mod, tableState({ q: 'Fake Fiona', size: '100' }))).rows.map((s) => s.id),
    ).not.toContain(id);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'scammer.unset'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actorUserId: moderator.userId,
      reason: 'Reported by mistake.',
      before: { isScammer: true },
      after: { isScammer: false },
    });
  });

  it('the admin table is for moderators only', async () => {
    const guyActor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    await expect(listScammersForAdmin(guyActor, tableState({}))).rejects.toMatchObject({ status: 403 });
  });
});

describe('the scammers admin table', () => {
  it('pages, filters and sorts in SQL: 5 rows a page, newest first, never the whole list (decision 049)', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const city = `Scamtown${Math.random().toString(36).slice(2, 8)}`;
    const ids: number[] = [];
    for (let n = 0; n < 7; n += 1) ids.push(await listedScammer(city));
    const newestFirst = [...ids].reverse();

    const first = await listScammersForAdmin(mod, tableState({ q: city }));
    expect(first.total).toBe(7);
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 5));
    const second = await listScammersForAdmin(mod, tableState({ q: city, page: '2' }));
    expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(5));
    const byId = await listScammersForAdmin(mod, tableState({ q: city, sort: 'id', dir: 'asc', size: '10' }));
    expect(byId.rows.map((row) => row.id)).toEqual(ids);
    // The table's columns only: never the e-mail, phone or notes of the record.
    expect(Object.keys(first.rows[0]!).sort()).toEqual(
      ['city', 'country', 'headline', 'id', 'name', 'stageName', 'username'].sort(),
    );
    expect((await listScammersForAdmin(mod, tableState({ q: `${city}-none` }))).total).toBe(0);
  });
});
