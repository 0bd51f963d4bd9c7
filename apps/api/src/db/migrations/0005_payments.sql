ALTER TABLE "payments" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "status" text DEFAULT 'SUBMITTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_submitted_idx" ON "receipts" USING btree ("booking_id") WHERE "receipts"."status" = 'SUBMITTED';--> statement-breakpoint
-- Before the check: a method no screen could have set is not one of the three; forget it rather than refuse to migrate.
UPDATE "payments" SET "method" = NULL WHERE "method" NOT IN ('BANK_TRANSFER','CARD_IN_PERSON','CASH_AT_COLLECTION');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" is null or "payments"."method" in ('BANK_TRANSFER','CARD_IN_PERSON','CASH_AT_COLLECTION'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" in ('SUBMITTED','ACCEPTED','REFUSED'));