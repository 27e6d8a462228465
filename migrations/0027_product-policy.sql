-- Up Migration
-- A product row carries its stock and warranty policy (ProductPolicySet,
-- contracts/product-policy.ts): whether eligible warranty claims are approved at once, how many
-- a customer may have approved that way in 90 days, and the stock alert and batch quarantine
-- settings. The defaults are the policy of a product whose policy was never set, which is every
-- product of a store from before the event existed, so no rebuild of the catalogue is needed.

ALTER TABLE products
  ADD COLUMN auto_approve_claims boolean NOT NULL DEFAULT false,
  ADD COLUMN claim_cap_per_90_days integer NOT NULL DEFAULT 3,
  ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 0,
  ADD COLUMN run_out_within_hours integer NOT NULL DEFAULT 0,
  ADD COLUMN quarantine_claim_rate_percent integer NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE products
  DROP COLUMN auto_approve_claims,
  DROP COLUMN claim_cap_per_90_days,
  DROP COLUMN low_stock_threshold,
  DROP COLUMN run_out_within_hours,
  DROP COLUMN quarantine_claim_rate_percent;
