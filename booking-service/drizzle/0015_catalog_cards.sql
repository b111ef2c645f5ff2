ALTER TABLE "catalog_properties" ADD COLUMN "card_en" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "card_ja" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "card_vi" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "cards_base_url" text;