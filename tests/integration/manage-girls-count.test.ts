import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTableState } from '@/components/ui/server-table-state';
import { GIRL_SORTS, listManagedGirls } from '@/features/admin-management/girls-queries';
import { TABLE_COUNT_CAP } from '@/features/admin-management/table-sql';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { createModerator, type Person } from '../helpers/people';

// Decision 049 at scale: /admin/manage-girls counted all 100,000 girls on every page (a sequential
// scan); its count stops past 10,000 like the bookings table's and the table says "10,000+ results".

let moderator: Person;

beforeAll(async () => {
  moderator = await createModerator();
});

const state = (params: Record<string, string>) => parseTableState(params, GIRL_SORTS);

describe('the manage girls table', () => {
  it('counts up to 10,000 and says so past it, filtered or not; a small filter counts exactly', async () => {
    const db = await getDb();
    const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const before = await listManagedGirls(actor, state({}));
    expect(before.totalCapped).toBe(false);
    const city = `Captown${Math.random().toString(36).slice(2, 8)}`;
    // Enough girls to pass the cap, written in one statement.
    await db.execute(sql`
      insert into ${girls} (stage_name, city)
      select ${city} || '_' || n, ${city} from generate_series(1, ${TABLE_COUNT_CAP + 1 - before.total}) as n`);

    const all = await listManagedGirls(actor, state({}));
    expect(all).toMatchObject({ total: TABLE_COUNT_CAP, totalCapped: true });
    expect(all.rows).toHaveLength(state({}).size);
    const filtered = await listManagedGirls(actor, state({ q: city }));
    expect(filtered).toMatchObject({ total: TABLE_COUNT_CAP, totalCapped: true });
    const one = await listManagedGirls(actor, state({ q: `${city}_17` }));
    // _17, _170…_179, _1700…_1799: 111 of them, counted exactly.
    expect(one).toMatchObject({ total: 111, totalCapped: false });
  });
});
