CREATE TABLE "staff_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_id" uuid,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_replies_subject_type_check" CHECK ("staff_replies"."subject_type" in ('enquiry', 'owner_submission', 'support_request')),
	CONSTRAINT "staff_replies_language_check" CHECK ("staff_replies"."language" in ('en', 'jp', 'vi'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD COLUMN "cms_document_id" text;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_replies" ADD CONSTRAINT "staff_replies_author_id_staff_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_replies_subject_idx" ON "staff_replies" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_submissions" ADD CONSTRAINT "owner_submissions_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_assignee_id_idx" ON "enquiries" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "owner_submissions_assignee_id_idx" ON "owner_submissions" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "support_requests_assignee_id_idx" ON "support_requests" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('pending_payment', 'awaiting_confirmation', 'confirmed', 'cancelled_by_guest', 'rejected_by_provider', 'in_stay', 'completed', 'expired', 'no_show'));