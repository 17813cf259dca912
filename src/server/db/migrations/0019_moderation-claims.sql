CREATE TABLE "moderation_claims" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"moderator_user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_claims_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "girls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_girl_images" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_girl_reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_girls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "timewasters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "girl_photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_moderator_user_id_user_id_fk" FOREIGN KEY ("moderator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_claims_moderator_user_id_idx" ON "moderation_claims" USING btree ("moderator_user_id");--> statement-breakpoint
-- hand-written: every UPDATE of a moderation queue item raises its version (docs/decisions/040),
-- whoever makes it (a decision, the girl editing her pending profile, a scraper), so a decision
-- made on what a moderator saw changes nothing once the row has moved on.
CREATE FUNCTION "moderation_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "girls_version" BEFORE UPDATE ON "girls" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();--> statement-breakpoint
CREATE TRIGGER "girl_photos_version" BEFORE UPDATE ON "girl_photos" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();--> statement-breakpoint
CREATE TRIGGER "session_girls_version" BEFORE UPDATE ON "session_girls" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();--> statement-breakpoint
CREATE TRIGGER "session_girl_images_version" BEFORE UPDATE ON "session_girl_images" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();--> statement-breakpoint
CREATE TRIGGER "session_girl_reports_version" BEFORE UPDATE ON "session_girl_reports" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();--> statement-breakpoint
CREATE TRIGGER "timewasters_version" BEFORE UPDATE ON "timewasters" FOR EACH ROW EXECUTE FUNCTION "moderation_version_bump"();
