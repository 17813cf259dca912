// npm run db:seed – fill the database with the deterministic demo data set (repeatable: it empties
// the app's tables first). `npm run db:seed -- --girls 100000 --timewasters 1000000` adds a large
// bulk data set on top of the demo data, for benchmarks. Run with --conditions=react-server so
// `server-only` resolves to an empty module.
import { closeDb, getDb } from '@/server/db';
import { formatDemoLogins, seedDemo, seedLarge } from './seed';
import { sql } from 'drizzle-orm';
import { seedLargeBookings } from './seed/large-bookings';
import { seedModerationBacklog } from './seed/moderation-backlog';

const HELP = `Usage: npm run db:seed [-- options]

Without options: the demo data set (about 60 girls, 40 guys, 3 moderators, 200 timewasters …).
It empties all app tables first, so running it twice gives the same data.

Options:
  --girls N         add N bulk girls on top of the demo data (default with --large: 100000)
  --timewasters N   add N bulk timewasters, each with a phone and an e-mail (default: 10 × girls)
  --large           the benchmark data set: --girls 100000 --timewasters 1000000
  --bookings N      also N bookings between the Matside girls and bulk guys (npm run bench:scale)
  --guys N          bulk guys for those bookings (default: bookings / 100)
  --moderation-backlog N
                    also leave N items waiting in the moderation queue (the /admin/moderate bench)
  --help            this text
`;

interface Options {
  moderationBacklog?: number;
  bookings?: number;
  guys?: number;
  girls?: number;
  timewasters?: number;
  large: boolean;
}

function parseCount(name: string, value: string | undefined): number {
  const n = Number(value?.replace(/[_,]/g, ''));
  if (!value || !Number.isInteger(n) || n < 0) {
    console.error(`db:seed: ${name} needs a whole number, got '${value ?? ''}'\n\n${HELP}`);
    process.exit(2);
  }
  return n;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { large: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    } else if (flag === '--girls') options.girls = parseCount(flag, value());
    else if (flag === '--timewasters') options.timewasters = parseCount(flag, value());
    else if (flag === '--large') options.large = true;
    else if (flag === '--bookings') options.bookings = parseCount(flag, value());
    else if (flag === '--guys') options.guys = parseCount(flag, value());
    else if (flag === '--moderation-backlog') options.moderationBacklog = parseCount(flag, value());
    else {
      console.error(`db:seed: unknown option '${argv[i]}'\n\n${HELP}`);
      process.exit(2);
    }
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const large = options.large || options.girls !== undefined || options.timewasters !== undefined;
  console.log(formatDemoLogins());
  console.log('');
  const started = Date.now();
  const db = await getDb();
  try {
    if (large) {
      const girls = options.girls ?? 100_000;
      const timewasters = options.timewasters ?? (options.large ? 1_000_000 : girls * 10);
      await seedLarge(db, { girls, timewasters });
    } else {
      await seedDemo(db);
    }
    if (options.bookings) {
      const guys = options.guys ?? Math.max(1, Math.ceil(options.bookings / 100));
      await seedLargeBookings(db, { bookings: options.bookings, guys, report: console.log });
    }
    if (options.moderationBacklog) await seedModerationBacklog(db, options.moderationBacklog, console.log);
    // Statistics for the planner at once: PGlite has no autovacuum to gather them later, and without them
    // it guesses row counts (a scan per guy of her bookings' e-mail match, decision 056).
    await db.execute(sql.raw('ANALYZE'));
  } finally {
    await closeDb();
  }
  console.log(`\nSeed finished in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  console.log(formatDemoLogins());
}

/** Drizzle's message repeats the whole (long, generated) statement: show the database's reason. */
function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const short = message.length > 400 ? `${message.slice(0, 400)}…` : message;
  return cause ? `${cause.message}\n  in: ${short}` : short;
}

main().catch((error: unknown) => {
  console.error(`db:seed failed: ${describe(error)}`);
  process.exit(1);
});
