CREATE TABLE "mpesa_requests" (
	"checkout_request_id" text PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"callback_result_code" text,
	"callback_amount_minor" bigint,
	"receipt" text,
	"result_code" text,
	"result_desc" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mpesa_requests_checkout_idx" ON "mpesa_requests" USING btree ("checkout_id");