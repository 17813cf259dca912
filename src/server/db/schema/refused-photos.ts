// A girl's photo, video or new profile picture that a moderator refused, kept with its private
// files for the appeal window (decision 039): an upheld appeal puts it back in the queue, and a
// daily job deletes it and its files once it can no longer be appealed.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MEDIA_TYPES, type MediaType } from '../../../lib/enums/media-types';
import { user } from './auth';
import { sqlList, type ImageVariants } from './columns';
import { girls } from './girls';
import { decisionNotices } from './moderation';

export const refusedPhotos = pgTable(
  'refused_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null once her record is deleted: the purge still finds the files. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    type: text('type').$type<MediaType>().notNull().default('image'),
    storageKey: text('storage_key').notNull(),
    secureUrl: text('secure_url').notNull(),
    variants: jsonb('variants').$type<ImageVariants>(),
    width: integer('width'),
    height: integer('height'),
    /** When she uploaded it (the girl_photos row's created_at). */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** Her new profile picture, not a gallery photo. */
    profilePicture: boolean('profile_picture').notNull().default(false),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
    /** The moderator who refused it (server side only: she reads "A moderator"). */
    refusedByUserId: text('refused_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The notice that told her, which she appeals; null when she had no account to tell. */
    noticeId: integer('notice_id')
      .unique('refused_photos_notice_id_unique')
      .references(() => decisionNotices.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('refused_photos_girl_id_idx').on(t.girlId),
    index('refused_photos_refused_at_idx').on(t.refusedAt),
    index('refused_photos_refused_by_idx').on(t.refusedByUserId),
    check('refused_photos_type_check', sql`${t.type} IN (${sqlList(MEDIA_TYPES)})`),
  ],
);

export type RefusedPhoto = typeof refusedPhotos.$inferSelect;
