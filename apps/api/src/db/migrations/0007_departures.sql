CREATE TABLE "departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"carrier" text NOT NULL,
	"vessel_or_flight" text NOT NULL,
	"container_or_awb" text,
	"cut_off_at" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"departed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_mode_check" CHECK ("departures"."mode" in ('sea','air')),
	CONSTRAINT "departures_state_check" CHECK ("departures"."state" in ('planned','loading','departed','arrived','cleared'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "departure_id" uuid;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departures_state_cut_off_idx" ON "departures" USING btree ("state","cut_off_at");--> statement-breakpoint
CREATE INDEX "departures_mode_cut_off_idx" ON "departures" USING btree ("mode","cut_off_at");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_departure_idx" ON "shipments" USING btree ("departure_id");