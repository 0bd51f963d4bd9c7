CREATE TABLE "tracking_views" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"packages" text NOT NULL,
	"history" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_views" ADD CONSTRAINT "tracking_views_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The public tracker's packages of a booking and travel history of a shipment, as the JSON the API sends
-- (tracking.presenter.ts puts it in the answer as it is): in the tracker's order and form.
CREATE FUNCTION "tracking_packages_json"(booking uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(
    '{"description":' || to_json(p.description)::text
    || ',"weight_kg":' || trim_scale(p.weight_kg)::text
    || ',"qty":' || p.qty::text || '}',
    ',' ORDER BY p.position, p.created_at) || ']', '[]')
  FROM packages p WHERE p.booking_id = booking
$$;
--> statement-breakpoint
CREATE FUNCTION "tracking_history_json"(shipment uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(
    '{"status":' || to_json(lower(t.status))::text
    || ',"timestamp":"' || to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","location":' || coalesce(to_json(t.location)::text, 'null')
    || ',"notes":' || coalesce(to_json(t.notes)::text, 'null')
    || ',"code":' || coalesce(to_json(t.code)::text, 'null') || '}',
    ',' ORDER BY t.created_at, t.id) || ']', '[]')
  FROM travel_events t WHERE t.shipment_id = shipment
$$;
--> statement-breakpoint
-- Waits for any other transaction rewriting one of these views to commit. The caller's next statement then
-- reads with a snapshot taken after it, so of two transactions adding events to one shipment, the later
-- one's view holds the other's events too.
CREATE FUNCTION "tracking_views_lock"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM tracking_views WHERE shipment_id = ANY(ids) ORDER BY shipment_id FOR UPDATE;
END $$;
--> statement-breakpoint
-- Writes these shipments' views whole (a new shipment; the migration and the bench seed, for every one).
CREATE FUNCTION "tracking_views_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_lock(ids);
  INSERT INTO tracking_views (shipment_id, packages, history)
  SELECT s.id, tracking_packages_json(s.booking_id), tracking_history_json(s.id)
  FROM shipments s
  WHERE s.id = ANY(ids)
  ON CONFLICT (shipment_id) DO UPDATE SET packages = excluded.packages, history = excluded.history;
END $$;
--> statement-breakpoint
-- One trigger per table and kind of change, each once per statement: a statement writing many rows (a bulk
-- move, a booking's packages) rewrites each shipment's view once, and only the list it changed.
CREATE FUNCTION "tracking_views_of_shipments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_refresh(array(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tracking_views_of_packages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT s.id FROM shipments s WHERE s.booking_id IN (SELECT booking_id FROM changed));
BEGIN
  PERFORM tracking_views_lock(ids);
  UPDATE tracking_views v SET packages = tracking_packages_json(s.booking_id)
  FROM shipments s WHERE s.id = v.shipment_id AND v.shipment_id = ANY(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tracking_views_of_travel_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT DISTINCT shipment_id FROM changed);
BEGIN
  PERFORM tracking_views_lock(ids);
  UPDATE tracking_views SET history = tracking_history_json(shipment_id) WHERE shipment_id = ANY(ids);
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
-- Every API process keeps what all delivery windows read (both settings, the departures taking parcels) until
-- it hears '*' on the tracker's channel (TRACKING_CHANNEL in tracking.cache.ts). The app's writes send it
-- themselves (`invalidateAllTracking`, which also drops the writer's own copy at once); these triggers send it
-- for any other write too (a correction made in SQL), when its transaction commits. Per row, so a statement that
-- changes nothing (every start's `insert … on conflict do nothing` of the default settings) sends nothing, and
-- PostgreSQL sends a transaction's identical notifications once.
CREATE FUNCTION "tracking_basis_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ukgh_tracking', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracking_basis_departures" AFTER INSERT OR UPDATE OR DELETE ON "departures"
  FOR EACH ROW EXECUTE FUNCTION tracking_basis_changed();
--> statement-breakpoint
CREATE TRIGGER "tracking_basis_settings" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION tracking_basis_changed();
--> statement-breakpoint
SELECT tracking_views_refresh(array(SELECT id FROM shipments));
--> statement-breakpoint
-- The planner reads the new table's statistics, which ANALYZE gathers.
ANALYZE "tracking_views";
