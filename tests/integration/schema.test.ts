import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KINDS } from '@/features/moderation/kinds';
import { countOf } from '@/features/moderation/kinds/define';
import { getDb } from '@/server/db';

// Spec section 3, entity by entity: the table exists and holds the spec's server fields
// (snake_case). Checked against the migrated database, not the Drizzle objects, so a schema
// change without a migration fails here.
const SPEC_TABLES: Record<string, string[]> = {
  girls: [
    'id',
    'name',
    'username',
    'stage_name',
    'email',
    'birthday',
    'city',
    'state',
    'country',
    'height',
    'weight',
    'physique',
    'synopsis',
    'description',
    'description_verification',
    'review',
    'date_of_analysis',
    'profile_pic_secure_url',
    'profile_pic_public_id',
    'profile_pic_file_name',
    'verify_pic_public_id',
    'verify_pic_secure_url',
    'profile_pic_approved',
    'profile_approved',
    'admin_show_profile',
    'girl_show_profile',
    'matside_girl',
    'trans',
    'is_scammer',
    'active',
    'banned',
    'phone',
    'travel_phone',
    'pinterest',
    'herbiceps',
    'patreon',
    'onlyfans',
    'cameo',
    'sessiongirls_url',
    'badkity_url',
    'anats_list_url',
    'benchpress',
    'squat',
    'deadlift',
    'competitive_wrestling',
    'skype',
    'bondage_wrestling',
  ],
  guys: [
    'id',
    'username',
    'name',
    'email',
    'birthday',
    'city',
    'state',
    'country',
    'height',
    'weight',
    'about_me',
    // The spec's phone is sealed in phone_sealed (docs/decisions/053).
    'phone_sealed',
    'skype',
    'phone_chat',
    'allow_contact',
    'can_send_emails_about_website',
    'latitude',
    'longitude',
    'admin_show_profile',
    'user_show_profile',
    'soft_deleted',
    'first_login',
    'account_status',
    'cloudinary_public_id',
    'cloudinary_secure_url',
    'cloudinary_url',
    'bondage_wrestling',
  ],
  user: [
    'id',
    'email',
    'username',
    'role',
    'banned',
    'ban_expires',
    'email_verified',
    'locked_at',
    'failed_attempts',
    'legacy',
  ],
  // A booking has a status on each side (spec section 4).
  bookings: [
    'id',
    'girl_id',
    'guy_id',
    'girl_status',
    'guy_status',
    'date_time_available',
    'session_location',
    'session_length',
  ],
  follows: ['id', 'girl_id', 'guy_user_id', 'followed_at', 'created_at', 'updated_at'],
  girl_reviews: ['id', 'content', 'published_at'],
  guy_reviews: ['id', 'created_at', 'updated_at', 'girl_id', 'guy_user_id', 'comment', 'vote'],
  girls_only_comments: ['id', 'comment', 'created_at', 'girl_id', 'guy_user_id'],
  unverified_references: ['id', 'guy_user_id', 'girl_url', 'girl_username', 'email'],
  // The spec's email, phone_number, facebook, instagram, twitter and skype are sealed in
  // contacts_sealed (docs/decisions/053); the API serves them under their spec names.
  timewasters: [
    'id',
    'name',
    'contacts_sealed',
    'city',
    'state',
    'country',
    'client_type',
    'comment',
    'anonymous',
    'approved',
    'created_at',
    'updated_at',
    'public_username',
    'girl_id',
  ],
  // The reviewer's username is the girl's (girl_id), never copied.
  timewaster_comments: ['id', 'comment', 'anonymous', 'created_at', 'updated_at', 'girl_id', 'timewaster_id'],
  // The spec's email and phone_number are sealed in email_sealed/phone_sealed (docs/decisions/053).
  timewaster_emails: ['id', 'email_sealed', 'created_at', 'timewaster_id'],
  timewaster_phones: ['id', 'phone_sealed', 'created_at', 'timewaster_id'],
  // cloudinary_* of the legacy records: our storage key and URL (see docs/decisions/006).
  timewaster_photos: ['id', 'storage_key', 'secure_url', 'timewaster_id', 'girl_id'],
  thumbs: ['id', 'thumb_type', 'timewaster_id', 'girl_id'],
  problem_girls: [
    'id',
    'username',
    'name',
    'headline',
    'city',
    'country',
    'height',
    'weight',
    'dob',
    'profile_url',
    'reason_why',
    'date_of_analysis',
    'page_title',
    'message_thread',
    'guy_id',
    'girl_id',
    'cloudinary_secure_url',
  ],
  problem_girl_reported_urls: ['id', 'problem_girl_id', 'reported_url'],
  problem_girl_photos: ['id', 'problem_girl_id'],
  scammer_photos: ['id', 'girl_id'],
  reputation_list: ['id', 'url', 'girl_handle', 'guy_handle', 'comment'],
  session_girls: [
    'id',
    'name',
    'username',
    'height',
    'weight',
    'physique',
    'picture_url',
    'cloudinary_secure_url',
    'email',
    'profile_pic_approved',
    'profile_approved',
    'legacy_girl_id',
    'send_new_girl_notification',
    'send_travel_emails',
  ],
  session_girl_images: [
    'id',
    'session_girl_id',
    'image_type',
    'cloudinary_secure_url',
    'explicit',
    'explicit_nudity',
    'jen_approved',
  ],
  session_girl_reports: ['id', 'session_girl_id', 'category', 'comment', 'guy_user_id'],
  session_girl_travels: [
    'id',
    'session_girl_id',
    'begin_date',
    'end_date',
    'country',
    'city',
    'state',
    'optional_desc',
  ],
  legacy_follow_travels: [
    'id',
    'identifier',
    'legacy_girl_id',
    'session_girl_id',
    'username',
    'follow_all_cities',
    'email',
    'cities',
  ],
  poll_votes: ['id', 'poll', 'vote', 'girl_id', 'guy_user_id'],
  news_feed: ['id', 'card_info'],
  moderator_comments_guys: ['id', 'guy_user_id', 'comment'],
  moderator_comments_girls: ['id', 'girl_id', 'comment'],
  forum_reviews: ['id', 'username', 'review_url', 'deprecated_page_title', 'created_at', 'updated_at', 'girl_id'],
  travels: ['id', 'girl_id', 'city', 'state', 'country', 'date_begins', 'date_ends'],
  girl_photos: ['id', 'girl_id', 'type', 'storage_key', 'secure_url', 'approved'],
  posts: ['id', 'girl_id', 'comment', 'storage_key', 'secure_url', 'file_type', 'created_at'],
  audit_log: ['id', 'actor_user_id', 'action', 'target_table', 'target_id', 'before', 'after', 'at'],
};

async function columnsByTable(): Promise<Map<string, Set<string>>> {
  const db = await getDb();
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`);
  const tables = new Map<string, Set<string>>();
  for (const row of result.rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Set());
    tables.get(row.table_name)!.add(row.column_name);
  }
  return tables;
}

describe('schema: every entity of spec section 3', () => {
  it.each(Object.entries(SPEC_TABLES))('%s has the spec fields', async (table, expected) => {
    const columns = (await columnsByTable()).get(table);
    expect(columns, `table ${table}`).toBeDefined();
    expect(expected.filter((column) => !columns!.has(column))).toEqual([]);
  });

  it('refuses values outside the enumerations (CHECK constraints), and only those', async () => {
    const db = await getDb();
    /** A complete row is accepted with a valid value; the same row with the bad value fails on the named CHECK. */
    async function checkRefuses(
      constraint: string,
      insert: (value: string) => ReturnType<typeof sql>,
      good: string,
      bad: string,
    ) {
      await db.execute(insert(good));
      await expect(db.execute(insert(bad))).rejects.toSatisfy((error: unknown) => {
        const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
        return text.includes(constraint);
      });
    }
    let n = 0;
    const userRow = (role: string) => {
      n += 1;
      return sql`INSERT INTO "user" (id, name, email, role) VALUES (${`check-${n}`}, 'x', ${`check-${n}@example.test`}, ${role})`;
    };
    await checkRefuses('user_role_check', userRow, 'guy', 'guy,girl');
    await checkRefuses('user_role_check', userRow, 'girl,moderator', 'admin');
    await checkRefuses(
      'timewasters_client_type_check',
      (clientType) =>
        sql`INSERT INTO timewasters (name, city, country, client_type, comment) VALUES ('x', 'Reno', 'US', ${clientType}, 'c')`,
      'weirdo',
      'nobody',
    );
  });

  it('has trigram indexes on the text search reads', async () => {
    const db = await getDb();
    const result = await db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef ILIKE '%gin_trgm_ops%'`,
    );
    expect(result.rows.length).toBeGreaterThanOrEqual(3);
  });

  it("reads the moderation queue's waiting timewaster reports, new girls and scammer reports by their own indexes (decision 049)", async () => {
    const db = await getDb();
    // The planner's choice on a tiny table is a sequential scan either way; with it priced out,
    // only an index that holds exactly the waiting reports serves the count and the page.
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await tx.execute<Record<string, string>>(sql`EXPLAIN ${query}`)).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      return {
        timewasters_pending_idx: [
          await plan(sql`SELECT count(*) FROM timewasters WHERE approved = false`),
          await plan(sql`SELECT id FROM timewasters WHERE approved = false ORDER BY id LIMIT 50 OFFSET 0`),
        ],
        girls_pending_idx: [
          await plan(
            sql`SELECT id FROM girls WHERE matside_girl = true AND is_scammer = false AND profile_approved IS NULL ORDER BY created_at, id LIMIT 50 OFFSET 0`,
          ),
        ],
        girls_scammer_reports_pending_idx: [
          await plan(
            sql`SELECT count(*) FROM girls WHERE is_scammer = true AND profile_approved IS NULL AND reported_username IS NOT NULL`,
          ),
        ],
      };
    });
    for (const [index, texts] of Object.entries(plans)) for (const text of texts) expect(text).toContain(index);
  });

  it("counts the queue's new girls and new photos from the waiting rows, not from every decided girl (decision 049)", async () => {
    const db = await getDb();
    const { rows } = await db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'girls_profile_approved_idx'`,
    );
    // The waiting girls (profile_approved IS NULL) are not in it: their count reads their own index.
    expect(rows[0]?.indexdef).toContain('WHERE (profile_approved IS NOT NULL)');
    const text = await db.transaction(async (tx) => {
      // With the per-row read priced out, only a count that cannot join every girl keeps it.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_nestloop = off`);
      const plan = await tx.execute<Record<string, string>>(sql`EXPLAIN SELECT ${countOf(KINDS.photos, undefined)}`);
      return plan.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(text).toContain('girl_photos_pending');
    expect(text).toContain('girls_approved_user_idx');
    expect(text).not.toMatch(/Hash Join|Merge Join/);
  });

  it("reads the moderators' newest timewaster comments by their index, without sorting every comment (decision 049)", async () => {
    const db = await getDb();
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      // The shape of listTimewasterComments without an entry: every comment, newest first, with its girl.
      const { rows } = await tx.execute<Record<string, string>>(sql`EXPLAIN
        SELECT c.id, g.username FROM timewaster_comments c LEFT JOIN girls g ON g.id = c.girl_id
        ORDER BY c.created_at DESC, c.id ASC LIMIT 1000`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(text).toContain('timewaster_comments_newest_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
