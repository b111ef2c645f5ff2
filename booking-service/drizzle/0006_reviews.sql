CREATE TABLE "review_tags" (
	"key" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_document_id" text NOT NULL,
	"author_full_name" text NOT NULL,
	"user_id" uuid,
	"rate" smallint NOT NULL,
	"content" text NOT NULL,
	"tag_key" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rate_check" CHECK ("reviews"."rate" between 1 and 5),
	CONSTRAINT "reviews_content_length_check" CHECK (char_length("reviews"."content") <= 1500),
	CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" in ('en', 'jp', 'vi')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_property_created_at_idx" ON "reviews" USING btree ("property_document_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Review tags come with the full resync, which the start-up sync runs on an empty index.
DELETE FROM "catalog_properties";
