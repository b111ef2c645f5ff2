-- Keyword search is a LIKE over a normalised text; trigram GIN indexes make that LIKE indexed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The index is a copy of the CMS: rows indexed before these columns existed lack their facts,
-- so they are dropped and the start-up sync (which fills an empty index) reads them again.
DELETE FROM "catalog_properties";
--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "district_key" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "project_id" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "project_key" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "project_slug" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "project_name" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "bedroom_type_key" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "bedroom_type_name" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "bathrooms" integer;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "view_key" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "view_name" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "facility_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "facilities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "offer_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "related_document_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "destination_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_properties_kind_city_price_usd_idx" ON "catalog_properties" USING btree ("kind","city_id","price_usd");--> statement-breakpoint
CREATE INDEX "catalog_properties_kind_city_price_vnd_idx" ON "catalog_properties" USING btree ("kind","city_id","price_vnd");--> statement-breakpoint
CREATE INDEX "catalog_properties_kind_offer_published_idx" ON "catalog_properties" USING btree ("kind","is_offer","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_properties_district_key_idx" ON "catalog_properties" USING btree ("district_key");--> statement-breakpoint
CREATE INDEX "catalog_properties_project_id_idx" ON "catalog_properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "catalog_properties_facility_keys_idx" ON "catalog_properties" USING gin ("facility_keys");--> statement-breakpoint
CREATE INDEX "catalog_properties_related_document_ids_idx" ON "catalog_properties" USING gin ("related_document_ids");--> statement-breakpoint
CREATE INDEX "catalog_properties_search_text_idx" ON "catalog_properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_properties_destination_text_idx" ON "catalog_properties" USING gin ("destination_text" gin_trgm_ops);