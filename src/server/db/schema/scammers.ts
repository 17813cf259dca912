// Scammers are girls rows with is_scammer = true (see girls.ts); this file holds the pictures on
// a scammer's page.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, type ImageVariants } from './columns';
import { girlOwned } from './girls';

export const scammerPhotos = pgTable(
  'scammer_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    storageKey: text('storage_key').notNull(),
    secureUrl: text('secure_url').notNull(),
    variants: jsonb('variants').$type<ImageVariants>(),
    createdAt: createdAt(),
  },
  (t) => [index('scammer_photos_girl_id_idx').on(t.girlId)],
);

export type ScammerPhoto = typeof scammerPhotos.$inferSelect;
