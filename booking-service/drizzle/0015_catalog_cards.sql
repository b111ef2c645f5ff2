ALTER TABLE "catalog_properties" ADD COLUMN "card_en" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "card_ja" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "card_vi" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "cards_base_url" text;--> statement-breakpoint
CREATE INDEX "catalog_properties_kind_city_district_bedroom_idx" ON "catalog_properties" USING btree ("kind","city_id","district_key","bedroom_type_key");