CREATE TABLE "tracking_views" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"packages" text NOT NULL,
	"history" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_views" ADD CONSTRAINT "tracking_views_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Writes the public tracker's view of these shipments: their packages and travel history as the JSON the API
-- sends (tracking.presenter.ts puts it in the answer as it is), in the order and form the tracker shows them.
CREATE FUNCTION "tracking_views_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Waits for another transaction rewriting one of these views to commit. The next statement then reads
  -- with a snapshot taken after it, so of two transactions adding events to one shipment, the second's view
  -- holds the first's events too.
  PERFORM 1 FROM tracking_views WHERE shipment_id = ANY(ids) ORDER BY shipment_id FOR UPDATE;
  INSERT INTO tracking_views (shipment_id, packages, history)
  SELECT s.id,
    coalesce((
      SELECT '[' || string_agg(
        '{"description":' || to_json(p.description)::text
        || ',"weight_kg":' || trim_scale(p.weight_kg)::text
        || ',"qty":' || p.qty::text || '}',
        ',' ORDER BY p.position, p.created_at) || ']'
      FROM packages p WHERE p.booking_id = s.booking_id), '[]'),
    coalesce((
      SELECT '[' || string_agg(
        '{"status":' || to_json(lower(t.status))::text
        || ',"timestamp":"' || to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        || '","location":' || coalesce(to_json(t.location)::text, 'null')
        || ',"notes":' || coalesce(to_json(t.notes)::text, 'null')
        || ',"code":' || coalesce(to_json(t.code)::text, 'null') || '}',
        ',' ORDER BY t.created_at, t.id) || ']'
      FROM travel_events t WHERE t.shipment_id = s.id), '[]')
  FROM shipments s
  WHERE s.id = ANY(ids)
  ON CONFLICT (shipment_id) DO UPDATE SET packages = excluded.packages, history = excluded.history;
END $$;
--> statement-breakpoint
-- One trigger per table and kind of change, each once per statement: a statement writing many rows (a bulk
-- move, a booking's packages) rewrites each shipment's view once.
CREATE FUNCTION "tracking_views_of_shipments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_refresh(array(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tracking_views_of_packages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_refresh(array(
    SELECT s.id FROM shipments s WHERE s.booking_id IN (SELECT booking_id FROM changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tracking_views_of_travel_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_refresh(array(SELECT DISTINCT shipment_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracking_views_shipment_added" AFTER INSERT ON "shipments"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_shipments();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_packages_added" AFTER INSERT ON "packages"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_packages();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_packages_changed" AFTER UPDATE ON "packages"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_packages();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_packages_removed" AFTER DELETE ON "packages"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_packages();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_events_added" AFTER INSERT ON "travel_events"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_travel_events();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_events_changed" AFTER UPDATE ON "travel_events"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_travel_events();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_events_removed" AFTER DELETE ON "travel_events"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tracking_views_of_travel_events();
--> statement-breakpoint
SELECT tracking_views_refresh(array(SELECT id FROM shipments));
