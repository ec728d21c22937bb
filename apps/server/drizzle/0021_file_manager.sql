CREATE TABLE "file_manager_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"owner_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"extention" text DEFAULT '' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"stored_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"trashed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_parent_id_file_manager_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_manager_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_manager_items_name" ON "file_manager_items" USING btree ("parent_id","name","id");--> statement-breakpoint
CREATE INDEX "file_manager_items_modified" ON "file_manager_items" USING btree ("parent_id","modified_at","id");--> statement-breakpoint
CREATE INDEX "file_manager_items_size" ON "file_manager_items" USING btree ("parent_id","size","id");--> statement-breakpoint
CREATE INDEX "file_manager_items_type" ON "file_manager_items" USING btree ("parent_id","type","id");--> statement-breakpoint
CREATE INDEX "file_manager_items_created" ON "file_manager_items" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "file_manager_items_trashed" ON "file_manager_items" USING btree ("trashed_at","id") WHERE "file_manager_items"."trashed_at" is not null;--> statement-breakpoint
CREATE INDEX "file_manager_items_stored_file" ON "file_manager_items" USING btree ("stored_file_id");