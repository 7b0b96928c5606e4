-- Rates stored before quoted_at existed were quoted when their shipment was created (the column's default is the
-- time of this migration). They keep no expiry: the built-in tables they came from do not change.
UPDATE "shipment_rates" AS r SET "quoted_at" = s."created_at" FROM "shipments" AS s WHERE s."id" = r."shipment_id";
