import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { sealTimewasterEntries } from '@/server/db/data-migrations/sealed-contacts';
import { sealGuyContacts } from '@/server/db/data-migrations/guy-contacts';
import { getStorage } from '@/server/storage';
import { rowsOf } from './context';
import { SeedImages, PORTRAIT_POOL } from './images';
import {
  CLIENT_TYPES_WEIGHTED,
  EMAIL_DOMAINS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  physiqueColumn,
  pick,
  placeColumns,
  quote,
  seg,
  serviceColumns,
  stageNameColumns,
  textArray,
} from './large-sql';
import { createProgress, consoleReporter } from './progress';
import { seedClock } from './random';
import { createStagedContacts, sealStagedContacts, STAGED_CONTACTS } from './staged-contacts';
import { ABOUT_LIST, HEADLINE_LIST, REPORT_LIST, TW_COMMENT_LIST } from './texts';
import { seedDemo, type SeedOptions } from './demo';

// The benchmark data set: the demo data, then N girls and M timewasters (each with a phone and an
// e-mail) generated inside PostgreSQL with INSERT … SELECT over generate_series, in batches that
// each commit and report progress. One statement per batch also writes the rows that hang off it
// (accounts, profile pictures, travels, forum reviews; phones, e-mails, comments, thumbs).
//
// Bulk girl i: i % 100 < 40 is a Matside girl with an account (37 pending, 38 hidden by her,
// 39 hidden by a moderator, the rest public), 40-47 a forum-review girl, 48-49 a scammer, the rest
// other records. Names, places and texts come from fixed lists; md5(i) picks among them.

export interface LargeSeedOptions extends SeedOptions {
  girls: number;
  timewasters: number;
  girlBatch?: number;
  timewasterBatch?: number;
}

export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<Record<string, number>> {
  const report = options.report ?? consoleReporter;
  await seedDemo(db, options);
  const images = new SeedImages(options.storage ?? getStorage());
  const pool = await Promise.all(Array.from({ length: PORTRAIT_POOL }, (_, n) => images.portrait(n)));
  const clock = `${quote(seedClock().toISOString())}::timestamptz`;
  const hash = rowsOf<{ password: string }>(
    await db.execute(
      sql`SELECT password FROM account WHERE provider_id = 'credential' AND password IS NOT NULL LIMIT 1`,
    ),
  )[0]?.password;
  if (!hash) throw new Error('seedLarge: the demo seed left no credential account to copy the password hash from');

  report(
    `Bulk data: ${options.girls.toLocaleString('en-US')} girls, ${options.timewasters.toLocaleString('en-US')} timewasters.`,
  );
  const girlProgress = createProgress(report, 'girls', options.girls);
  const girlBatch = options.girlBatch ?? 5_000;
  for (let from = 1; from <= options.girls; from += girlBatch) {
    const to = Math.min(from + girlBatch - 1, options.girls);
    await db.execute(sql.raw(girlBatchSql(from, to, clock, hash, pool)));
    girlProgress.add(to - from + 1);
  }

  const twProgress = createProgress(report, 'timewasters', options.timewasters);
  const twBatch = options.timewasterBatch ?? 20_000;
  await createStagedContacts(db);
  for (let from = 1; from <= options.timewasters; from += twBatch) {
    const to = Math.min(from + twBatch - 1, options.timewasters);
    await db.execute(sql.raw(timewasterBatchSql(from, to, clock)));
    twProgress.add(to - from + 1);
  }
  // The bulk SQL stages the contacts in clear: sealed and hashed in the app (docs/decisions/053).
  report('Sealing the timewaster phones and e-mails…');
  await sealStagedContacts(db);
  await sealTimewasterEntries(db, { batchSize: 2_000 });
  await sealGuyContacts(db, { batchSize: 2_000 });

  report('Updating planner statistics (ANALYZE)…');
  await db.execute(sql.raw('ANALYZE'));
  const counts: Record<string, number> = {};
  for (const table of [
    'user',
    'girls',
    'girl_photos',
    'travels',
    'forum_reviews',
    'timewasters',
    'timewaster_phones',
    'timewaster_emails',
    'timewaster_comments',
    'thumbs',
  ]) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(`SELECT count(*) AS n FROM "${table}"`)));
    counts[table] = Number(row?.n ?? 0);
  }
  report('Rows per table (demo + bulk):');
  for (const [table, n] of Object.entries(counts))
    report(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`);
  return counts;
}

type Picture = { key: string; url: string; variants: unknown };

function girlBatchSql(from: number, to: number, clock: string, passwordHash: string, pool: readonly Picture[]): string {
  const names = stageNameColumns('g.i');
  const [city, state, country] = placeColumns(seg('ha', 0));
  const services = serviceColumns('src.bits');
  const poolUrls = textArray(pool.map((p) => p.url));
  const poolKeys = textArray(pool.map((p) => p.key));
  const poolVariants = `${quote(JSON.stringify(pool.map((p) => p.variants)))}::jsonb`;
  const [tCity, tState, tCountry] = placeColumns(`(${seg('md5(gi.id::text || t.k::text)', 0)})`);
  return `
WITH src AS (
  SELECT g.i, g.i % 100 AS k, g.i % 100 < 40 AS m, s.ha, s.hb, s.bits,
         n.first, n.first || ${names.rest} AS stage,
         left(lower(n.first), 9) || '_' || to_hex(g.i) AS username,
         ${pick(LAST_NAMES, seg('s.hb', 3))} AS last,
         ${city} AS city, ${state} AS state, ${country} AS country,
         ${clock} - make_interval(days => ${seg('s.hb', 2)} % 1500) AS at
  FROM generate_series(${from}, ${to}) AS g(i)
  CROSS JOIN LATERAL (SELECT md5(g.i::text || ':a') AS ha, md5(g.i::text || ':b') AS hb, decode(md5(g.i::text || ':c'), 'hex') AS bits) s
  CROSS JOIN LATERAL (SELECT ${names.first} AS first) n
), u AS (
  INSERT INTO "user" (id, name, email, email_verified, username, display_username, role, created_at, updated_at)
  SELECT 'bulkgirl' || i, first || ' ' || last, username || '@bulk.example', true, username, username, 'girl', at, at FROM src WHERE m
  RETURNING id
), a AS (
  INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
  SELECT 'bulkacct' || i, 'bulkgirl' || i, 'credential', 'bulkgirl' || i, ${quote(passwordHash)}, at, at FROM src WHERE m
  RETURNING id
), gi AS (
  INSERT INTO girls (user_id, name, username, stage_name, email, birthday, city, state, country, height, weight, physique,
    headline, about, description, profile_pic_secure_url, profile_pic_public_id, profile_pic_file_name, profile_pic_approved,
    profile_approved, admin_show_profile, girl_show_profile, matside_girl, is_scammer, active, phone, created_at, updated_at,
    ${services.names.join(', ')})
  SELECT CASE WHEN m THEN 'bulkgirl' || i END, first || ' ' || last, username, stage,
    CASE WHEN m THEN username || '@bulk.example' END,
    date '1979-01-01' + ${seg('ha', 1)} % 9500, city, state, country,
    60 + ${seg('ha', 2)} % 16, 110 + 5 * (${seg('ha', 3)} % 20), ${physiqueColumn(`(${seg('ha', 3)} % 20)`, seg('hb', 0))},
    ${pick(HEADLINE_LIST, seg('hb', 1))}, ${pick(ABOUT_LIST, seg('ha', 0))},
    ${pick(ABOUT_LIST, seg('hb', 0))} || ' ' || ${pick(ABOUT_LIST, seg('ha', 3))},
    CASE WHEN m OR k >= 48 THEN (${poolUrls})[1 + i % ${pool.length}] END,
    CASE WHEN m OR k >= 48 THEN (${poolKeys})[1 + i % ${pool.length}] END,
    CASE WHEN m OR k >= 48 THEN username || '.webp' END,
    CASE WHEN m THEN (CASE WHEN k = 37 THEN NULL ELSE true END) WHEN k >= 48 AND k < 50 THEN true END,
    CASE WHEN k = 37 THEN NULL WHEN k < 50 THEN true END,
    k <> 39, k <> 38, m, k IN (48, 49), true,
    (2 + ${seg('hb', 2)} % 8)::text || lpad((${seg('ha', 0)} % 1000)::text, 3, '0') || lpad((${seg('hb', 3)} % 1000000)::text, 6, '0'),
    at, at, ${services.values.join(', ')}
  FROM src
  RETURNING id, matside_girl, is_scammer, profile_approved, profile_pic_approved, profile_pic_public_id, created_at, stage_name, city
), ph AS (
  INSERT INTO girl_photos (girl_id, type, storage_key, secure_url, variants, approved, approved_at, is_profile_pic, width, height, created_at)
  SELECT gi.id, 'image', gi.profile_pic_public_id, (${poolUrls})[p.n], (${poolVariants}) -> (p.n - 1), coalesce(gi.profile_pic_approved, false),
    CASE WHEN gi.profile_pic_approved THEN gi.created_at END, true, 600, 600, gi.created_at
  FROM gi CROSS JOIN LATERAL (SELECT array_position(${poolKeys}, gi.profile_pic_public_id) AS n) p
  WHERE gi.matside_girl
  RETURNING id
), tr AS (
  INSERT INTO travels (girl_id, city, state, country, date_begins, date_ends, created_at, updated_at)
  SELECT gi.id, ${tCity}, ${tState}, ${tCountry},
    (${clock} + make_interval(days => t.k * 60 - 45 + gi.id % 40))::date,
    (${clock} + make_interval(days => t.k * 60 - 45 + gi.id % 40 + 1 + gi.id % 5))::date, gi.created_at, gi.created_at
  FROM gi CROSS JOIN generate_series(0, 1) AS t(k)
  WHERE gi.matside_girl AND gi.profile_approved
  RETURNING id
)
INSERT INTO forum_reviews (girl_id, username, review_url, deprecated_page_title, created_at, updated_at)
SELECT gi.id, 'member' || (gi.id % 9973), 'https://forum.example/threads/' || (100000 + gi.id), 'Session review: ' || gi.stage_name || ' in ' || gi.city, gi.created_at, gi.created_at
FROM gi WHERE NOT gi.matside_girl AND NOT gi.is_scammer AND gi.profile_approved`;
}

function timewasterBatchSql(from: number, to: number, clock: string): string {
  const [city, state, country] = placeColumns(seg('s.hb', 0));
  return `
WITH r AS (
  SELECT array_agg(id ORDER BY id) AS ids FROM girls WHERE matside_girl AND user_id IS NOT NULL
), src AS (
  SELECT g.i, s.ha, s.hb,
    ${pick(MALE_FIRST_NAMES, seg('s.ha', 0))} AS first, ${pick(LAST_NAMES, seg('s.ha', 1))} AS last,
    '1' || (2 + ${seg('s.ha', 2)} % 8)::text || lpad((${seg('s.ha', 3)} % 1000)::text, 3, '0') || lpad((${seg('s.hb', 1)} % 1000000)::text, 6, '0') AS phone,
    ${city} AS city, ${state} AS state, ${country} AS country,
    ${pick(CLIENT_TYPES_WEIGHTED, seg('s.hb', 2))} AS client_type,
    r.ids[1 + ${seg('s.hb', 3)} % cardinality(r.ids)] AS girl_id,
    ${clock} - make_interval(days => ${seg('s.hb', 1)} % 2000, hours => g.i % 24) AS at
  FROM generate_series(${from}, ${to}) AS g(i)
  CROSS JOIN r
  CROSS JOIN LATERAL (SELECT md5(g.i::text || ':tw') AS ha, md5(g.i::text || ':tx') AS hb) s
), tw AS (
  INSERT INTO timewasters (name, city, state, country, client_type, comment, public_username, anonymous, approved, girl_id, created_at, updated_at)
  SELECT first || ' ' || last, city, state, country,
    client_type, CASE WHEN client_type = 'good guy' THEN ${quote(REPORT_LIST[REPORT_LIST.length - 1]!)} ELSE ${pick(REPORT_LIST.slice(0, -1), seg('ha', 2))} END,
    CASE WHEN i % 3 = 0 THEN lower(first) || (i % 1000)::text END, i % 5 = 0, i % 13 <> 0, girl_id, at, at
  FROM src ORDER BY i
  RETURNING id, girl_id, client_type, created_at
), contact AS (
  -- The ids are drawn in the insert's order, i's: the n-th id is the n-th source row's. The contacts
  -- go only into the child tables (the entry's own sealed copy is the app's to write).
  SELECT tw.id, src.phone AS phone_number, lower(src.first || '.' || src.last || src.i::text) || '@' || ${pick(EMAIL_DOMAINS, seg('src.ha', 3))} AS email, tw.created_at
  FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM tw) AS tw
  JOIN (SELECT *, row_number() OVER (ORDER BY i) AS n FROM src) AS src ON src.n = tw.n
), staged AS (
  INSERT INTO ${STAGED_CONTACTS} (timewaster_id, kind, value, created_at)
  SELECT id, 'phone', phone_number, created_at FROM contact UNION ALL SELECT id, 'email', email, created_at FROM contact
  RETURNING id
), c AS (
  INSERT INTO timewaster_comments (timewaster_id, girl_id, comment, anonymous, created_at, updated_at)
  SELECT tw.id, r.ids[1 + (tw.id::bigint * 7919) % cardinality(r.ids)], ${pick(TW_COMMENT_LIST, seg('md5(tw.id::text)', 0))}, tw.id % 4 = 0, tw.created_at, tw.created_at
  FROM tw CROSS JOIN r
  WHERE tw.id % 10 < 3
  RETURNING id
)
INSERT INTO thumbs (girl_id, timewaster_id, thumb_type, created_at, updated_at)
SELECT girl_id, id, CASE WHEN client_type = 'good guy' THEN 2 ELSE 1 END, created_at, created_at FROM tw`;
}
