import { beforeAll, describe, expect, it } from 'vitest';
import { parseTableState } from '@/components/ui/server-table-state';
import { ADMIN_TIMEWASTER_SORTS, listTimewastersForAdmin } from '@/features/timewasters/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { timewasters } from '@/server/db/schema';
import { createTableActors } from '../helpers/actors';
import type { TestGirl } from '../helpers/girls';
import type { Person } from '../helpers/people';

// The timewasters admin table (spec "Timewasters admin table", §9 Tables): a page of 5, filtered,
// sorted and paged in SQL, so a request renders one page of 100,000 entries (decision 049).

let moderator: Person;
let guy: Person;
let girl: TestGirl;

beforeAll(async () => {
  ({ moderator, guy, girl } = await createTableActors());
});

const tableState = (params: Record<string, string>) => parseTableState(params, ADMIN_TIMEWASTER_SORTS);

async function entries(city: string, names: string[], anonymous = false): Promise<number[]> {
  const db = await getDb();
  const ids: number[] = [];
  for (const name of names) {
    const [row] = await db
      .insert(timewasters)
      .values({
        name,
        city,
        country: 'Canada',
        clientType: 'timewaster',
        comment: 'No-show.',
        girlId: girl.girlId,
        anonymous,
      })
      .returning({ id: timewasters.id });
    ids.push(row!.id);
  }
  return ids;
}

describe('the timewasters admin table', () => {
  it('pages, filters and sorts in SQL: 5 rows a page, newest first', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const city = `Wastetown${Math.random().toString(36).slice(2, 8)}`;
    const ids = await entries(city, ['Gus', 'Al', 'Fred', 'Bob', 'Ed', 'Cy', 'Dan']);
    const newestFirst = [...ids].reverse();

    const first = await listTimewastersForAdmin(mod, tableState({ q: city }));
    expect(first.total).toBe(7);
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 5));
    const second = await listTimewastersForAdmin(mod, tableState({ q: city, page: '2' }));
    expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(5));
    const byName = await listTimewastersForAdmin(mod, tableState({ q: city, sort: 'name', dir: 'asc', size: '10' }));
    expect(byName.rows.map((row) => row.name)).toEqual(['Al', 'Bob', 'Cy', 'Dan', 'Ed', 'Fred', 'Gus']);
    const byId = await listTimewastersForAdmin(mod, tableState({ q: city, sort: 'id', dir: 'asc', size: '10' }));
    expect(byId.rows.map((row) => row.id)).toEqual(ids);
    expect(first.rows[0]).toMatchObject({ city, country: 'Canada', reporter: girl.username, approved: false });
    expect((await listTimewastersForAdmin(mod, tableState({ q: `${city}-none` }))).total).toBe(0);
  });

  it('finds an entry by its name, its country or its reporter, who is named to moderators even when anonymous', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const name = `Zed${Math.random().toString(36).slice(2, 8)}`;
    const [id] = await entries('Lyon', [name], true);
    for (const q of [name, name.toUpperCase()]) {
      expect((await listTimewastersForAdmin(mod, tableState({ q }))).rows.map((row) => row.id)).toEqual([id]);
    }
    const byReporter = await listTimewastersForAdmin(mod, tableState({ q: girl.username, size: '100' }));
    expect(byReporter.rows.map((row) => row.id)).toContain(id);
    expect(byReporter.rows.find((row) => row.id === id)?.reporter).toBe(girl.username);
  });

  it('is for moderators only', async () => {
    const guyActor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    const girlActor = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    await expect(listTimewastersForAdmin(guyActor, tableState({}))).rejects.toMatchObject({ status: 404 });
    await expect(listTimewastersForAdmin(girlActor, tableState({}))).rejects.toMatchObject({ status: 404 });
  });
});
