CREATE TABLE "payment_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"rail" text NOT NULL,
	"currency" text NOT NULL,
	"usd_total_cents" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate_micros" bigint NOT NULL,
	"rate_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "charge_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "charge_minor" bigint;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "charge_rate_micros" bigint;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "rate_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "approve_url" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "settlement_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "held_subtotal_minor" bigint;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "held_buyer_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_quotes_buyer_idx" ON "payment_quotes" USING btree ("buyer_id","created_at");