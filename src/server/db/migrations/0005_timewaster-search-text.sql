DROP INDEX "timewasters_name_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_public_username_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_city_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_skype_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_facebook_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_instagram_trgm_idx";--> statement-breakpoint
DROP INDEX "timewasters_twitter_trgm_idx";--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "emails_text" text;--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("timewasters"."name" || E'\x1f' || coalesce("timewasters"."public_username", '') || E'\x1f' || coalesce("timewasters"."skype", '') || E'\x1f' || coalesce("timewasters"."facebook", '') || E'\x1f' || coalesce("timewasters"."instagram", '') || E'\x1f' || coalesce("timewasters"."twitter", '') || E'\x1f' || "timewasters"."city") || E'\x1f' || coalesce("timewasters"."emails_text", '')) STORED;--> statement-breakpoint
CREATE INDEX "timewasters_search_text_trgm_idx" ON "timewasters" USING gin ("search_text" gin_trgm_ops);