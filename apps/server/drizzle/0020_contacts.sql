CREATE TABLE "contacts_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"birthday" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"frequent" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts_group_members" (
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "contacts_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contacts_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts_contacts" ADD CONSTRAINT "contacts_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts_group_members" ADD CONSTRAINT "contacts_group_members_group_id_contacts_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contacts_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts_group_members" ADD CONSTRAINT "contacts_group_members_contact_id_contacts_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts_groups" ADD CONSTRAINT "contacts_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_contacts_name" ON "contacts_contacts" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_contacts_last_name" ON "contacts_contacts" USING btree ("account_id","last_name","id");--> statement-breakpoint
CREATE INDEX "contacts_contacts_company" ON "contacts_contacts" USING btree ("account_id","company","id");--> statement-breakpoint
CREATE INDEX "contacts_contacts_job_title" ON "contacts_contacts" USING btree ("account_id","job_title","id");--> statement-breakpoint
CREATE INDEX "contacts_contacts_email" ON "contacts_contacts" USING btree ("account_id","email","id");--> statement-breakpoint
CREATE INDEX "contacts_contacts_search_trgm" ON "contacts_contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_group_members_contact" ON "contacts_group_members" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_groups_account" ON "contacts_groups" USING btree ("account_id","position");