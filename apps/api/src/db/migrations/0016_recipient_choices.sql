CREATE TABLE "recipient_choices" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"alternate_name" text,
	"alternate_phone" text,
	"pin_lat" double precision,
	"pin_lng" double precision,
	"pin_accuracy_m" double precision,
	"collect_at_warehouse" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_choices_alternate_check" CHECK (("recipient_choices"."alternate_name" is null) = ("recipient_choices"."alternate_phone" is null)),
	CONSTRAINT "recipient_choices_pin_check" CHECK (("recipient_choices"."pin_lat" is null) = ("recipient_choices"."pin_lng" is null))
);
--> statement-breakpoint
ALTER TABLE "recipient_choices" ADD CONSTRAINT "recipient_choices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;