ALTER TABLE "girls" ADD COLUMN "verification_picture_key" text;--> statement-breakpoint
ALTER TABLE "girls" ADD COLUMN "verification_picture_at" timestamp with time zone;