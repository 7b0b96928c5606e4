ALTER TABLE "products" ADD COLUMN "shipping_mode" text DEFAULT 'calculated' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "flat_shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "shipping_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "shipping_service" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "label_cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "held_shipping_minor" bigint;