CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"bank_reference" text NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_tiers" (
	"position" integer PRIMARY KEY NOT NULL,
	"up_to_cents" integer,
	"rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "rate_bps" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "stock_reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_checkout_key" ON "bank_transfers" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_key" ON "bank_transfers" USING btree ("bank_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_reference_key" ON "checkouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "checkouts_expiry_idx" ON "checkouts" USING btree ("status","expires_at");