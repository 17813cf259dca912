-- docs/decisions/053: the entry's first-reported e-mail and phone and its handles sealed in
-- contacts_sealed, the handles matched by handle_hashes; search_text without handles or e-mails.
-- The clear columns go here only when no row holds a value in them (a fresh database); otherwise
-- the data migration sealed-contacts.ts seals and verifies every row first, then drops them.
DROP TRIGGER IF EXISTS "timewaster_emails_search" ON "timewaster_emails";--> statement-breakpoint
DROP FUNCTION IF EXISTS "timewaster_emails_search_sync"();--> statement-breakpoint
ALTER TABLE "timewasters" DROP CONSTRAINT "timewasters_email_lower_check";--> statement-breakpoint
ALTER TABLE "timewasters" DROP CONSTRAINT "timewasters_phone_digits_check";--> statement-breakpoint
ALTER TABLE "timewasters" drop column "search_text";--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("timewasters"."name" || E'\x1f' || coalesce("timewasters"."public_username", '') || E'\x1f' || "timewasters"."city")) STORED;--> statement-breakpoint
CREATE INDEX "timewasters_search_text_trgm_idx" ON "timewasters" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "contacts_sealed" text;--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "handle_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "key_version" smallint;--> statement-breakpoint
CREATE INDEX "timewasters_handle_hashes_idx" ON "timewasters" USING gin ("handle_hashes");--> statement-breakpoint
CREATE INDEX "timewasters_key_version_idx" ON "timewasters" USING btree ("key_version");--> statement-breakpoint
ALTER TABLE "timewasters" DROP COLUMN "emails_text";--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "timewasters"
    WHERE "email" IS NOT NULL OR "phone_number" IS NOT NULL OR "facebook" IS NOT NULL
      OR "instagram" IS NOT NULL OR "twitter" IS NOT NULL OR "skype" IS NOT NULL
  ) THEN
    ALTER TABLE "timewasters" DROP COLUMN "email", DROP COLUMN "phone_number", DROP COLUMN "facebook",
      DROP COLUMN "instagram", DROP COLUMN "twitter", DROP COLUMN "skype";
  END IF;
END $$;
