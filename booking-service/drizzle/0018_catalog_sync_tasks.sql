CREATE TABLE "catalog_sync_tasks" (
	"key" text PRIMARY KEY NOT NULL,
	"task" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_sync_tasks_requested_idx" ON "catalog_sync_tasks" USING btree ("requested_at");