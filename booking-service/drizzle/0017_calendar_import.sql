CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"property_document_id" text NOT NULL,
	"event_uid" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"summary" text,
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_dates_check" CHECK ("calendar_blocks"."check_out" > "calendar_blocks"."check_in")
);
--> statement-breakpoint
CREATE TABLE "calendar_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_document_id" text NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_message" text,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taken_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_document_id" text NOT NULL,
	"kind" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	CONSTRAINT "taken_nights_owner_check" CHECK (("taken_nights"."kind" = 'booking' and "taken_nights"."booking_id" is not null and "taken_nights"."block_id" is null) or ("taken_nights"."kind" = 'block' and "taken_nights"."block_id" is not null and "taken_nights"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_block_id_calendar_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_block_id_calendar_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_event_idx" ON "calendar_blocks" USING btree ("feed_id","event_uid","check_in","check_out");--> statement-breakpoint
CREATE INDEX "calendar_blocks_property_idx" ON "calendar_blocks" USING btree ("property_document_id","check_in");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conflicts_pair_idx" ON "calendar_conflicts" USING btree ("block_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_property_url_idx" ON "calendar_feeds" USING btree ("property_document_id","url");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_fetch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "taken_nights_booking_idx" ON "taken_nights" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taken_nights_block_idx" ON "taken_nights" USING btree ("block_id");--> statement-breakpoint
-- By hand (drizzle-kit writes neither exclusion constraints nor triggers). A booking's nights and a
-- channel block's nights never overlap on one property, whichever transaction commits first: the
-- bookings' rows here are kept by the trigger below, and the `kind <>` term leaves bookings among
-- themselves to "bookings_no_overlap" and lets two channels' blocks overlap. 23P01 either way.
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_no_overlap" EXCLUDE USING gist (
	"property_document_id" WITH =,
	"kind" WITH <>,
	daterange("check_in", "check_out", '[)') WITH &&
);--> statement-breakpoint
-- A booking in a holding status (the statuses of "bookings_no_overlap") has its nights here.
CREATE FUNCTION "booking_status_takes_nights"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT status IN ('pending_payment', 'awaiting_confirmation', 'confirmed', 'in_stay', 'completed')
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_taken_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF "booking_status_takes_nights"(OLD."status") = "booking_status_takes_nights"(NEW."status")
			AND OLD."check_in" = NEW."check_in" AND OLD."check_out" = NEW."check_out"
			AND OLD."property_document_id" = NEW."property_document_id" THEN
			RETURN NULL;
		END IF;
		DELETE FROM "taken_nights" WHERE "booking_id" = OLD."id";
	END IF;
	IF "booking_status_takes_nights"(NEW."status") THEN
		INSERT INTO "taken_nights" ("property_document_id", "kind", "check_in", "check_out", "booking_id")
		VALUES (NEW."property_document_id", 'booking', NEW."check_in", NEW."check_out", NEW."id");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_taken_nights" AFTER INSERT OR UPDATE OF "status", "check_in", "check_out", "property_document_id"
	ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_taken_nights"();--> statement-breakpoint
INSERT INTO "taken_nights" ("property_document_id", "kind", "check_in", "check_out", "booking_id")
	SELECT "property_document_id", 'booking', "check_in", "check_out", "id" FROM "bookings"
	WHERE "booking_status_takes_nights"("status");
