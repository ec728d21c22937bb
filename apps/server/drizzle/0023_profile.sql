CREATE TABLE "profile_about" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"general" jsonb NOT NULL,
	"work" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"friends" jsonb NOT NULL,
	"cover_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"author" jsonb,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"like" integer DEFAULT 0 NOT NULL,
	"share" integer DEFAULT 0 NOT NULL,
	"article" jsonb,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_about" ADD CONSTRAINT "profile_about_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_media" ADD CONSTRAINT "profile_media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_posts" ADD CONSTRAINT "profile_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_media_account" ON "profile_media" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_posts_account" ON "profile_posts" USING btree ("account_id","created_at");