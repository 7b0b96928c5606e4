CREATE TABLE "verification_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"business" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"product_id" uuid,
	"decision_reason" text,
	"decided_by" uuid,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_applications" ADD CONSTRAINT "verification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_status_idx" ON "verification_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_user_idx" ON "verification_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_documents_app_idx" ON "verification_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "verification_documents_owner_idx" ON "verification_documents" USING btree ("owner_id");