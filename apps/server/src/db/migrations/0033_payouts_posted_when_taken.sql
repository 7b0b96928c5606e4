ALTER TABLE "payouts" ADD COLUMN "ledger_posted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payouts made before this migration wrote their ledger PAYOUT when they were created.
UPDATE "payouts" SET "ledger_posted" = true;
