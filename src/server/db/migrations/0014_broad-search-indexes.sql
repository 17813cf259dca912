CREATE INDEX "user_banned_idx" ON "user" USING btree ("id") WHERE coalesce("user"."banned", false);--> statement-breakpoint
CREATE INDEX "girls_search_city_idx" ON "girls" USING btree (lower("city"),"id") WHERE "girls"."profile_approved" AND "girls"."admin_show_profile" AND "girls"."stage_name" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "girls_search_state_idx" ON "girls" USING btree (lower("state"),"id") WHERE "girls"."profile_approved" AND "girls"."admin_show_profile" AND "girls"."stage_name" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "girls_search_physique_idx" ON "girls" USING btree ("physique","id") WHERE "girls"."profile_approved" AND "girls"."admin_show_profile" AND "girls"."stage_name" IS NOT NULL;--> statement-breakpoint
-- Statistics for the new expression indexes (lower(city), lower(state)) at once, not at the next auto-analyze.
ANALYZE "girls";
