import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { rowsOf } from './context';
import type { Reporter } from './progress';

// A moderation backlog for the /admin/moderate benchmark: N items waiting, spread over the
// queue's sections (new girls with a photo each, photos of approved girls, session girls with
// their pictures and explicit images, crawled problem girls, scammer reports). Written with
// INSERT … SELECT over generate_series; pictures reuse a seeded file, so nothing new is stored.

export async function seedModerationBacklog(db: Db, items: number, report: Reporter): Promise<void> {
  // Each share fills eight queue items: a new girl, a photo, a session girl's picture, her profile,
  // her e-mail and her explicit image, a crawled problem girl and a scammer report.
  const share = Math.max(1, Math.floor(items / 8));
  const picture = rowsOf<{ url: string; key: string }>(
    await db.execute(sql`SELECT secure_url AS url, storage_key AS key FROM girl_photos ORDER BY id LIMIT 1`),
  )[0];
  if (!picture) throw new Error('seedModerationBacklog: seed the demo data first (no photo to reuse)');
  const approvedGirl = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM girls WHERE matside_girl AND profile_approved ORDER BY id LIMIT 1`),
  )[0];
  if (!approvedGirl) throw new Error('seedModerationBacklog: no approved girl in the demo data');

  await db.execute(sql`
    WITH new_girls AS (
      INSERT INTO girls (stage_name, username, name, email, city, state, country, headline, matside_girl,
                         profile_approved, profile_pic_secure_url, profile_pic_public_id)
      SELECT 'Backlog Girl ' || i, 'backlog_girl_' || i, 'Backlog ' || i, 'backlog' || i || '@example.test',
             'Austin', 'TX', 'United States', 'New here', true, NULL, ${picture.url}, ${picture.key}
      FROM generate_series(1, ${share}) AS i
      RETURNING id
    )
    INSERT INTO girl_photos (girl_id, storage_key, secure_url, approved)
    SELECT id, ${picture.key}, ${picture.url}, false FROM new_girls`);
  await db.execute(sql`
    INSERT INTO girl_photos (girl_id, storage_key, secure_url, approved)
    SELECT ${approvedGirl.id}, ${picture.key}, ${picture.url}, false FROM generate_series(1, ${share})`);
  await db.execute(sql`
    WITH new_session_girls AS (
      INSERT INTO session_girls (username, name, cloudinary_secure_url, cloudinary_public_id, email,
                                 profile_pic_approved, profile_approved)
      SELECT 'backlog_sg_' || i, 'Backlog Session ' || i, ${picture.url}, ${picture.key}, NULL, NULL, NULL
      FROM generate_series(1, ${share}) AS i
      RETURNING id
    )
    INSERT INTO session_girl_images (session_girl_id, cloudinary_secure_url, cloudinary_public_id, explicit)
    SELECT id, ${picture.url}, ${picture.key}, true FROM new_session_girls`);
  await db.execute(sql`
    INSERT INTO problem_girls (name, page_title, crawled_at)
    SELECT 'Crawled Backlog ' || i, 'Forum thread ' || i, now() FROM generate_series(1, ${share}) AS i`);
  await db.execute(sql`
    INSERT INTO girls (name, reported_username, headline, description, city, country, is_scammer,
                       matside_girl, profile_approved)
    SELECT 'Scam Backlog ' || i, 'scam_backlog_' || i, 'Took a deposit', 'Backlog report ' || i, 'Miami',
           'United States', true, false, NULL
    FROM generate_series(1, ${share}) AS i`);
  report(`Moderation backlog: ${(share * 8).toLocaleString('en-US')} items waiting in the queue.`);
}
