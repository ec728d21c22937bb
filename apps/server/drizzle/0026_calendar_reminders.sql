ALTER TABLE "calendar_events" ADD COLUMN "reminder_minutes" integer;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminded_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calendar_events_next_reminder" ON "calendar_events" USING btree ("next_reminder_at") WHERE "calendar_events"."next_reminder_at" is not null;