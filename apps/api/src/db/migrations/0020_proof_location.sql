ALTER TABLE "travel_events" ADD COLUMN "proof_lat" double precision;--> statement-breakpoint
ALTER TABLE "travel_events" ADD COLUMN "proof_lng" double precision;--> statement-breakpoint
ALTER TABLE "travel_events" ADD COLUMN "proof_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "travel_events" ADD COLUMN "proof_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_events" ADD CONSTRAINT "travel_events_proof_location_check" CHECK (("travel_events"."proof_lat" is null) = ("travel_events"."proof_lng" is null) and ("travel_events"."proof_lat" is null) = ("travel_events"."proof_taken_at" is null) and ("travel_events"."proof_lat" is null) = ("travel_events"."proof_accuracy_m" is null));