-- Bookings use an exclusion constraint over (property, date range); btree_gist lets it mix equality and ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "catalog_properties" (
	"document_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"type_code" text NOT NULL,
	"city_id" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"district" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bedrooms" integer,
	"size" double precision,
	"price_usd" bigint NOT NULL,
	"price_vnd" bigint NOT NULL,
	"offer_price_usd" bigint,
	"offer_price_vnd" bigint,
	"is_offer" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"card_image" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	"cms_updated_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_properties_kind_check" CHECK ("catalog_properties"."kind" in ('apartment', 'office')),
	CONSTRAINT "catalog_properties_type_code_check" CHECK ("catalog_properties"."type_code" in ('long', 'short')),
	CONSTRAINT "catalog_properties_prices_check" CHECK ("catalog_properties"."price_usd" >= 0 and "catalog_properties"."price_vnd" >= 0 and coalesce("catalog_properties"."offer_price_usd", 0) >= 0 and coalesce("catalog_properties"."offer_price_vnd", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX "catalog_properties_city_hot_published_idx" ON "catalog_properties" USING btree ("city_id","is_hot","published_at" DESC NULLS LAST);