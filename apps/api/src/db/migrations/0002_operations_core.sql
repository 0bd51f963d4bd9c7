-- Rows written before this migration may spell statuses any way an older client did: they are normalised to
-- the domain's canonical words (case, synonyms) before the CHECK constraints below are added. After this,
-- synonyms are normalised when written and never matched in SQL.
UPDATE "travel_events" SET "status" = lower(trim("status")) WHERE "status" <> lower(trim("status"));--> statement-breakpoint
UPDATE "travel_events" SET "status" = CASE "status"
	WHEN 'at_uk_warehouse' THEN 'at_warehouse'
	WHEN 'at_gh_warehouse' THEN 'at_ghana_warehouse'
	WHEN 'booked' THEN 'pending'
	ELSE "status" END
WHERE "status" IN ('at_uk_warehouse', 'at_gh_warehouse', 'booked');--> statement-breakpoint
UPDATE "shipments" SET "status" = lower(trim("status")) WHERE "status" <> lower(trim("status"));--> statement-breakpoint
UPDATE "shipments" SET "status" = CASE "status"
	WHEN 'at_uk_warehouse' THEN 'at_warehouse'
	WHEN 'at_gh_warehouse' THEN 'at_ghana_warehouse'
	WHEN 'booked' THEN 'pending'
	ELSE "status" END
WHERE "status" IN ('at_uk_warehouse', 'at_gh_warehouse', 'booked');--> statement-breakpoint
-- A cancelled or rejected booking's shipment was given 'cancelled' or 'rejected', which is not a place the
-- goods can be: it goes back to the last real status in its history, or to where a booking of that kind
-- stood (confirmed once confirmed, pending otherwise). The history keeps its 'cancelled' event.
UPDATE "shipments" AS s SET "status" = coalesce(
	(SELECT e."status" FROM "travel_events" AS e
		WHERE e."shipment_id" = s."id"
			AND e."status" IN ('pending','confirmed','pickup_assigned','picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse','out_for_delivery','delivered','exception')
		ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1),
	(SELECT CASE WHEN b."confirmed_at" IS NOT NULL THEN 'confirmed' ELSE 'pending' END
		FROM "bookings" AS b WHERE b."id" = s."booking_id"),
	'pending')
WHERE s."status" NOT IN ('pending','confirmed','pickup_assigned','picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse','out_for_delivery','delivered','exception');--> statement-breakpoint
-- bookings.status, users.role and the assignments' kind and status have been constrained since 0000.
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"booking_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_role_check" CHECK ("audit_events"."actor_role" is null or "audit_events"."actor_role" in ('ADMIN','PICKUP','WAREHOUSE','DELIVERY','CUSTOMER'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_events" ADD COLUMN "actor_role" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_unique" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_booking_idx" ON "audit_events" USING btree ("booking_id","seq");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('pending','confirmed','pickup_assigned','picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse','out_for_delivery','delivered','exception'));--> statement-breakpoint
ALTER TABLE "travel_events" ADD CONSTRAINT "travel_events_status_check" CHECK ("travel_events"."status" in ('pending','confirmed','pickup_assigned','picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse','out_for_delivery','delivered','exception','cancelled','rejected'));--> statement-breakpoint
ALTER TABLE "travel_events" ADD CONSTRAINT "travel_events_role_check" CHECK ("travel_events"."actor_role" is null or "travel_events"."actor_role" in ('ADMIN','PICKUP','WAREHOUSE','DELIVERY','CUSTOMER'));