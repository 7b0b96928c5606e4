CREATE TABLE "provider_refunds" (
	"request_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"capture_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL
);
