ALTER TABLE "bookings" ADD COLUMN "recipient_id_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "prohibited_goods_declaration" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "prohibited_goods_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "category" text DEFAULT 'PERSONAL_EFFECTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_category_check" CHECK ("packages"."category" in ('PERSONAL_EFFECTS','GIFT','COMMERCIAL'));