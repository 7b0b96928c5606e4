ALTER TABLE "vendor_orders" ADD COLUMN "ship_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "ship_by_reminder" integer;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "ship_by_missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_orders_ship_by_idx" ON "vendor_orders" USING btree ("status","ship_by");--> statement-breakpoint
-- Existing vendor orders: placement + the longest lead time of their products (at least a day).
UPDATE "vendor_orders" v SET "ship_by" = v."created_at" + greatest(1, coalesce((
  SELECT max(p."lead_time_days") FROM "order_items" i JOIN "products" p ON p."id" = i."product_id"
  WHERE i."vendor_order_id" = v."id"), 0)) * interval '1 day';--> statement-breakpoint
-- Dates already past are not announced now (no flood of notices on deploy); the order page still shows them.
UPDATE "vendor_orders" SET "ship_by_reminder" = 1, "ship_by_missed_at" = now() WHERE "ship_by" < now();
