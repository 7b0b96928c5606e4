CREATE TABLE "production_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"thumb_key" text NOT NULL,
	"display_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "production_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "production_photos" ADD CONSTRAINT "production_photos_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_photos_vo_idx" ON "production_photos" USING btree ("vendor_order_id","created_at");