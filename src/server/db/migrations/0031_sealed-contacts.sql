ALTER TABLE "timewaster_emails" ADD COLUMN "email_sealed" text;--> statement-breakpoint
ALTER TABLE "timewaster_emails" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "timewaster_emails" ADD COLUMN "key_version" smallint;--> statement-breakpoint
ALTER TABLE "timewaster_phones" ADD COLUMN "phone_sealed" text;--> statement-breakpoint
ALTER TABLE "timewaster_phones" ADD COLUMN "phone_hash" text;--> statement-breakpoint
ALTER TABLE "timewaster_phones" ADD COLUMN "key_version" smallint;--> statement-breakpoint
CREATE INDEX "timewaster_emails_email_hash_idx" ON "timewaster_emails" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "timewaster_emails_key_version_idx" ON "timewaster_emails" USING btree ("key_version");--> statement-breakpoint
CREATE INDEX "timewaster_phones_phone_hash_idx" ON "timewaster_phones" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "timewaster_phones_key_version_idx" ON "timewaster_phones" USING btree ("key_version");