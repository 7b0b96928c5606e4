CREATE TABLE "letters_of_credit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"issuing_bank" text NOT NULL,
	"lc_number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_on" date NOT NULL,
	"document_name" text NOT NULL,
	"document_mime" text NOT NULL,
	"document_key" text NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_of_credit_checkout_idx" ON "letters_of_credit" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "letters_of_credit_live_uq" ON "letters_of_credit" USING btree ("checkout_id") WHERE "letters_of_credit"."status" in ('SUBMITTED', 'VERIFIED');