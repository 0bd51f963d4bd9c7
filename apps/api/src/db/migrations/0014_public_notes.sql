-- Staff and agents' notes are internal unless marked for the customer; the system's own notes (booking
-- received, confirmed, the sailing or flight) stay on the public tracker (issue 46).
ALTER TABLE "travel_events" ADD COLUMN "notes_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tracking_history_json"(shipment uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(
    '{"status":' || to_json(lower(t.status))::text
    || ',"timestamp":"' || to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","location":' || coalesce(to_json(t.location)::text, 'null')
    || ',"notes":' || CASE WHEN t.notes_public THEN coalesce(to_json(t.notes)::text, 'null') ELSE 'null' END
    || ',"code":' || coalesce(to_json(t.code)::text, 'null') || '}',
    ',' ORDER BY t.created_at, t.id) || ']', '[]')
  FROM travel_events t WHERE t.shipment_id = shipment
$$;
--> statement-breakpoint
-- The notes the system wrote before this column: the booking's own steps and the departures' descriptions.
UPDATE "travel_events" t SET "notes_public" = true
WHERE t.notes IN ('Booking received', 'Booking confirmed', 'Booking rejected', 'Booking cancelled',
    'Booking cancelled by the customer')
  OR EXISTS (
    SELECT 1 FROM shipments s JOIN departures d ON d.id = s.departure_id
    WHERE s.id = t.shipment_id
      AND t.notes = d.vessel_or_flight || ' (' || d.carrier || ')' || CASE WHEN d.container_or_awb IS NULL
        THEN '' ELSE CASE WHEN d.mode = 'sea' THEN ', container ' ELSE ', air waybill ' END || d.container_or_awb END
  );
--> statement-breakpoint
UPDATE "tracking_views" SET "history" = tracking_history_json(shipment_id);
