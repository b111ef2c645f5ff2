CREATE TABLE "calendar_manual_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_document_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_manual_blocks_dates_check" CHECK ("calendar_manual_blocks"."check_out" > "calendar_manual_blocks"."check_in")
);
--> statement-breakpoint
ALTER TABLE "taken_nights" DROP CONSTRAINT "taken_nights_owner_check";--> statement-breakpoint
ALTER TABLE "taken_nights" ADD COLUMN "manual_block_id" uuid;--> statement-breakpoint
CREATE INDEX "calendar_manual_blocks_property_idx" ON "calendar_manual_blocks" USING btree ("property_document_id","check_in");--> statement-breakpoint
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_manual_block_id_calendar_manual_blocks_id_fk" FOREIGN KEY ("manual_block_id") REFERENCES "public"."calendar_manual_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taken_nights_manual_block_idx" ON "taken_nights" USING btree ("manual_block_id");--> statement-breakpoint
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_owner_check" CHECK (("taken_nights"."kind" = 'booking' and "taken_nights"."booking_id" is not null and "taken_nights"."block_id" is null and "taken_nights"."manual_block_id" is null) or ("taken_nights"."kind" = 'block' and "taken_nights"."booking_id" is null and num_nonnulls("taken_nights"."block_id", "taken_nights"."manual_block_id") = 1));