CREATE TABLE "scrumboard_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"color" text DEFAULT 'fuse-dark' NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"card_cover_images" boolean DEFAULT true NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"id_attachment_cover" text DEFAULT '' NOT NULL,
	"id_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"checklists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"wip_limit" integer
);
--> statement-breakpoint
CREATE TABLE "scrumboard_members" (
	"board_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrumboard_members_board_id_account_id_pk" PRIMARY KEY("board_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_list_id_scrumboard_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrumboard_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_lists" ADD CONSTRAINT "scrumboard_lists_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_members" ADD CONSTRAINT "scrumboard_members_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_members" ADD CONSTRAINT "scrumboard_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrumboard_cards_board" ON "scrumboard_cards" USING btree ("board_id","list_id","position");--> statement-breakpoint
CREATE INDEX "scrumboard_cards_list" ON "scrumboard_cards" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "scrumboard_lists_board" ON "scrumboard_lists" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "scrumboard_members_account" ON "scrumboard_members" USING btree ("account_id");