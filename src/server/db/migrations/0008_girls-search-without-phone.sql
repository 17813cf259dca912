DROP INDEX "girls_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "girls_phone_digits_trgm_idx";--> statement-breakpoint
DROP INDEX "girls_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "girls_phone_digits_idx" ON "girls" USING btree ("phone_digits");--> statement-breakpoint
CREATE INDEX "girls_search_text_trgm_idx" ON "girls" USING gin ((coalesce("username", '') || E'\x1f' || coalesce("stage_name", '') || E'\x1f' || coalesce("city", '') || E'\x1f' || coalesce("state", '') || E'\x1f' || coalesce("country", '')) gin_trgm_ops) WITH (fastupdate=false);