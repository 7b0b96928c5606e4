CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"target_unit_price_cents" integer,
	"currency" text NOT NULL,
	"destination_country" text NOT NULL,
	"incoterm" text NOT NULL,
	"needed_by" date,
	"certifications" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"verified_only" boolean DEFAULT false NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"closes_on" date NOT NULL,
	"status" text NOT NULL,
	"awarded_offer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_open_category_idx" ON "rfqs" USING btree ("category","created_at") WHERE "rfqs"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_rfq_vendor_live_idx" ON "offers" USING btree ("rfq_id","vendor_id") WHERE "offers"."rfq_id" is not null and "offers"."status" in ('SENT', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "offers_rfq_vendor_month_idx" ON "offers" USING btree ("vendor_id","created_at") WHERE "offers"."rfq_id" is not null;