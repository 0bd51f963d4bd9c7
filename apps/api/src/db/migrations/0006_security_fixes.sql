ALTER TABLE "bookings" ALTER COLUMN "price_quote_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "price_quote_pesewas" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "blocked_until" timestamp with time zone;