-- Up Migration
-- A product row carries its purchase limits (ProductPurchaseLimitsSet,
-- contracts/purchase-limits.ts); the store settings row the velocity limits (VelocityLimitsSet,
-- contracts/velocity-limits.ts). The defaults (0: no limit, off) are what a store had before the
-- events existed, so no rebuild is needed. `wallet_freezes` holds the wallets frozen now
-- (WalletFrozen, WalletUnfrozen; the wallet-freezes projection).

ALTER TABLE products
  ADD COLUMN max_per_order integer NOT NULL DEFAULT 0,
  ADD COLUMN max_per_customer_per_day integer NOT NULL DEFAULT 0;

ALTER TABLE store_settings
  ADD COLUMN deposits_per_hour integer NOT NULL DEFAULT 0,
  ADD COLUMN claims_per_90_days integer NOT NULL DEFAULT 0,
  ADD COLUMN accounts_per_address_per_day integer NOT NULL DEFAULT 0;

CREATE TABLE wallet_freezes (
  user_id integer PRIMARY KEY,
  reason text NOT NULL,
  frozen_by integer NOT NULL,
  frozen_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE wallet_freezes;
ALTER TABLE store_settings
  DROP COLUMN deposits_per_hour,
  DROP COLUMN claims_per_90_days,
  DROP COLUMN accounts_per_address_per_day;
ALTER TABLE products
  DROP COLUMN max_per_order,
  DROP COLUMN max_per_customer_per_day;
