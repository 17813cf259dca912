-- docs/decisions/053: timewaster_phones/_emails keep only the sealed value, its keyed hash and key
-- version. The clear columns go here only when no row is unsealed and either the tables are empty
-- (a fresh database) or the data migration has verified every row (its mark); otherwise they stay,
-- nullable for the app's new rows, until sealed-contacts.ts seals, verifies and drops them.
DROP INDEX IF EXISTS "timewaster_emails_email_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "timewaster_emails_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "timewaster_phones_phone_number_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "timewaster_phones_phone_number_trgm_idx";--> statement-breakpoint
DELETE FROM "timewaster_phones" AS a USING "timewaster_phones" AS b
  WHERE a."timewaster_id" = b."timewaster_id" AND a."phone_hash" = b."phone_hash" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "timewaster_emails" AS a USING "timewaster_emails" AS b
  WHERE a."timewaster_id" = b."timewaster_id" AND a."email_hash" = b."email_hash" AND a."id" > b."id";--> statement-breakpoint
ALTER TABLE "timewaster_emails" ADD CONSTRAINT "timewaster_emails_timewaster_email_hash_unique" UNIQUE("timewaster_id","email_hash");--> statement-breakpoint
ALTER TABLE "timewaster_phones" ADD CONSTRAINT "timewaster_phones_timewaster_phone_hash_unique" UNIQUE("timewaster_id","phone_hash");--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "timewaster_phones" WHERE "key_version" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "timewaster_emails" WHERE "key_version" IS NULL)
    AND (
      EXISTS (SELECT 1 FROM "finished_data_migrations" WHERE "name" = 'timewaster-contacts-sealed')
      OR (NOT EXISTS (SELECT 1 FROM "timewaster_phones") AND NOT EXISTS (SELECT 1 FROM "timewaster_emails"))
    )
  THEN
    ALTER TABLE "timewaster_phones" DROP COLUMN "phone_number", ALTER COLUMN "phone_sealed" SET NOT NULL,
      ALTER COLUMN "phone_hash" SET NOT NULL, ALTER COLUMN "key_version" SET NOT NULL;
    ALTER TABLE "timewaster_emails" DROP COLUMN "email", ALTER COLUMN "email_sealed" SET NOT NULL,
      ALTER COLUMN "email_hash" SET NOT NULL, ALTER COLUMN "key_version" SET NOT NULL;
  ELSE
    ALTER TABLE "timewaster_phones" ALTER COLUMN "phone_number" DROP NOT NULL;
    ALTER TABLE "timewaster_emails" ALTER COLUMN "email" DROP NOT NULL;
  END IF;
END $$;
