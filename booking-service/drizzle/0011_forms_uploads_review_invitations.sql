CREATE TABLE "owner_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"city_id" smallint NOT NULL,
	"property_type" text,
	"currency" text NOT NULL,
	"bedrooms" text,
	"bathrooms" text,
	"address" text,
	"description_facilities" text,
	"description_amenities" text,
	"lease_price" bigint,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_submissions_status_check" CHECK ("owner_submissions"."status" in ('new', 'in_review', 'approved', 'rejected')),
	CONSTRAINT "owner_submissions_language_check" CHECK ("owner_submissions"."language" in ('en', 'jp', 'vi')),
	CONSTRAINT "owner_submissions_currency_check" CHECK ("owner_submissions"."currency" in ('USD', 'VND'))
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"property_document_id" text NOT NULL,
	"booking_id" uuid,
	"user_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_language_check" CHECK ("review_invitations"."language" in ('en', 'jp', 'vi'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"apartment_name" text,
	"address" text NOT NULL,
	"issue_type" text,
	"message" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_kind_check" CHECK ("support_requests"."kind" in ('issue', 'tenant_support')),
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('new', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "support_requests_language_check" CHECK ("support_requests"."language" in ('en', 'jp', 'vi'))
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD CONSTRAINT "owner_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_submissions_status_created_at_idx" ON "owner_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_key_hash_idx" ON "review_invitations" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_booking_id_idx" ON "review_invitations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "support_requests_status_created_at_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'pending', 'hidden'));