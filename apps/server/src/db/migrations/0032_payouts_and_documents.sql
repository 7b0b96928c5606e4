CREATE TABLE "payout_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"currency" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_last4" text,
	"phone" text,
	"recipient_id" text,
	"schedule" text DEFAULT 'release' NOT NULL,
	"minimum_minor" bigint DEFAULT 0 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"held_reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_sequences_issuer_kind_pk" PRIMARY KEY("issuer","kind")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"subject" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_number_key" ON "issued_documents" USING btree ("issuer","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_subject_key" ON "issued_documents" USING btree ("kind","subject");