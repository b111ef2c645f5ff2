CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Written by hand: every statement that changes the property index moves the version on, in
-- its own transaction, so cached search answers of an older version are never served again.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_properties_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
