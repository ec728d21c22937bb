CREATE TABLE "e_commerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"status_id" integer NOT NULL,
	"status_history" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"shipping_details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_commerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image_id" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_tax_excl_cents" bigint NOT NULL,
	"price_tax_incl_cents" bigint NOT NULL,
	"tax_rate" double precision NOT NULL,
	"compared_price_cents" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"width" text DEFAULT '' NOT NULL,
	"height" text DEFAULT '' NOT NULL,
	"depth" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"extra_shipping_fee_cents" bigint DEFAULT 0 NOT NULL,
	"active" text DEFAULT 'true' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "e_commerce_orders_reference_key" ON "e_commerce_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_reference_sort" ON "e_commerce_orders" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_date_sort" ON "e_commerce_orders" USING btree ("ordered_at","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_customer_sort" ON "e_commerce_orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_total_sort" ON "e_commerce_orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_status_sort" ON "e_commerce_orders" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_status_date_idx" ON "e_commerce_orders" USING btree ("status_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "e_commerce_orders_customer_trgm_idx" ON "e_commerce_orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "e_commerce_orders_reference_prefix_idx" ON "e_commerce_orders" USING btree ("reference" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "e_commerce_products_handle_key" ON "e_commerce_products" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "e_commerce_products_sku_key" ON "e_commerce_products" USING btree ("sku") WHERE "e_commerce_products"."sku" <> '';--> statement-breakpoint
CREATE INDEX "e_commerce_products_name_sort" ON "e_commerce_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_price_sort" ON "e_commerce_products" USING btree ("price_tax_incl_cents","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_quantity_sort" ON "e_commerce_products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_created_sort" ON "e_commerce_products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_sku_sort" ON "e_commerce_products" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_active_sort" ON "e_commerce_products" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "e_commerce_products_categories_idx" ON "e_commerce_products" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "e_commerce_products_name_trgm_idx" ON "e_commerce_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "e_commerce_products_sku_trgm_idx" ON "e_commerce_products" USING gin ("sku" gin_trgm_ops);