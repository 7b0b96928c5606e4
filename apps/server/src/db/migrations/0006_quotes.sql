ALTER TABLE "checkouts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "ticket_id" uuid;