CREATE TABLE "notes_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archive" boolean DEFAULT false NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder" timestamp with time zone,
	"reminder_fired_at" timestamp with time zone,
	"reminder_seen" boolean DEFAULT false NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist_text" text DEFAULT '' NOT NULL,
	"labels" uuid[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes_items" ADD CONSTRAINT "notes_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes_labels" ADD CONSTRAINT "notes_labels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_items_time" ON "notes_items" USING btree ("account_id","time","id");--> statement-breakpoint
CREATE INDEX "notes_items_reminder_due" ON "notes_items" USING btree ("reminder") WHERE "notes_items"."reminder" is not null and "notes_items"."reminder_fired_at" is null;--> statement-breakpoint
CREATE INDEX "notes_labels_account" ON "notes_labels" USING btree ("account_id","name");