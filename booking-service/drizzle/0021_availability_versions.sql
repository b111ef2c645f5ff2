CREATE TABLE "availability_versions" (
	"property_document_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- By hand: every change of a property's taken nights moves its version on, so cached availability
-- months of an older version are never served again. A constraint trigger, deferred to the commit:
-- the version row is locked only once the transaction's exclusion checks are done, so a booking
-- and a feed import that wait on each other's nights never also wait on this row (no deadlock).
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "availability_versions" ("property_document_id", "version")
		VALUES (OLD."property_document_id", 1)
		ON CONFLICT ("property_document_id") DO UPDATE SET "version" = "availability_versions"."version" + 1;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "availability_versions" ("property_document_id", "version")
		VALUES (NEW."property_document_id", 1)
		ON CONFLICT ("property_document_id") DO UPDATE SET "version" = "availability_versions"."version" + 1;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "taken_nights_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "taken_nights"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- A hold's end moved (a payment under way keeps the nights longer): the cached months that free
-- its nights at the old end are stale too.
CREATE FUNCTION "bump_availability_version_of_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "availability_versions" ("property_document_id", "version")
	VALUES (NEW."property_document_id", 1)
	ON CONFLICT ("property_document_id") DO UPDATE SET "version" = "availability_versions"."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_hold_availability_version" AFTER UPDATE OF "hold_expires_at" ON "bookings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."hold_expires_at" IS DISTINCT FROM NEW."hold_expires_at")
	EXECUTE FUNCTION "bump_availability_version_of_hold"();
