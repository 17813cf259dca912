import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { DEMO_GIRL, DEMO_GUY } from './demo-accounts';
import { quote } from './large-sql';
import { createProgress, type Reporter } from './progress';
import { seedClock } from './random';

// Bookings at scale (the `npm run bench:scale` data set, decision 049): G bulk guys (an account
// and a guys row each), then N bookings between the Matside girls with accounts and all guys,
// written inside PostgreSQL with INSERT … SELECT over generate_series in batches that each commit.
// Booking i: the girl ids[(i·7919) mod n], the guy ids[(i·104729) mod m]; a spread of statuses and
// of dates a year either side of the seed's clock. The demo girl and the demo guy get one booking in
// every DEMO_SHARE, so the pages they open carry their share of a big site.

const DEMO_SHARE = 500;

export async function seedLargeBookings(
  db: Db,
  { bookings, guys, report }: { bookings: number; guys: number; report: Reporter },
): Promise<void> {
  const clock = `${quote(seedClock().toISOString())}::timestamptz`;
  const guyProgress = createProgress(report, 'bulk guys', guys);
  for (let from = 1; from <= guys; from += 20_000) {
    const to = Math.min(from + 19_999, guys);
    await db.execute(
      sql.raw(`
WITH u AS (
  INSERT INTO "user" (id, name, email, email_verified, username, display_username, role, created_at, updated_at)
  SELECT 'bulkguy' || i, 'Bulk Guy ' || i, 'bulkguy' || i || '@bulk.example', true, 'bulkguy_' || i, 'bulkguy_' || i, 'guy',
    ${clock} - make_interval(days => i % 1500), ${clock} - make_interval(days => i % 1500)
  FROM generate_series(${from}, ${to}) AS i
  RETURNING id, username, email, created_at
)
INSERT INTO guys (user_id, username, email, created_at, updated_at)
SELECT id, username, email, created_at, created_at FROM u`),
    );
    guyProgress.add(to - from + 1);
  }

  const progress = createProgress(report, 'bookings', bookings);
  const batch = 100_000;
  for (let from = 1; from <= bookings; from += batch) {
    const to = Math.min(from + batch - 1, bookings);
    await db.execute(
      sql.raw(`
WITH g AS (SELECT array_agg(id ORDER BY id) AS ids FROM girls WHERE matside_girl AND user_id IS NOT NULL),
y AS (SELECT array_agg(id ORDER BY id) AS ids FROM guys),
demo AS (
  SELECT (SELECT id FROM girls WHERE username = ${quote(DEMO_GIRL.username)}) AS girl,
         (SELECT id FROM guys WHERE username = ${quote(DEMO_GUY.username)}) AS guy
)
INSERT INTO bookings (girl_id, guy_id, girl_status, guy_status, date_time_available, time_zone, session_length,
  desired_session_type, session_location, created_at, updated_at)
SELECT
  CASE WHEN i % ${DEMO_SHARE} = 0 AND demo.girl IS NOT NULL THEN demo.girl ELSE g.ids[1 + (i::bigint * 7919) % cardinality(g.ids)] END,
  CASE WHEN i % ${DEMO_SHARE} = 1 AND demo.guy IS NOT NULL THEN demo.guy ELSE y.ids[1 + (i::bigint * 104729) % cardinality(y.ids)] END,
  (ARRAY['pending', 'pending', 'complete', 'deleted'])[1 + i % 4],
  (ARRAY['pending', 'complete', 'pending', 'deleted'])[1 + (i / 4) % 4],
  ${clock} + make_interval(days => (i % 730) - 365, hours => i % 24),
  'America/Chicago', '1 hour', 'Submission wrestling, light', 'Austin, TX',
  ${clock} - make_interval(days => 365 - (i % 730) / 2 + 30), ${clock} - make_interval(days => 365 - (i % 730) / 2 + 30)
FROM generate_series(${from}, ${to}) AS i, g, y, demo`),
    );
    progress.add(to - from + 1);
  }
}
