DROP INDEX "girls_profile_approved_idx";--> statement-breakpoint
CREATE INDEX "girls_profile_approved_idx" ON "girls" USING btree ("profile_approved") WHERE "girls"."profile_approved" IS NOT NULL;