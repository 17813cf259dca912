ALTER TABLE "timewaster_changes" ADD COLUMN "contact_hash" text;--> statement-breakpoint
ALTER TABLE "timewaster_changes" ADD COLUMN "key_version" smallint;