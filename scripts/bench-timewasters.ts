// npm run bench:timewasters – latency of the timewaster search and screening at scale.
//
// Uses its own data folder (BENCH_TW_DATA_DIR, default ./data-bench-tw, git-ignored) with the
// embedded PGlite, or BENCH_DATABASE_URL for a PostgreSQL server. When the database holds fewer
// than BENCH_TW_COUNT timewasters (default 1,000,000) it is seeded once with seedLarge (the demo
// data plus bulk rows, each with a phone and an e-mail); later runs reuse it. Then it prints p50
// and p95 of search by name fragment, phone digits and e-mail, and of the screening lookup, all
// through the same service functions the pages and REST handlers call.
// Targets at 1M: p95 ≤ 50 ms for phone/e-mail lookups, ≤ 150 ms for name fragments.
//
// BENCH_TW_AB=1 runs the A/B of decision 053 instead (scripts/bench-timewasters-hashes.ts): the
// match lookup and the booking screening in the clear-text shape (A: their SQL of before the
// sealed columns and hashes) and in the keyed-hash shape of docs/decisions/053 (B: the app's
// matchesTimewaster and screenGuys), BENCH_TW_ROUNDS rounds (default 3) alternating A and B, then each
// shape's p95 per round, their medians and B/A. Decision 053 wants B within 10 % of A on PostgreSQL at
// 100k entries: BENCH_DATABASE_URL=postgres://… BENCH_TW_COUNT=100000 BENCH_TW_AB=1.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const target = Number(process.env.BENCH_TW_COUNT ?? 1_000_000);
const iterations = Number(process.env.BENCH_TW_ITERATIONS ?? 100);
const dataDir = path.resolve(root, process.env.BENCH_TW_DATA_DIR ?? 'data-bench-tw');
mkdirSync(dataDir, { recursive: true });
// Before any app module loads: env.ts reads these once.
process.env.DATA_DIR = dataDir;
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'warn';

const { sql } = await import('drizzle-orm');
const { closeDb, getDb, runMigrations } = await import('@/server/db');
const { seedLarge } = await import('./seed');
const { matchesTimewaster, searchTimewasters } = await import('@/features/timewasters/queries');
const { SearchParamsSchema } = await import('@/features/timewasters/schema');
const { openContact } = await import('@/server/sealed-contacts');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, inputs: string[], run: (input: string) => Promise<unknown>): Promise<number> {
  for (const input of inputs.slice(0, 5)) await run(input); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const input = inputs[i % inputs.length]!;
    const start = performance.now();
    await run(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
  return percentile(times, 95);
}

const db = await getDb();
await runMigrations(db, { log: () => undefined });
const count = async () =>
  Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM timewasters`)).rows[0]?.n ?? 0);
let existing = await count();
if (existing < target) {
  console.log(
    `[bench:timewasters] ${existing.toLocaleString('en-US')} timewasters in ${dataDir}: seeding ${target.toLocaleString('en-US')} (once; later runs reuse it)…`,
  );
  await seedLarge(db, { girls: Math.max(1_000, Math.round(target / 100)), timewasters: target });
  existing = await count();
}
console.log(`[bench:timewasters] ${existing.toLocaleString('en-US')} timewasters; ${iterations} runs each`);

const [girl] = (
  await db.execute<{ id: number }>(sql`SELECT id FROM girls WHERE user_id IS NOT NULL ORDER BY id LIMIT 1`)
).rows;
// A girl as the service sees her (no session needed for a benchmark).
const actor = {
  kind: 'girl',
  userId: 'bench',
  username: 'bench',
  email: 'bench@example.test',
  name: 'Bench',
  image: null,
  roles: ['girl'],
  isModerator: false,
  stageName: null,
  vettedGirl: true,
  emailVerified: true,
  girlId: Number(girl!.id),
} as const;
const sample = <T>(rows: T[]) => rows;
// The stored contacts are sealed (docs/decisions/053): a sample opened, as a girl would type them.
const phones = sample(
  (
    await db.execute<{ s: string }>(sql`SELECT phone_sealed AS s FROM timewaster_phones ORDER BY random() LIMIT 200`)
  ).rows.map((r) => openContact('phone', r.s)),
);
const emails = sample(
  (
    await db.execute<{ s: string }>(sql`SELECT email_sealed AS s FROM timewaster_emails ORDER BY random() LIMIT 200`)
  ).rows.map((r) => openContact('email', r.s)),
);
const names = sample(
  (await db.execute<{ n: string }>(sql`SELECT name AS n FROM timewasters ORDER BY random() LIMIT 200`)).rows.map(
    (r) => r.n,
  ),
);
const fragments = names.map((n, i) => {
  const word = n.split(/\s+/)[i % 2] ?? n;
  return word.slice(0, Math.min(word.length, 4 + (i % 3)));
});
const formatted = phones.map((p) => (p.length === 10 ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p));

if (process.env.BENCH_TW_AB === '1') {
  await runAb();
  await closeDb();
  process.exit(0);
}

await measure('search: name fragment', fragments, (q) => searchTimewasters(actor, SearchParamsSchema.parse({ q })));
await measure('search: full name', names, (q) => searchTimewasters(actor, SearchParamsSchema.parse({ q })));
await measure('search: phone digits (formatted)', formatted, (q) =>
  searchTimewasters(actor, SearchParamsSchema.parse({ q })),
);
await measure(
  'search: phone last 7 digits',
  phones.map((p) => p.slice(-7)),
  (q) => searchTimewasters(actor, SearchParamsSchema.parse({ q })),
);
await measure('search: e-mail', emails, (q) => searchTimewasters(actor, SearchParamsSchema.parse({ q })));
await measure('screening: phone', phones, (phone) => matchesTimewaster(actor, { phone }));
await measure('screening: e-mail', emails, (email) => matchesTimewaster(actor, { email }));
await measure(
  'screening: e-mail + phone',
  emails.map((e, i) => `${e}|${phones[i % phones.length]}`),
  (pair) => {
    const [email, phone] = pair.split('|');
    return matchesTimewaster(actor, { email, phone });
  },
);
await closeDb();

/** A (clear text, the app's functions) against B (keyed hashes), rounds alternating. */
async function runAb() {
  const { buildClearGuyPhones, matchByClearText, screenByClearText } = await import('./bench-timewasters-hashes');
  const { screenGuys } = await import('@/features/bookings/screening');
  const rounds = Number(process.env.BENCH_TW_ROUNDS ?? 3);
  await buildClearGuyPhones(db, (m) => console.log(m));
  const guyIds = (await db.execute<{ id: number }>(sql`SELECT id FROM guys ORDER BY random() LIMIT 400`)).rows.map(
    (r) => Number(r.id),
  );
  // A girl's list of booking requests screens its guys in one statement (decision 049): 20 a page.
  const pages = Array.from({ length: 20 }, (_, i) => guyIds.slice(i * 20, i * 20 + 20).join(','));
  const pairs = emails.map((e, i) => `${e}|${phones[i % phones.length]}`);
  const split = (pair: string) => {
    const [email, phone] = pair.split('|');
    return { email: email!, phone: phone! };
  };
  const shapes = {
    'match (e-mail + phone)': {
      // The app's matchesTimewaster reads the sealed columns' hashes now: A is its clear-text SQL of before.
      A: () => measure('A match: clear text', pairs, (pair) => matchByClearText(db, actor, split(pair))),
      B: () => measure('B match: keyed hashes (app)', pairs, (pair) => matchesTimewaster(actor, split(pair))),
    },
    'screening (20 guys)': {
      // The app's screenGuys joins the stored hashes now: A is its clear-text SQL of before.
      A: () => measure('A screening: clear text', pages, (page) => screenByClearText(db, page.split(',').map(Number))),
      B: () => measure('B screening: keyed hashes (app)', pages, (page) => screenGuys(page.split(',').map(Number))),
    },
  };
  const p95s: Record<string, { A: number[]; B: number[] }> = {};
  for (let round = 0; round < rounds; round += 1) {
    console.log(`[bench:timewasters] round ${round + 1}/${rounds}`);
    for (const [name, shape] of Object.entries(shapes)) {
      const figures = (p95s[name] ??= { A: [], B: [] });
      // Alternate which shape goes first, so neither always runs on the warmer cache.
      const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const side of order) figures[side].push(await shape[side]());
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log('\n[bench:timewasters] A/B p95 (ms) per round, median, B/A');
  for (const [name, { A, B }] of Object.entries(p95s)) {
    const ratio = median(B) / median(A);
    console.log(
      `${name.padEnd(24)} A ${A.map((v) => v.toFixed(1)).join(' / ')} (median ${median(A).toFixed(1)})   B ${B.map((v) => v.toFixed(1)).join(' / ')} (median ${median(B).toFixed(1)})   B/A ${ratio.toFixed(2)} ${ratio <= 1.1 ? 'within 10 %' : 'OVER 10 %'}`,
    );
  }
  await db.execute(sql`DROP SCHEMA IF EXISTS bench_hashes CASCADE`);
}
