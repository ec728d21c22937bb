CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"folder" smallint NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"from_avatar" text DEFAULT '' NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"labels" smallint[] DEFAULT '{}' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_delivered_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "mail_messages"."subject"), 'A') || setweight(to_tsvector('simple', "mail_messages"."from_name" || ' ' || "mail_messages"."from_email"), 'B') || setweight(to_tsvector('simple', "mail_messages"."body_text"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"completed" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"labels" smallint[] DEFAULT '{}' NOT NULL,
	"folder" smallint,
	"position" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_folder_time" ON "mail_messages" USING btree ("account_id","folder","time","id");--> statement-breakpoint
CREATE INDEX "mail_messages_account_time" ON "mail_messages" USING btree ("account_id","time","id");--> statement-breakpoint
CREATE INDEX "mail_messages_starred_time" ON "mail_messages" USING btree ("account_id","time","id") WHERE "mail_messages"."starred";--> statement-breakpoint
CREATE INDEX "mail_messages_important_time" ON "mail_messages" USING btree ("account_id","time","id") WHERE "mail_messages"."important";--> statement-breakpoint
CREATE INDEX "mail_messages_labels" ON "mail_messages" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "mail_messages_search" ON "mail_messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "todo_items_position" ON "todo_items" USING btree ("account_id","position","id");--> statement-breakpoint
CREATE INDEX "todo_items_start" ON "todo_items" USING btree ("account_id","start_date","id");--> statement-breakpoint
CREATE INDEX "todo_items_due" ON "todo_items" USING btree ("account_id","due_date","id");--> statement-breakpoint
CREATE INDEX "todo_items_title" ON "todo_items" USING btree ("account_id","title","id");