CREATE TABLE "chat_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_list_entries" (
	"account_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone,
	"sorted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_list_entries_account_id_chat_id_pk" PRIMARY KEY("account_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" uuid NOT NULL,
	"who" uuid NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"mood" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"simulated_presence" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_a" uuid NOT NULL,
	"participant_b" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_ordered_pair" CHECK ("chats"."participant_a" < "chats"."participant_b")
);
--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_list_entries" ADD CONSTRAINT "chat_list_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_list_entries" ADD CONSTRAINT "chat_list_entries_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_list_entries" ADD CONSTRAINT "chat_list_entries_contact_id_accounts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_who_accounts_id_fk" FOREIGN KEY ("who") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_participant_a_accounts_id_fk" FOREIGN KEY ("participant_a") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_participant_b_accounts_id_fk" FOREIGN KEY ("participant_b") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_connections_account_idx" ON "chat_connections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "chat_connections_process_idx" ON "chat_connections" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_list_entries_contact_key" ON "chat_list_entries" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "chat_list_entries_order_idx" ON "chat_list_entries" USING btree ("account_id","sorted_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_key" ON "chats" USING btree ("participant_a","participant_b");--> statement-breakpoint
CREATE INDEX "chats_participant_b_idx" ON "chats" USING btree ("participant_b");