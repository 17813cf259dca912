import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTableState } from '@/components/ui/server-table-state';
import { listManagedBookings } from '@/features/admin-management/bookings-queries';
import { TABLE_COUNT_CAP } from '@/features/admin-management/table-sql';
import { BOOKINGS_PAGE, pageOfGirlBookings, pageOfGuyBookings } from '@/features/bookings/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { bookings } from '@/server/db/schema';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';

// Decision 049 at scale: a big site's girl has thousands of bookings and the admin table a million,
// so her and his bookings pages show 25 at a time and the admin table's count stops past 10,000.

const actorOf = (cookie: string) => getActorFromHeaders(new Headers({ cookie }));

let girl: TestGirl;
let guy: Person;
let moderator: Person;
let firstId = 0;

/** `count` bookings of hers with him, a minute apart, the newest last. */
async function addBookings(count: number) {
  const db = await getDb();
  const start = Date.now() - count * 60_000;
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, index) => ({
        girlId: girl.girlId,
        guyId: guy.guyId!,
        dateTimeAvailable: new Date(start + index * 60_000),
        createdAt: new Date(start + index * 60_000),
        sessionLength: '1 hour',
        desiredSessionType: 'Competitive',
      })),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  girl = await createGirl({ prefix: 'paged' });
  guy = await createGuy();
  moderator = await createModerator();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(bookings).where(gt(bookings.id, firstId));
});

describe('her and his bookings pages', () => {
  it('show 25 at a time, newest first, with a next page while older ones remain', async () => {
    expect(BOOKINGS_PAGE).toBe(25);
    const ids = await addBookings(BOOKINGS_PAGE + 7);
    firstId = ids[0]! - 1;
    const newestFirst = [...ids].reverse();
    const girlActor = await actorOf(girl.cookie);
    const first = await pageOfGirlBookings(girlActor);
    expect(first.bookings.map((b) => b.id)).toEqual(newestFirst.slice(0, BOOKINGS_PAGE));
    expect(first).toMatchObject({ page: 1, hasNext: true });
    const second = await pageOfGirlBookings(girlActor, 2);
    expect(second.bookings.map((b) => b.id)).toEqual(newestFirst.slice(BOOKINGS_PAGE));
    expect(second).toMatchObject({ page: 2, hasNext: false });
    // Screening is read for the page's guys only, and still carried by each row.
    expect(second.bookings[0]!.screening).not.toBeNull();

    const his = await pageOfGuyBookings(await actorOf(guy.cookie), 2);
    expect(his.bookings.map((b) => b.id)).toEqual(newestFirst.slice(BOOKINGS_PAGE));
    expect(his.hasNext).toBe(false);
  });
});

describe('the admin bookings table', () => {
  it('counts up to 10,000 and says so past it, filtered or not', async () => {
    const db = await getDb();
    const actor = await actorOf(moderator.cookie);
    const before = await listManagedBookings(actor, parseTableState({}));
    expect(before.totalCapped).toBe(false);
    // Enough of his bookings to pass the cap, written in one statement.
    await db.execute(sql`
      insert into ${bookings} (girl_id, guy_id, date_time_available, session_length, desired_session_type)
      select ${girl.girlId}, ${guy.guyId!}, now(), '1 hour', 'Competitive'
      from generate_series(1, ${TABLE_COUNT_CAP + 1 - before.total})`);

    const all = await listManagedBookings(actor, parseTableState({}));
    expect(all).toMatchObject({ total: TABLE_COUNT_CAP, totalCapped: true });
    expect(all.rows).toHaveLength(parseTableState({}).size);
    const filtered = await listManagedBookings(actor, parseTableState({ q: guy.username }));
    expect(filtered).toMatchObject({ total: TABLE_COUNT_CAP, totalCapped: true });
    const few = await listManagedBookings(actor, parseTableState({ q: girl.username.slice(0, 8) + 'no-such' }));
    expect(few).toMatchObject({ total: 0, totalCapped: false });
  });
});
