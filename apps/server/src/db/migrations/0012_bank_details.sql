CREATE TABLE "bank_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"bank_country" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;