ALTER TABLE "girls" ADD COLUMN "reporting_terms_version" text;--> statement-breakpoint
ALTER TABLE "session_girl_reports" ADD COLUMN "reporting_terms_version" text;--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "reporting_terms_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "session_girl_reports_one_open_per_guy_unique" ON "session_girl_reports" USING btree ("guy_user_id","session_girl_id") WHERE "session_girl_reports"."handled_at" IS NULL;