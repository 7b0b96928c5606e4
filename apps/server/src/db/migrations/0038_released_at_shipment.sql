ALTER TABLE "vendor_orders" ADD COLUMN "released_goods_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "released_goods_minor" bigint;