ALTER TABLE "checkouts" ADD COLUMN "kind" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "vendor_order_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "later_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "payment_plan" text DEFAULT 'escrow' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "balance_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "balance_goods_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "balance_goods_minor" bigint;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "balance_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "balance_paid_at" timestamp with time zone;
-- Orders placed before payment plans were paid in full at order: plan escrow, no balance (the defaults).
