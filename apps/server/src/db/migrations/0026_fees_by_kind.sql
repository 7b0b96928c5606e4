-- Platform fees are now kept by kind: buyer fees in platform_fees:buyer, seller fees in platform_fees:seller:<vendor>.
-- Fees posted before that sit in the combined account platform_fees. The ledger is append-only, so they are moved by
-- one correcting transaction per original (kind FEE_RECLASS, dated like the original so period reports split them
-- too): the vendor order's buyer fee to platform_fees:buyer, the rest (the seller fee) to that vendor's account.
-- Ids and keys are derived from the original transaction: running it again adds nothing.
INSERT INTO "ledger_transactions" ("id", "kind", "order_id", "vendor_order_id", "idempotency_key", "memo", "actor_id", "created_at")
SELECT md5('fee-reclass:' || t."id")::uuid, 'FEE_RECLASS', t."order_id", t."vendor_order_id", 'fee-reclass:' || t."id",
       'platform fees split into buyer and seller fees', NULL, t."created_at"
FROM "ledger_transactions" t
JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" = 'platform_fees' AND e."amount_cents" > 0
JOIN "vendor_orders" vo ON vo."id" = t."vendor_order_id"
WHERE t."kind" IN ('RELEASE', 'PARTIAL_REFUND')
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transaction_id", "account", "currency", "amount_cents", "created_at")
SELECT md5(x.part || ':' || t."id")::uuid, md5('fee-reclass:' || t."id")::uuid, x.account, e."currency", x.amount, t."created_at"
FROM "ledger_transactions" t
JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" = 'platform_fees' AND e."amount_cents" > 0
JOIN "vendor_orders" vo ON vo."id" = t."vendor_order_id"
CROSS JOIN LATERAL (VALUES
  ('fee-reclass-out', 'platform_fees', -e."amount_cents"),
  ('fee-reclass-buyer', 'platform_fees:buyer', LEAST(vo."buyer_fee_cents", e."amount_cents")::bigint),
  ('fee-reclass-seller', 'platform_fees:seller:' || vo."vendor_id", e."amount_cents" - LEAST(vo."buyer_fee_cents", e."amount_cents"))
) AS x(part, account, amount)
WHERE t."kind" IN ('RELEASE', 'PARTIAL_REFUND') AND x.amount <> 0
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" done WHERE done."transaction_id" = md5('fee-reclass:' || t."id")::uuid);
