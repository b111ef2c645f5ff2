CREATE TABLE "catalog_projects" (
	"document_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"city_id" smallint,
	"city_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cms_updated_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_projects_city_id_idx" ON "catalog_projects" USING btree ("city_id");--> statement-breakpoint
-- The start-up sync fills an empty index only: emptying it here makes the first start after this
-- migration read the projects (and the properties again) from the CMS.
DELETE FROM "catalog_properties";
