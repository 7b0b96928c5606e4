-- The buyer fee tier table starts with the spec's tiers (10% up to $500.00, 5% up to $1,000.00) and the large-order
-- tiers of issue 25 (3% up to $10,000.00, 2% up to $50,000.00, 1.5% above); packages/shared/src/fees.ts DEFAULT_FEE_TIERS.
INSERT INTO "fee_tiers" ("position", "up_to_cents", "rate_bps") VALUES
  (0, 50000, 1000),
  (1, 100000, 500),
  (2, 1000000, 300),
  (3, 5000000, 200),
  (4, NULL, 150)
ON CONFLICT ("position") DO NOTHING;
