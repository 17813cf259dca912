import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { PATCH as patchGuyRoute } from '@/app/api/v1/guy-users/[id]/route';
import { GET as searchRoute } from '@/app/api/v1/search/route';
import { POST as addTravelRoute } from '@/app/api/v1/travels/route';
import { getDb } from '@/server/db';
import { STATE_NAMES_MIGRATION, storeCanonicalStates } from '@/server/db/data-migrations/state-names';
import { finishedDataMigrations, girls, guys, travels } from '@/server/db/schema';
import { createGirl, insertGirl, type TestGirl } from '../helpers/girls';
import { createGuy, request, type Person } from '../helpers/people';

// One stored form for a state (decision 052): the sign-up's place data said "Bayern" for Munich
// while older girls said "Bavaria", so the state filter split them. Now "Bayern", "Bavaria" and
// "DE-BY" find both, every write stores the English name (a US state keeps its code), and a data
// migration brings the rows stored before to that form.

const CITY = `Statesville ${Date.now()}`;
let bayern: number;
let bavaria: number;
let texas: number;

beforeAll(async () => {
  // As they were stored before the rule: the place data's local name, and the English one.
  bayern = (await insertGirl('visible', { city: CITY, state: 'Bayern', country: 'Germany' })).id;
  bavaria = (await insertGirl('visible', { city: CITY, state: 'Bavaria', country: 'Germany' })).id;
  texas = (await insertGirl('visible', { city: CITY, state: 'TX', country: 'United States' })).id;
});

async function idsFor(state: string): Promise<number[]> {
  const query = new URLSearchParams({ city: CITY, state, limit: '100' });
  const response = await searchRoute(new Request(`http://localhost/api/v1/search?${query}`), undefined);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string }[] };
  return body.data.map((d) => Number(d.id)).sort((a, b) => a - b);
}

describe('the state filter', () => {
  it('finds a "Bayern" girl and a "Bavaria" girl by either name or by code', async () => {
    const both = [bayern, bavaria].sort((a, b) => a - b);
    for (const state of ['Bayern', 'Bavaria', 'bavaria', ' BAYERN ', 'DE-BY'])
      expect(await idsFor(state), state).toEqual(both);
  });

  it('keeps US states and unknown text as they were', async () => {
    expect(await idsFor('Texas')).toEqual([texas]);
    expect(await idsFor('tx')).toEqual([texas]);
    expect(await idsFor('Lazio')).toEqual([]);
  });
});

describe('every write stores the one form', () => {
  let girl: TestGirl;
  let guy: Person;
  beforeAll(async () => {
    girl = await createGirl({ prefix: 'statewr' });
    guy = await createGuy();
  });

  const patchGirl = (attributes: Record<string, unknown>) =>
    patchGirlRoute(
      request(`/api/v1/girls/${girl.girlId}`, {
        method: 'PATCH',
        cookie: girl.cookie,
        body: { data: { id: String(girl.girlId), type: 'girls', attributes } },
      }),
      { params: Promise.resolve({ id: String(girl.girlId) }) },
    );
  const girlState = async () => {
    const db = await getDb();
    const [row] = await db.select({ state: girls.state }).from(girls).where(eq(girls.id, girl.girlId));
    return row?.state;
  };

  it('her profile: "Bayern" in Germany is stored as "Bavaria", a code alone read in her stored country', async () => {
    expect((await patchGirl({ city: 'Munich', state: 'Bayern', country: 'Germany' })).status).toBe(200);
    expect(await girlState()).toBe('Bavaria');
    expect((await patchGirl({ state: 'Lombardia', country: 'Italy' })).status).toBe(200);
    expect(await girlState()).toBe('Lombardy');
    expect((await patchGirl({ country: 'Germany', state: 'bavaria' })).status).toBe(200);
    expect((await patchGirl({ state: 'BW' })).status).toBe(200);
    expect(await girlState()).toBe('Baden-Württemberg');
    // A US state keeps its code, read from its name as before.
    expect((await patchGirl({ city: 'Austin', state: 'TX', country: 'United States' })).status).toBe(200);
    expect(await girlState()).toBe('TX');
  });

  it('his profile and her travels store the English name too', async () => {
    const response = await patchGuyRoute(
      request(`/api/v1/guy-users/${guy.userId}`, {
        method: 'PATCH',
        cookie: guy.cookie,
        body: {
          data: { type: 'guyUsers', id: guy.userId, attributes: { city: 'Vienna', state: 'Wien', country: 'Austria' } },
        },
      }),
      { params: Promise.resolve({ id: guy.userId }) },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const db = await getDb();
    const [his] = await db.select({ state: guys.state }).from(guys).where(eq(guys.userId, guy.userId));
    expect(his?.state).toBe('Vienna');

    const nextYear = new Date().getUTCFullYear() + 1;
    const trip = await addTravelRoute(
      request('/api/v1/travels', {
        method: 'POST',
        cookie: girl.cookie,
        body: {
          data: {
            type: 'travels',
            attributes: {
              city: 'Munich',
              state: 'DE-BY',
              country: 'Germany',
              dateBegins: `${nextYear}-05-02`,
              dateEnds: `${nextYear}-05-04`,
            },
          },
        },
      }),
      undefined,
    );
    expect(trip.status, await trip.clone().text()).toBe(201);
    const { data } = (await trip.json()) as { data: { id: string; attributes: { state: string } } };
    expect(data.attributes.state).toBe('Bavaria');
    const [row] = await db
      .select({ state: travels.state })
      .from(travels)
      .where(eq(travels.id, Number(data.id)));
    expect(row?.state).toBe('Bavaria');
  });
});

describe('the data migration of states stored before the rule', () => {
  it('rewrites every spelling to the one form in batches, once, leaving unknown names and US codes alone', async () => {
    const db = await getDb();
    // The test database was migrated with the rule in place: run it again on old-form rows.
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, STATE_NAMES_MIGRATION));
    const old = await db
      .insert(girls)
      .values(
        [
          ['Bayern', 'Germany'],
          ['DE-BY', 'DEU'],
          ['Wien', 'Austria'],
          ['Nowhere Land', 'Germany'],
          ['CA', 'United States'],
        ].map(([state, country], i) => ({
          name: `Migrating ${i}`,
          stageName: `Migrating ${i} ${Date.now()}`,
          username: `migrating_${i}_${Date.now()}`,
          city: CITY,
          state,
          country,
        })),
      )
      .returning({ id: girls.id });
    const lines: string[] = [];
    const result = await storeCanonicalStates(db, { log: (line) => lines.push(line), batchSize: 2 });
    expect(result?.changed).toBeGreaterThanOrEqual(4);
    expect(result?.unknown).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select({ id: girls.id, state: girls.state })
      .from(girls)
      .where(
        inArray(
          girls.id,
          old.map((r) => r.id),
        ),
      )
      .orderBy(girls.id);
    expect(rows.map((r) => r.state)).toEqual(['Bavaria', 'Bavaria', 'Vienna', 'Nowhere Land', 'CA']);
    const [earlier] = await db.select({ state: girls.state }).from(girls).where(eq(girls.id, bayern));
    expect(earlier?.state).toBe('Bavaria');
    // Progress per batch, for each table.
    expect(lines.filter((l) => l.includes('girls read')).length).toBeGreaterThan(1);
    expect(lines.some((l) => l.includes('travels read'))).toBe(true);
    // Recorded: the next start skips it.
    expect(await storeCanonicalStates(db)).toBeNull();
  });
});
