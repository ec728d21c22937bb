CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_label" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imei" text NOT NULL,
	"serial_number" text NOT NULL,
	"kind" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"msisdn" text,
	"iccid" text,
	"imsi" text,
	"plan" text DEFAULT '' NOT NULL,
	"network" text NOT NULL,
	"status" text DEFAULT 'in-stock' NOT NULL,
	"owner_id" uuid,
	"owner_name" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"last_seen_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_preferences" (
	"account_id" uuid NOT NULL,
	"view" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_preferences_account_id_view_pk" PRIMARY KEY("account_id","view")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_preferences" ADD CONSTRAINT "view_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_imei_key" ON "devices" USING btree ("imei");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_msisdn_key" ON "devices" USING btree ("msisdn");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_iccid_key" ON "devices" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "devices_serial_number_sort" ON "devices" USING btree ("serial_number","id");--> statement-breakpoint
CREATE INDEX "devices_kind_sort" ON "devices" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "devices_manufacturer_sort" ON "devices" USING btree ("manufacturer","id");--> statement-breakpoint
CREATE INDEX "devices_model_sort" ON "devices" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "devices_os_sort" ON "devices" USING btree ("os","id");--> statement-breakpoint
CREATE INDEX "devices_os_version_sort" ON "devices" USING btree ("os_version","id");--> statement-breakpoint
CREATE INDEX "devices_msisdn_sort" ON "devices" USING btree ("msisdn","id");--> statement-breakpoint
CREATE INDEX "devices_iccid_sort" ON "devices" USING btree ("iccid","id");--> statement-breakpoint
CREATE INDEX "devices_imsi_sort" ON "devices" USING btree ("imsi","id");--> statement-breakpoint
CREATE INDEX "devices_plan_sort" ON "devices" USING btree ("plan","id");--> statement-breakpoint
CREATE INDEX "devices_network_sort" ON "devices" USING btree ("network","id");--> statement-breakpoint
CREATE INDEX "devices_status_sort" ON "devices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "devices_owner_name_sort" ON "devices" USING btree ("owner_name","id");--> statement-breakpoint
CREATE INDEX "devices_city_sort" ON "devices" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "devices_state_sort" ON "devices" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "devices_last_seen_at_sort" ON "devices" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "devices_created_at_sort" ON "devices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "devices_updated_at_sort" ON "devices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "devices_owner_id_idx" ON "devices" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "devices_status_updated_at_idx" ON "devices" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "devices_model_trgm_idx" ON "devices" USING gin ("model" gin_trgm_ops);