DROP INDEX "products_browse_idx";--> statement-breakpoint
DROP INDEX "products_category_browse_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
CREATE INDEX "products_browse_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."status" = 'active' and "products"."deleted_at" is null and "products"."moderated_at" is null and "products"."available_stock" > 0;--> statement-breakpoint
CREATE INDEX "products_category_browse_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."status" = 'active' and "products"."deleted_at" is null and "products"."moderated_at" is null and "products"."available_stock" > 0;