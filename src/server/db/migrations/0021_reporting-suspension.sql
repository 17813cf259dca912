CREATE TABLE "report_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text,
	"suspended_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_suspensions" ADD CONSTRAINT "report_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_suspensions" ADD CONSTRAINT "report_suspensions_suspended_by_user_id_user_id_fk" FOREIGN KEY ("suspended_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;