ALTER TABLE "offers" ADD COLUMN "payment_terms" text;--> statement-breakpoint
-- Quotes sent before plans were agreed in them: the product's terms, which their cart lines were paid by.
UPDATE "offers" o SET "payment_terms" = p."payment_terms" FROM "products" p WHERE p."id" = o."product_id" AND o."payment_terms" IS NULL;
