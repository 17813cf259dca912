import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchSessionGirlRoute } from '@/app/api/v1/admin/session-girls/[id]/route';
import { parseTableState } from '@/components/ui/server-table-state';
import { listReputationItems, REPUTATION_SORTS } from '@/features/admin-management/reputation-queries';
import { listManagedSessionGirls, SESSION_GIRL_SORTS } from '@/features/admin-management/session-girls-queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { reputationList, sessionGirls } from '@/server/db/schema';
import { uniqueName } from '../helpers/girls';
import { createModerator, request, type Person } from '../helpers/people';

// The admin tables sort in SQL, both ways, text case-insensitively; and a field error of an admin
// form comes back as the field's own message.

let moderator: Person;
beforeAll(async () => {
  moderator = await createModerator();
});
const moderatorActor = () => getActorFromHeaders(new Headers({ cookie: moderator.cookie }));

describe('sorting a manage table', () => {
  it('orders by the clicked column ascending and descending, ignoring case, with the id breaking ties', async () => {
    const tag = uniqueName('sortrep').replace(/\W+/g, '');
    const db = await getDb();
    // Upper- and lower-case handles interleave only when the order ignores case.
    const handles = ['banana', 'Cherry', 'apple', 'Apple', 'date', 'Blueberry'];
    const inserted = await db
      .insert(reputationList)
      .values(handles.map((handle) => ({ girlHandle: `${handle}`, guyHandle: tag })))
      .returning({ id: reputationList.id, girlHandle: reputationList.girlHandle });
    const idOf = (handle: string) => inserted.find((row) => row.girlHandle === handle)!.id;
    const actor = await moderatorActor();
    const list = async (dir: string) =>
      (
        await listReputationItems(
          actor,
          parseTableState({ q: tag, sort: 'girlHandle', dir, size: '10' }, REPUTATION_SORTS),
        )
      ).rows.map((row) => row.girlHandle);

    const ascending = await list('asc');
    // 'apple' and 'Apple' tie on lower(); the id (insertion order) breaks the tie.
    expect(ascending).toEqual(
      idOf('apple') < idOf('Apple')
        ? ['apple', 'Apple', 'banana', 'Blueberry', 'Cherry', 'date']
        : ['Apple', 'apple', 'banana', 'Blueberry', 'Cherry', 'date'],
    );
    expect(await list('desc')).toEqual([...ascending].reverse());

    // A column outside the whitelist falls back to the default order (newest first).
    const fallback = await listReputationItems(
      actor,
      parseTableState(
        { q: tag, sort: 'girl_handle; drop table reputation_list', dir: 'asc', size: '10' },
        REPUTATION_SORTS,
      ),
    );
    expect(fallback.rows.map((row) => row.id)).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
    await db.delete(reputationList).where(
      inArray(
        reputationList.id,
        inserted.map((row) => row.id),
      ),
    );
  });

  it('sorts the session girls by username case-insensitively, both ways', async () => {
    const tag = uniqueName('sortsg').replace(/\W+/g, '_');
    const db = await getDb();
    await db
      .insert(sessionGirls)
      .values([{ username: `${tag}_B` }, { username: `${tag}_a` }, { username: `${tag}_C` }]);
    const actor = await moderatorActor();
    const names = async (dir: string) =>
      (
        await listManagedSessionGirls(actor, parseTableState({ q: tag, sort: 'username', dir }, SESSION_GIRL_SORTS))
      ).rows.map((row) => row.username);
    expect(await names('asc')).toEqual([`${tag}_a`, `${tag}_B`, `${tag}_C`]);
    expect(await names('desc')).toEqual([`${tag}_C`, `${tag}_B`, `${tag}_a`]);
  });
});

describe('a field error of an admin form', () => {
  it('names the field and says what is wrong, not "Invalid input"', async () => {
    const db = await getDb();
    const [girl] = await db
      .insert(sessionGirls)
      .values({ username: uniqueName('sgerr').replace(/\W+/g, '_') })
      .returning({ id: sessionGirls.id });
    const response = await patchSessionGirlRoute(
      request(`/api/v1/admin/session-girls/${girl!.id}`, {
        method: 'PATCH',
        cookie: moderator.cookie,
        body: { email: 'not-an-address', legacyGirlId: 'abc' },
        contentType: 'application/json',
      }),
      { params: Promise.resolve({ id: String(girl!.id) }) },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { detail: string; source?: { pointer?: string } }[] };
    expect(body.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/email', 'Please enter a valid email address.'],
      ['/legacyGirlId', 'The legacy id must be a positive whole number.'],
    ]);
  });
});
