// npm run bench:timewasters – latency of the timewaster search and screening at scale.
//
// Uses its own data folder (BENCH_TW_DATA_DIR, default ./data-bench-tw, git-ignored) with the
// embedded PGlite, or BENCH_DATABASE_URL for a PostgreSQL server. When the database holds fewer
// than BENCH_TW_COUNT timewasters (default 1,000,000) it is seeded once with seedLarge (the demo
// data plus bulk rows, each with a phone and an e-mail); later runs reuse it. Then it prints p50
// and p95 of search by name fragment, phone digits and e-mail, and of the screening lookup, all
// through the same service functions the pages and REST handlers call.
// Targets at 1M: p95 ≤ 50 ms for phone/e-mail lookups, ≤ 150 ms for name fragments.
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, inputs: string[], run: (input: string) => Promise<unknown>) {
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
const phones = sample(
  (
    await db.execute<{ p: string }>(sql`SELECT phone_number AS p FROM timewaster_phones ORDER BY random() LIMIT 200`)
  ).rows.map((r) => r.p),
);
const emails = sample(
  (await db.execute<{ e: string }>(sql`SELECT email AS e FROM timewaster_emails ORDER BY random() LIMIT 200`)).rows.map(
    (r) => r.e,
  ),
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
