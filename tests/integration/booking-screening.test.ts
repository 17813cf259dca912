import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTableState, type TablePageSize } from '@/components/ui/server-table-state';
import { BOOKING_SORTS, listManagedBookings } from '@/features/admin-management/bookings-queries';
import { listGirlBookings } from '@/features/bookings/queries';
import { screenGuy, screenGuys } from '@/features/bookings/screening';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { bookings, girlsOnlyComments, guyReviews, unverifiedReferences } from '@/server/db/schema';
import { createGirl, insertGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';
import { insertTimewaster } from '../helpers/timewasters';

// Decision 056: a page of bookings screens its guys together. Several rows of one guy carry his
// figures each, a guy nobody wrote about has zeros, her own words stay out of her figures, and the
// screening tables are read once a guy of the page, not once a row.

let her: TestGirl;
let other: TestGirl;
let third: { id: number };
let regular: Person;
let quiet: Person;
let moderator: SignedInActor;
let matchId: number;
const marker = uniqueName('screening');

const actorOf = async (cookie: string) => (await getActorFromHeaders(new Headers({ cookie }))) as SignedInActor;

beforeAll(async () => {
  her = await createGirl({ prefix: 'screenh' });
  other = await createGirl({ prefix: 'screeno' });
  third = await insertGirl('visible', { stageName: marker });
  regular = await createGuy({ phone: '303-555-0142' });
  quiet = await createGuy();
  moderator = await actorOf((await createModerator()).cookie);
  matchId = await insertTimewaster(
    other.girlId!,
    { name: uniqueName('Screened') },
    {
      phone: '3035550142',
      email: 'screened-nobody@example.test',
      comment: 'no-show',
    },
  );
  const db = await getDb();
  const when = (day: number) => new Date(`2026-12-${String(day).padStart(2, '0')}T18:00:00Z`);
  const booking = (girlId: number, guyId: number, day: number) => ({
    girlId,
    guyId,
    dateTimeAvailable: when(day),
    createdAt: when(day),
    sessionLength: '1 hour',
    desiredSessionType: 'Wrestling',
  });
  await db
    .insert(bookings)
    .values([
      booking(her.girlId!, regular.guyId!, 1),
      booking(her.girlId!, quiet.guyId!, 2),
      booking(her.girlId!, regular.guyId!, 3),
      booking(her.girlId!, regular.guyId!, 4),
      booking(third.id, regular.guyId!, 5),
      booking(third.id, quiet.guyId!, 6),
      booking(third.id, regular.guyId!, 7),
    ]);
  const about = (girlId: number) => ({ girlId, guyUserId: regular.guyId!, comment: 'seen him' });
  await db.insert(guyReviews).values([
    { ...about(her.girlId!), vote: false },
    { ...about(other.girlId!), vote: true },
    { ...about(third.id), vote: false },
  ]);
  await db.insert(girlsOnlyComments).values([about(her.girlId!), about(other.girlId!)]);
  await db.insert(unverifiedReferences).values([
    { guyUserId: regular.guyId!, girlUrl: 'https://example.com/a', girlUsername: 'a', status: 'confirmed' },
    { guyUserId: regular.guyId!, girlUrl: 'https://example.com/b', girlUsername: 'b', status: 'pending' },
  ]);
});

const nothing = { thumbsUp: 0, thumbsDown: 0, girlsOnlyComments: 0, confirmedReferences: 0 };

describe('a page of bookings screens its guys', () => {
  it('gives her each row its guy’s figures and matches, leaving out her own review and comment', async () => {
    const girl = await actorOf(her.cookie);
    const herFigures = { thumbsUp: 1, thumbsDown: 1, girlsOnlyComments: 1, confirmedReferences: 1 };
    const match = [{ timewasterId: matchId, by: 'phone' }];
    const screened = (rows: Awaited<ReturnType<typeof listGirlBookings>>) =>
      rows.map((b) => [b.guy.id, b.screening, b.timewasterMatches]);
    const regularRow = [regular.guyId, herFigures, match];
    const quietRow = [quiet.guyId, nothing, []];
    expect(screened(await listGirlBookings(girl))).toEqual([regularRow, regularRow, quietRow, regularRow]);
    expect(screened(await listGirlBookings(girl, { limit: 2, offset: 1 }))).toEqual([regularRow, quietRow]);
    expect(screened(await listGirlBookings(girl, { limit: 1, offset: 2 }))).toEqual([quietRow]);
  });

  it('gives moderators every girl’s words, page by page in any order', async () => {
    const all = { thumbsUp: 1, thumbsDown: 2, girlsOnlyComments: 2, confirmedReferences: 1 };
    const screened = async (query: Record<string, string>) =>
      (
        await listManagedBookings(moderator, {
          ...parseTableState({ q: marker, ...query }, BOOKING_SORTS),
          size: 2 as TablePageSize,
        })
      ).rows.map((r) => [r.guyId, r.screening]);
    const regularRow = [regular.guyId, { ...all, timewasterMatch: true }];
    const quietRow = [quiet.guyId, { ...nothing, timewasterMatch: false }];
    expect(await screened({})).toEqual([regularRow, quietRow]);
    expect(await screened({ page: '2' })).toEqual([regularRow]);
    const byGuy = await screened({ sort: 'guy', dir: 'asc' });
    expect(byGuy).toHaveLength(2);
    expect(byGuy).toEqual(byGuy.map(([guyId]) => (guyId === regular.guyId ? regularRow : quietRow)));
  });

  it('screens any set of guys in one statement, a guy named twice or missing no different', async () => {
    const ids = [regular.guyId!, quiet.guyId!, regular.guyId!, 987_654];
    const screened = await screenGuys(ids, other.girlId!);
    expect([...screened.keys()].sort()).toEqual([regular.guyId, quiet.guyId].sort());
    expect(screened.get(regular.guyId!)).toEqual({
      matches: [{ timewasterId: matchId, by: 'phone' }],
      figures: { thumbsUp: 0, thumbsDown: 2, girlsOnlyComments: 1, confirmedReferences: 1 },
    });
    expect(screened.get(quiet.guyId!)).toEqual({ matches: [], figures: nothing });
    expect(await screenGuy(987_654)).toEqual({ matches: [], figures: nothing });
    expect((await screenGuys(ids)).get(regular.guyId!)?.figures).toEqual({
      thumbsUp: 1,
      thumbsDown: 2,
      girlsOnlyComments: 2,
      confirmedReferences: 1,
    });
  });

  it('reads the screening tables once a guy of the page, not once a row', async () => {
    const db = await getDb();
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    await listGirlBookings(await actorOf(her.cookie));
    // PGlite takes (text, params), node-postgres a config object and the params.
    const statements = spy.mock.calls.map(([first, params]) => ({
      text: typeof first === 'string' ? first : (first as { text: string }).text,
      params,
    }));
    spy.mockRestore();
    const screening = statements.filter((s) => s.text.includes('guy_reviews'));
    expect(screening).toHaveLength(1);
    const { rows } = await client.query(`explain (analyze, format json) ${screening[0]!.text}`, screening[0]!.params);
    const loops: number[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'guy_reviews') loops.push(node['Actual Loops'] as number);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((Object.values(rows[0] as object)[0] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    // Four rows, two guys.
    expect(loops.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(2);
  });
});
