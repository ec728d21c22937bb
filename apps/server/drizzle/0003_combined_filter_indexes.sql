CREATE INDEX "devices_status_last_seen_at_idx" ON "devices" USING btree ("status","last_seen_at","id");--> statement-breakpoint
CREATE INDEX "devices_manufacturer_model_idx" ON "devices" USING btree ("manufacturer","model","id");--> statement-breakpoint
-- The filters are correlated (IoT modules are on NB-IoT, unassigned devices are in stock): without these
-- statistics the planner underestimates combined filters and picks a bitmap scan plus a sort.
CREATE STATISTICS IF NOT EXISTS "devices_filter_stats" (mcv) ON "status", "kind", "network", ("owner_id" IS NULL), ("last_seen_at" IS NULL) FROM "devices";
