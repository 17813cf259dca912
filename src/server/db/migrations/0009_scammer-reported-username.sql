ALTER TABLE "girls" ADD COLUMN "reported_username" text;--> statement-breakpoint
-- Pending scammer reports (no account, not yet published) give back the names they reserved.
UPDATE "girls" SET "reported_username" = coalesce("username", "stage_name"), "username" = NULL, "stage_name" = NULL
WHERE "is_scammer" AND "profile_approved" IS NULL AND "user_id" IS NULL;
