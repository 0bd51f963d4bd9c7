CREATE TABLE "handover_codes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text,
	"code_salt" text,
	"sent_to" text,
	"issued_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"method" text,
	"without_code_reason" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_codes_method_check" CHECK ("handover_codes"."method" is null or "handover_codes"."method" in ('CODE','WITHOUT_CODE')),
	CONSTRAINT "handover_codes_attempts_check" CHECK ("handover_codes"."failed_attempts" >= 0),
	CONSTRAINT "handover_codes_hash_check" CHECK (("handover_codes"."code_hash" is null) = ("handover_codes"."code_salt" is null))
);
--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_codes_without_code_idx" ON "handover_codes" USING btree ("delivered_at") WHERE "handover_codes"."method" = 'WITHOUT_CODE';