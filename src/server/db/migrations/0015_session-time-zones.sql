ALTER TABLE "bookings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_note" text;--> statement-breakpoint
ALTER TABLE "travels" ADD COLUMN "time_zone" text;