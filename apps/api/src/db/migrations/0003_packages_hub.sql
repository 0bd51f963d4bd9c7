-- The packages hub (spec 001 §2): pg_trgm for its contains-searches, and an index for every filter and sort.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_hub_search_trgm" ON "bookings" USING gin (("booking_code" || ' ' || "sender_name" || ' ' || coalesce("sender_phone", '') || ' ' || "sender_line1" || ' ' || coalesce("sender_line2", '') || ' ' || "recipient_name" || ' ' || "recipient_phone" || ' ' || "recipient_line1" || ' ' || coalesce("recipient_line2", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_pickup_agent_created_idx" ON "shipments" USING btree ("pickup_agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_delivery_agent_created_idx" ON "shipments" USING btree ("delivery_agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_trgm" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_events_proof_idx" ON "travel_events" USING btree ("shipment_id") WHERE "travel_events"."photo_key" is not null or "travel_events"."signature_key" is not null;--> statement-breakpoint
CREATE INDEX "travel_events_consolidated_idx" ON "travel_events" USING btree ("shipment_id") WHERE "travel_events"."status" = 'consolidated' or "travel_events"."code" = 'consolidated';--> statement-breakpoint
CREATE INDEX "users_hub_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("phone_e164", '')) gin_trgm_ops);
