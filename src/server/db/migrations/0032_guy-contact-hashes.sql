CREATE TABLE "guy_contact_hashes" (
	"guy_id" integer NOT NULL,
	"source" text NOT NULL,
	"key_version" smallint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "guy_contact_hashes_guy_id_source_key_version_pk" PRIMARY KEY("guy_id","source","key_version"),
	CONSTRAINT "guy_contact_hashes_source_check" CHECK ("guy_contact_hashes"."source" IN ('phone', 'email', 'account_email'))
);
--> statement-breakpoint
ALTER TABLE "guys" ADD COLUMN "phone_sealed" text;--> statement-breakpoint
ALTER TABLE "guys" ADD COLUMN "key_version" smallint;--> statement-breakpoint
ALTER TABLE "guy_contact_hashes" ADD CONSTRAINT "guy_contact_hashes_guy_id_guys_id_fk" FOREIGN KEY ("guy_id") REFERENCES "public"."guys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guy_contact_hashes_hash_idx" ON "guy_contact_hashes" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "guys_key_version_idx" ON "guys" USING btree ("key_version");