CREATE TABLE "analytics_device_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_device_counts_dimension_value_pk" PRIMARY KEY("dimension","value")
);
--> statement-breakpoint
CREATE INDEX "chat_messages_sent_at_idx" ON "chat_messages" USING btree ("sent_at");--> statement-breakpoint
-- What one device adds to the analytics counts (see features/analytics-dashboard/table.ts).
CREATE FUNCTION "analytics_device_facts"(network text, kind text, manufacturer text, state text, city text, msisdn text, status text, created_at timestamptz, last_seen_at timestamptz)
RETURNS TABLE(dimension text, value text) LANGUAGE sql STABLE AS $$
  SELECT f.dimension, f.value FROM (VALUES
    ('network', network),
    ('kind', kind),
    ('manufacturer', manufacturer),
    ('state', coalesce(state, '')),
    ('city', CASE WHEN city <> '' THEN coalesce(state, '') || '|' || city END),
    ('line-start', CASE WHEN msisdn IS NOT NULL AND (status = 'active' OR last_seen_at IS NOT NULL)
      THEN to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END),
    ('line-end', CASE WHEN msisdn IS NOT NULL AND status <> 'active' AND last_seen_at IS NOT NULL
      THEN to_char(greatest(last_seen_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') END)
  ) AS f(dimension, value)
  WHERE f.value IS NOT NULL
$$;
--> statement-breakpoint
-- Adds each statement's changes to the counts, in the statement's transaction. Rows are upserted in key order,
-- so two writers lock the shared count rows in the same order.
CREATE FUNCTION "analytics_device_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM analytics_device_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_device_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, count(*) FROM new_rows r
    CROSS JOIN LATERAL analytics_device_facts(r.network, r.kind, r.manufacturer, r.state, r.city, r.msisdn, r.status, r.created_at, r.last_seen_at) f
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_device_counts AS c (dimension, value, count)
    SELECT f.dimension, f.value, -count(*) FROM old_rows r
    CROSS JOIN LATERAL analytics_device_facts(r.network, r.kind, r.manufacturer, r.state, r.city, r.msisdn, r.status, r.created_at, r.last_seen_at) f
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO analytics_device_counts AS c (dimension, value, count)
    SELECT changed.dimension, changed.value, sum(changed.delta) FROM (
      SELECT f.dimension, f.value, 1 AS delta FROM new_rows r
      CROSS JOIN LATERAL analytics_device_facts(r.network, r.kind, r.manufacturer, r.state, r.city, r.msisdn, r.status, r.created_at, r.last_seen_at) f
      UNION ALL
      SELECT f.dimension, f.value, -1 AS delta FROM old_rows r
      CROSS JOIN LATERAL analytics_device_facts(r.network, r.kind, r.manufacturer, r.state, r.city, r.msisdn, r.status, r.created_at, r.last_seen_at) f
    ) AS changed
    GROUP BY 1, 2 HAVING sum(changed.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_devices_insert" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_device_counts_change();
--> statement-breakpoint
CREATE TRIGGER "analytics_devices_update" AFTER UPDATE ON "devices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_device_counts_change();
--> statement-breakpoint
CREATE TRIGGER "analytics_devices_delete" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_device_counts_change();
--> statement-breakpoint
CREATE TRIGGER "analytics_devices_truncate" AFTER TRUNCATE ON "devices"
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_device_counts_change();
--> statement-breakpoint
-- The fleet already stored.
INSERT INTO "analytics_device_counts" (dimension, value, count)
SELECT f.dimension, f.value, count(*) FROM devices r
CROSS JOIN LATERAL analytics_device_facts(r.network, r.kind, r.manufacturer, r.state, r.city, r.msisdn, r.status, r.created_at, r.last_seen_at) f
GROUP BY 1, 2;
