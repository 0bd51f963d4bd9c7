-- The public tracker reads one row of one table (tracking_views) by its tracking number: copies of the
-- shipment's and its booking's columns it shows or works its delivery window from, kept by the triggers below
-- in the transaction that changes them. Before, each lookup joined shipments, bookings and this table: three
-- index probes, and about twice the database's time of the one-table lookup on the bench's data.
ALTER TABLE "tracking_views" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "shipment_status" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "departure_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "booking_status" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "service_level" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "gh_region_code" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "preferred_pickup_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "booking_code" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "tracking_views" ADD COLUMN "recipient_name" text;--> statement-breakpoint
-- A new shipment's row (and the bench seed's rebuild of every row): all of it.
CREATE OR REPLACE FUNCTION "tracking_views_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tracking_views_lock(ids);
  INSERT INTO tracking_views (shipment_id, packages, history, tracking_number, shipment_status, last_event_at,
    delivered_at, departure_id, booking_status, service_level, gh_region_code, preferred_pickup_start,
    booking_code, sender_name, recipient_name)
  SELECT s.id, tracking_packages_json(s.booking_id), tracking_history_json(s.id), s.tracking_number, s.status,
    s.last_event_at, s.delivered_at, s.departure_id, b.status, b.service_level, b.gh_region_code,
    b.preferred_pickup_start, b.booking_code, b.sender_name, b.recipient_name
  FROM shipments s JOIN bookings b ON b.id = s.booking_id
  WHERE s.id = ANY(ids)
  ON CONFLICT (shipment_id) DO UPDATE SET packages = excluded.packages, history = excluded.history,
    tracking_number = excluded.tracking_number, shipment_status = excluded.shipment_status,
    last_event_at = excluded.last_event_at, delivered_at = excluded.delivered_at,
    departure_id = excluded.departure_id, booking_status = excluded.booking_status,
    service_level = excluded.service_level, gh_region_code = excluded.gh_region_code,
    preferred_pickup_start = excluded.preferred_pickup_start, booking_code = excluded.booking_code,
    sender_name = excluded.sender_name, recipient_name = excluded.recipient_name;
END $$;
--> statement-breakpoint
-- A changed shipment's or booking's copies, from the row written (so of two transactions changing one row, the
-- later one's values: the row's own lock orders them). Per row, and only when a copied column changed: most
-- writes (an agent assigned, a payment recorded) change none, and the WHEN clause skips them without running
-- the function (a statement trigger ran for every update of either table: about 0.1 ms more each, side by side).
CREATE FUNCTION "tracking_views_of_shipment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracking_views SET tracking_number = NEW.tracking_number, shipment_status = NEW.status,
    last_event_at = NEW.last_event_at, delivered_at = NEW.delivered_at, departure_id = NEW.departure_id
  WHERE shipment_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tracking_views_of_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracking_views SET booking_status = NEW.status, service_level = NEW.service_level,
    gh_region_code = NEW.gh_region_code, preferred_pickup_start = NEW.preferred_pickup_start,
    booking_code = NEW.booking_code, sender_name = NEW.sender_name, recipient_name = NEW.recipient_name
  WHERE shipment_id = (SELECT id FROM shipments WHERE booking_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracking_views_shipment_changed"
  AFTER UPDATE OF tracking_number, status, last_event_at, delivered_at, departure_id ON "shipments"
  FOR EACH ROW WHEN ((OLD.tracking_number, OLD.status, OLD.last_event_at, OLD.delivered_at, OLD.departure_id)
    IS DISTINCT FROM (NEW.tracking_number, NEW.status, NEW.last_event_at, NEW.delivered_at, NEW.departure_id))
  EXECUTE FUNCTION tracking_views_of_shipment_change();
--> statement-breakpoint
CREATE TRIGGER "tracking_views_booking_changed"
  AFTER UPDATE OF status, service_level, gh_region_code, preferred_pickup_start, booking_code, sender_name,
    recipient_name ON "bookings"
  FOR EACH ROW WHEN ((OLD.status, OLD.service_level, OLD.gh_region_code, OLD.preferred_pickup_start,
      OLD.booking_code, OLD.sender_name, OLD.recipient_name)
    IS DISTINCT FROM (NEW.status, NEW.service_level, NEW.gh_region_code, NEW.preferred_pickup_start,
      NEW.booking_code, NEW.sender_name, NEW.recipient_name))
  EXECUTE FUNCTION tracking_views_of_booking_change();
--> statement-breakpoint
UPDATE tracking_views v SET tracking_number = s.tracking_number, shipment_status = s.status,
  last_event_at = s.last_event_at, delivered_at = s.delivered_at, departure_id = s.departure_id,
  booking_status = b.status, service_level = b.service_level, gh_region_code = b.gh_region_code,
  preferred_pickup_start = b.preferred_pickup_start, booking_code = b.booking_code,
  sender_name = b.sender_name, recipient_name = b.recipient_name
FROM shipments s JOIN bookings b ON b.id = s.booking_id
WHERE v.shipment_id = s.id;
--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "shipment_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "booking_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "service_level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "gh_region_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "booking_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "sender_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_views" ALTER COLUMN "recipient_name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_views_tracking_unique" ON "tracking_views" USING btree ("tracking_number");--> statement-breakpoint
ANALYZE "tracking_views";
