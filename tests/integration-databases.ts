// Which integration files also run on PostgreSQL (decision 033).
//
// Every file runs on the embedded PGlite, the database of the demo and of most development. A file
// runs on PostgreSQL as well when what it tests can differ between the two drivers: PGlite is
// PostgreSQL 17 compiled to WebAssembly behind one in-process connection; production is a
// PostgreSQL server (15 on the CI machine) behind a node-postgres pool. Those differences are:
//
//   plumbing     connections, pools, readiness, migrations and data migrations, the schema as
//                migrated, the seed's bulk inserts, the job queue (pg-boss on its own connection vs
//                over the app's PGlite);
//   concurrency  races, locks and unique violations under parallel requests, state that several
//                app instances share through the database (rate limits, captcha replays, one open
//                report per target, claims);
//   query        what the server decides: search, filters, paging and sorting (collation, keyset,
//                counts), dates and time zones (date and timestamptz columns, AT TIME ZONE), raw SQL
//                whose result types the drivers parse differently (bigint, numeric);
//   errors       hostile input that reaches SQL (the driver's error for a bad value).
//
// Everything else (authorization tables, HTTP edges, validation, mail, uploads and media, storage,
// the chat engine, caching, timing) runs on PGlite only: its SQL is Drizzle's plain reads and
// writes, which the files below run on PostgreSQL too.
//
// Every file under tests/integration must be in exactly one of the two lists: vitest.config.ts
// calls `integrationFilesByDatabase()`, which throws on a file that is in neither (or in both, or
// listed but gone), so a new file cannot silently skip the decision.

import { readdirSync } from 'node:fs';
import path from 'node:path';

type Reason = 'plumbing' | 'concurrency' | 'query' | 'errors';

/** Files that run on PGlite and on PostgreSQL, with the difference each one exercises. */
export const ON_BOTH_DATABASES: Readonly<Record<string, Reason>> = {
  'admin-management.test.ts': 'query', // paging and filtering the admin tables in SQL
  'admin-tables.test.ts': 'query', // sorting case-insensitively: the server's collation
  'auth.test.ts': 'concurrency', // sign-in lock-out windows shared through the database (bigint)
  'booking-screening.test.ts': 'query', // a page's guys screened in one grouped read: counts in JSON, the plan
  'bookings-paging.test.ts': 'query', // her bookings paged by offset, the admin table's count capped in SQL
  'bulk-decisions.test.ts': 'query', // the queue's sections paged in one grouped read of JSON rows
  'moderation-queue-filters.test.ts': 'query', // the queue's filters in SQL: ilike, an escaped pattern, timestamps
  'check-in-restart.test.ts': 'plumbing', // a check-in's deadline across a SIGKILL and two workers
  'check-ins.test.ts': 'concurrency', // one alert per deadline under concurrent firing (SKIP LOCKED, a unique row)
  'database-dump.test.ts': 'plumbing', // what a stolen copy shows: every table read as each driver dumps it (pg_dump on PostgreSQL)
  'database-error-reports.test.ts': 'errors', // each driver's error fields and messages
  'db-client.test.ts': 'plumbing',
  'directory.test.ts': 'query', // visibility conditions of every public list
  'fuzz-api.test.ts': 'errors',
  'girl-card-picture.test.ts': 'query', // the card's picture-variants subquery
  'health-ready.test.ts': 'plumbing',
  'hidden-girl-media.test.ts': 'query', // a ban in force against now(); the job queued at its end in the ban's transaction
  'international-addresses.test.ts': 'query', // zones of travels abroad
  'job-queue-restart.test.ts': 'plumbing',
  'job-queue.test.ts': 'plumbing',
  'mail-burst.test.ts': 'plumbing', // a batch settled job by job on the queue's own connection
  'manage-girls-count.test.ts': 'query', // the manage girls table's count capped in SQL
  'media-variants.test.ts': 'plumbing', // the data migration that gives old rows their renditions
  'moderation-claims.test.ts': 'concurrency', // two decisions on one item at once; claims taken over
  'moderation-photo-count.test.ts': 'query', // the waiting photos' count: its plan reads an approved girl's index only
  'moderation-context.test.ts': 'query', // histories and galleries as JSON subqueries of the grouped read, times formatted in SQL
  'phone-numbers.test.ts': 'plumbing', // the data migration of stored numbers; search by phone
  'sealed-contacts.test.ts': 'plumbing', // the contacts sealed and hashed by every writer; the data migration seals and verifies the clear rows
  'key-rotation.test.ts': 'concurrency', // keys:rotate while girls read and add contacts; resumed after a crash
  'sealed-timewaster-changes.test.ts': 'plumbing', // the pending changes' contacts sealed; the data migration seals and verifies the clear rows and audit copies
  'guy-avatar-icons.test.ts': 'plumbing', // the data migration that gives old guys' pictures their icon
  'girl-picture-icons.test.ts': 'plumbing', // the icon of a girl's approved picture only; the data migration (public and private keys)
  'guy-contacts.test.ts': 'plumbing', // the guys' phones sealed and contacts hashed; screening and alerts match by hash; the data migration
  'photo-appeals.test.ts': 'concurrency', // two upholds at once; the purge's now() window
  'private-girl-photos.test.ts': 'plumbing', // the data migration that moves old public files
  'reporting-terms.test.ts': 'concurrency', // one open report per target
  'request-guards.test.ts': 'concurrency', // rate limiter and captcha store shared by instances
  'schema.test.ts': 'plumbing',
  'safety-alerts.test.ts': 'query', // the alerts' matching: windows on now(), travel days AT TIME ZONE, raw SQL
  'search-paging.test.ts': 'query',
  'search.test.ts': 'query',
  'seed.test.ts': 'plumbing',
  'session-place.test.ts': 'query', // dates and zones
  'session-times.test.ts': 'query', // dates and zones
  'state-filter.test.ts': 'query',
  'state-names.test.ts': 'plumbing', // the data migration of stored states; the state filter's spellings
  'timewaster-card-figures.test.ts': 'query', // a page of cards as one statement: correlated json subqueries, counts and dates as each driver returns them
  'timewaster-duplicates.test.ts': 'concurrency', // two merges of one entry at once; a merge moves rows in raw SQL
  'timewaster-expiry-reminders.test.ts': 'concurrency', // one reminder per expiry under concurrent runs
  'timewaster-expiry.test.ts': 'query', // a generated timestamptz column, now() in filters, one reminder per expiry
  'timewasters-admin-table.test.ts': 'query', // the admin table filtered, sorted and paged in SQL, its count capped
  'timewasters-rules.test.ts': 'query', // search and screening by phone, e-mail and name
  'timewaster-pending-changes.test.ts': 'query', // what search, matches and screening read while a change waits; jsonb diffs
  'timewaster-write-gate.test.ts': 'query', // every write's owner and visibility WHERE, and the suspension's row, as each driver runs them
  'travel-calendar.test.ts': 'query', // date columns into calendar events
  'travels.test.ts': 'query', // date ranges and the travel alerts
  'underage-birthdays.test.ts': 'query', // a date column against a computed day
};

/** Files that run on PGlite only: their SQL is plain Drizzle reads and writes. */
export const ON_PGLITE_ONLY: readonly string[] = [
  'account-takeover.test.ts',
  'accounts.test.ts',
  'appeals.test.ts',
  'standing-changes.test.ts',
  'ai-chat-eval.test.ts',
  'ai-chat-openai.test.ts',
  'ai-chat-paraphrase.test.ts',
  'ai-chat.test.ts',
  'cache-revalidation.test.ts',
  'cached-page-islands.test.ts',
  'city-options.test.ts',
  'client-profiles.test.ts',
  'community.test.ts',
  'contact.test.ts',
  'dashboard.test.ts',
  'statement-budget.test.ts',
  'decision-reasons.test.ts',
  'report-suspension.test.ts',
  'follows-bookings.test.ts',
  'links-to-hidden-girls.test.ts',
  'girl-account.test.ts',
  'girl-photos.test.ts',
  'girl-profile-writes.test.ts',
  'girl-profile.test.ts',
  'girl-signup.test.ts',
  'guy-profile.test.ts',
  'guy-registration.test.ts',
  'guy-side.test.ts',
  'http-edge.test.ts',
  'job-row-links.test.ts',
  'images.test.ts',
  'json-api-clients.test.ts',
  'legacy-migration.test.ts',
  'moderation.test.ts',
  'moderator-notes.test.ts',
  'moderator-role.test.ts',
  'openapi.test.ts',
  'origins.test.ts',
  'posts-authz.test.ts',
  'private-media.test.ts',
  'private-uploads.test.ts',
  'problem-and-session-girls.test.ts',
  'problem-girls-admin.test.ts',
  'robots.test.ts',
  'route-matrix.test.ts',
  'scammer-report.test.ts',
  'scammers-admin.test.ts',
  'sign-up-timing.test.ts',
  'spoofed-addresses.test.ts',
  'startup-cache.test.ts',
  'storage-s3.test.ts',
  'timewasters-authz.test.ts',
  'timewasters-vetting.test.ts',
  'two-factor.test.ts',
  'vetting.test.ts',
  'visitor-chats.test.ts',
  'visitor-result-cache.test.ts',
];

export const INTEGRATION_DIR = 'tests/integration';

/**
 * The test files of each pass, as include globs relative to the repository root. Throws when
 * `tests/integration` and the two lists disagree: a new file must be placed in one of them.
 */
export function integrationFilesByDatabase(root: string): { pglite: string[]; postgres: string[] } {
  const onDisk = readdirSync(path.join(root, INTEGRATION_DIR)).filter((name) => name.endsWith('.test.ts'));
  const both = Object.keys(ON_BOTH_DATABASES);
  const problems = [
    ...onDisk
      .filter((name) => !both.includes(name) && !ON_PGLITE_ONLY.includes(name))
      .map((name) => `${name} is in neither list`),
    ...both.filter((name) => ON_PGLITE_ONLY.includes(name)).map((name) => `${name} is in both lists`),
    ...[...both, ...ON_PGLITE_ONLY].filter((name) => !onDisk.includes(name)).map((name) => `${name} does not exist`),
  ];
  if (problems.length) {
    throw new Error(
      `tests/integration-databases.ts: ${problems.join('; ')}. Put every integration file in ON_BOTH_DATABASES ` +
        '(it tests something the PGlite and PostgreSQL drivers may do differently: see the rule at the top) ' +
        'or in ON_PGLITE_ONLY.',
    );
  }
  const file = (name: string) => `${INTEGRATION_DIR}/${name}`;
  return { pglite: onDisk.map(file), postgres: both.map(file) };
}
