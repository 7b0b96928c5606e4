ALTER TABLE "message_attachments" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
CREATE INDEX "message_attachments_rfq_idx" ON "message_attachments" USING btree ("rfq_id");