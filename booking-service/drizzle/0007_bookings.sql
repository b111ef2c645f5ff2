CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_document_id" text NOT NULL,
	"user_id" uuid,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_status_check" CHECK (status in ('pending_payment', 'confirmed', 'cancelled', 'expired', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
-- drizzle-kit has no exclusion constraints; this one is written by hand. Among holding bookings,
-- no two stays of one property overlap ([check_in, check_out): one may start the day another
-- ends). Its GiST index (btree_gist for the text equality) also answers availability searches.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"property_document_id" WITH =,
	daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" IN ('pending_payment', 'confirmed'));
