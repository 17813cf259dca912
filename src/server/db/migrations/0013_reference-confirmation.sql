ALTER TABLE "unverified_references" ADD COLUMN "girl_id" integer;--> statement-breakpoint
ALTER TABLE "unverified_references" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "unverified_references" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unverified_references" ADD CONSTRAINT "unverified_references_girl_id_girls_id_fk" FOREIGN KEY ("girl_id") REFERENCES "public"."girls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unverified_references_girl_id_status_idx" ON "unverified_references" USING btree ("girl_id","status");--> statement-breakpoint
ALTER TABLE "unverified_references" ADD CONSTRAINT "unverified_references_status_check" CHECK ("unverified_references"."status" in ('pending', 'confirmed', 'denied'));