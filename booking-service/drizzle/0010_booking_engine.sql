CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
-- By hand: the one earlier cancelled status is the guest's (nothing else could cancel).
UPDATE "bookings" SET "status" = 'cancelled_by_guest' WHERE "status" = 'cancelled';--> statement-breakpoint
DROP INDEX "bookings_user_id_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "for_someone_else" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requirements" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_company_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_company_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_tax_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "property" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_usd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_vnd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_cost_usd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_cost_vnd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_usd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_vnd" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_id_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_number_idx" ON "bookings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency_key_idx" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_property_document_id_idx" ON "bookings" USING btree ("property_document_id");--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id","check_in");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" is null or "bookings"."refund_status" in ('none', 'pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('pending_payment', 'awaiting_confirmation', 'confirmed', 'cancelled_by_guest', 'rejected_by_provider', 'in_stay', 'completed', 'expired'));--> statement-breakpoint
-- By hand (drizzle-kit has no exclusion constraints): the holding statuses are now every status
-- whose nights are taken: a hold (until marked expired), a transfer awaiting confirmation, a
-- confirmed stay, a stay under way and a stay that took place.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"property_document_id" WITH =,
	daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" IN ('pending_payment', 'awaiting_confirmation', 'confirmed', 'in_stay', 'completed'));
