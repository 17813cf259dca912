import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/search/route';
import { searchGirls } from '@/features/search/queries';
import { COUNT_CAP, DEFAULT_FILTER, type SearchFilter } from '@/features/search/schema';
import type { SearchResult } from '@/features/search/types';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, type NewGirl } from '@/server/db/schema';
import { insertGirl } from '../helpers/girls';

// Broad searches: Load More pages by keyset (`after` = the last card's id) and the count
// stops at COUNT_CAP. Girls here tie on every attribute the search looks at (same city, sizes,
// class), so only the id tells them apart, and hidden girls sit between them.

/** A letter-only tag for row i ('aaa', 'aab', …): unique up to 17,576 and free of digits. */
const tag = (i: number) =>
  [Math.floor(i / 676), Math.floor(i / 26), i].map((n) => String.fromCharCode(97 + (n % 26))).join('');

function twin(city: string, i: number, values: Partial<NewGirl> = {}): NewGirl {
  const name = `${city} Twin ${tag(i)}`;
  return {
    stageName: name,
    username: name.toLowerCase().replace(/\W+/g, '_'),
    city,
    height: 66,
    weight: 140,
    physique: 'Athletic',
    matsideGirl: true,
    profileApproved: true,
    ...values,
  };
}

async function insertTwins(city: string, from: number, to: number, values: Partial<NewGirl> = {}): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .insert(girls)
    .values(Array.from({ length: to - from }, (_, k) => twin(city, from + k, values)))
    .returning({ id: girls.id });
  return rows.map((r) => r.id);
}

const search = (filter: Partial<SearchFilter>) => searchGirls(VISITOR, { ...DEFAULT_FILTER, ...filter });

/** Follows nextCursor from the first page to the last; every page as the server answered it. */
async function allPages(filter: Partial<SearchFilter>, between?: (page: number) => Promise<void>) {
  const pages: SearchResult[] = [];
  let after: number | null = null;
  do {
    const page = await search({ ...filter, after });
    pages.push(page);
    after = page.nextCursor;
    if (between) await between(pages.length);
  } while (after !== null && pages.length < 100);
  return pages;
}

const TIE = 'Tieville';
let visibleTies: number[] = [];

beforeAll(async () => {
  // 23 visible twins, with hidden, pending and banned ones in between (ids interleaved).
  visibleTies = [];
  for (let i = 0; i < 23; i++) {
    visibleTies.push(...(await insertTwins(TIE, i, i + 1)));
    if (i % 5 === 0) await insertTwins(TIE, 100 + i, 101 + i, { girlShowProfile: false });
    if (i % 7 === 0) await insertTwins(TIE, 200 + i, 201 + i, { profileApproved: null });
    if (i % 6 === 0) await insertGirl('account-banned', twin(TIE, 300 + i));
  }
  visibleTies.sort((a, b) => b - a);
});

describe('keyset paging (after = the last card shown)', () => {
  it('walks every visible girl once, newest first, across pages of girls that tie on everything but the id', async () => {
    for (const limit of [1, 5, 7, 22, 23, 24]) {
      const pages = await allPages({ city: TIE, limit });
      const ids = pages.flatMap((p) => p.results.map((r) => r.id));
      expect(ids, `limit ${limit}`).toEqual(visibleTies);
      expect(pages.length).toBe(Math.ceil(visibleTies.length / limit));
      // Every page but the last is full and names the next; the last names none.
      for (const page of pages.slice(0, -1)) {
        expect(page.results).toHaveLength(limit);
        expect(page.nextCursor).toBe(page.results.at(-1)!.id);
      }
      expect(pages.at(-1)!.nextCursor).toBeNull();
      for (const page of pages) expect(page).toMatchObject({ total: visibleTies.length, totalCapped: false });
    }
  });

  it('neither repeats nor skips a card when girls are added or hidden between two pages', async () => {
    const db = await getDb();
    const city = 'Churnville';
    const before = (await insertTwins(city, 0, 12)).sort((a, b) => b - a);
    const added: number[] = [];
    const pages = await allPages({ city, limit: 4 }, async (page) => {
      if (page !== 1) return;
      // After the first page: a newer girl arrives (she sorts before the cursor, so a later page
      // never shows her) and an older one, not shown yet, hides her profile.
      added.push(...(await insertTwins(city, 50, 51)));
      await db.update(girls).set({ girlShowProfile: false }).where(eq(girls.id, before[9]!));
    });
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before.filter((id) => id !== before[9]));
    expect(ids).not.toContain(added[0]);
    // Offset paging would have shown page 1's last card again (the new girl shifts every row by one).
    const shifted = await search({ city, limit: 4, offset: 4 });
    expect(shifted.results[0]!.id).toBe(before[3]);
  });

  it('applies the cursor to every filter and to the text search alike', async () => {
    const cursor = visibleTies[10]!;
    const byText = await search({ q: `${TIE} Twin`, limit: 100, after: cursor });
    expect(byText.results.map((r) => r.id)).toEqual(visibleTies.slice(11));
    const byPhysique = await search({ physique: 'Athletic', city: TIE, weight: [120, 160], limit: 100, after: cursor });
    expect(byPhysique.results.map((r) => r.id)).toEqual(visibleTies.slice(11));
    // The total is the whole search's, not what is left after the cursor.
    expect(byText.total).toBe(visibleTies.length);
  });

  it('answers the API with meta.nextCursor, takes ?after=, and treats a bad cursor as the first page', async () => {
    const get = async (query: string) => {
      const response = await GET(new Request(`http://localhost/api/v1/search?${query}`), undefined);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        data: { id: string }[];
        meta: {
          total: number;
          totalCapped: boolean;
          limit: number;
          offset: number;
          after: number | null;
          nextCursor: number | null;
        };
      };
    };
    const first = await get(`city=${TIE}&limit=10`);
    expect(first.meta).toEqual({
      total: visibleTies.length,
      totalCapped: false,
      limit: 10,
      offset: 0,
      after: null,
      nextCursor: visibleTies[9],
    });
    const second = await get(`city=${TIE}&limit=10&after=${first.meta.nextCursor}`);
    expect(second.data.map((d) => Number(d.id))).toEqual(visibleTies.slice(10, 20));
    expect(second.meta.after).toBe(visibleTies[9]);
    for (const bad of ['abc', '-1', '0', '1.5', '%00', '99999999999']) {
      const page = await get(`city=${TIE}&limit=10&after=${bad}`);
      expect(
        page.data.map((d) => Number(d.id)),
        bad,
      ).toEqual(visibleTies.slice(0, 10));
    }
  });
});

describe(`the count stops at ${COUNT_CAP}`, () => {
  const CITY = 'Capton';
  let all: number[] = [];

  beforeAll(async () => {
    // Exactly COUNT_CAP visible girls, and hidden ones that must not count.
    all = await insertTwins(CITY, 0, COUNT_CAP);
    await insertTwins(CITY, 2000, 2010, { adminShowProfile: false });
    await insertTwins(CITY, 2100, 2110, { banned: true });
  });

  it(`is exact up to ${COUNT_CAP} and says 'more' past it, while Load More still reaches every girl`, async () => {
    const exact = await search({ city: CITY, limit: 20 });
    expect(exact).toMatchObject({ total: COUNT_CAP, totalCapped: false });

    const db = await getDb();
    all.push(...(await insertTwins(CITY, 3000, 3001)));
    const capped = await search({ city: CITY, limit: 20 });
    expect(capped).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(capped.nextCursor).not.toBeNull();

    const pages = await allPages({ city: CITY, limit: 100 });
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(ids).toEqual([...all].sort((a, b) => b - a));
    expect(pages).toHaveLength(11);
    expect(pages.every((p) => p.totalCapped)).toBe(true);
    const response = await GET(new Request(`http://localhost/api/v1/search?city=${CITY}&limit=5`), undefined);
    const body = (await response.json()) as { meta: { total: number; totalCapped: boolean } };
    expect(body.meta).toMatchObject({ total: COUNT_CAP, totalCapped: true });

    // Hiding one brings the count back to exact.
    await db
      .update(girls)
      .set({ girlShowProfile: false })
      .where(inArray(girls.id, [all[0]!]));
    expect(await search({ city: CITY, limit: 20 })).toMatchObject({ total: COUNT_CAP, totalCapped: false });
  });
});
