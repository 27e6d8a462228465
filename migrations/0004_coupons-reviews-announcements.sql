-- Up Migration
-- Coupons, reviews (comments in the API) with the per-product rating of approved reviews, and
-- announcements. Ids are taken from the sequences by command handlers and recorded in events,
-- so a rebuild from position 0 reproduces every row exactly.

CREATE SEQUENCE coupon_ids;
CREATE SEQUENCE review_ids;
CREATE SEQUENCE announcement_ids;

-- Codes are unique among live coupons through their reservation streams; no unique index here,
-- so a projection can never stop on a code freed and taken again in one batch.
CREATE TABLE coupons (
  id integer PRIMARY KEY,
  code text NOT NULL,
  discount_percentage integer NOT NULL,
  max_usage integer NOT NULL,
  current_usage integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX coupons_code ON coupons (code);

CREATE TABLE reviews (
  id integer PRIMARY KEY,
  product_id integer NOT NULL,
  user_id integer NOT NULL,
  comment text NOT NULL,
  rating smallint NOT NULL,
  is_approved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id, created_at DESC, id DESC);

-- Per product: how many approved reviews and the sum of their ratings (the average is
-- rating_sum / approved_count, shown as ProductDto.rating).
CREATE TABLE product_ratings (
  product_id integer PRIMARY KEY,
  approved_count integer NOT NULL,
  rating_sum integer NOT NULL
);

CREATE TABLE announcements (
  id integer PRIMARY KEY,
  text text NOT NULL,
  type text NOT NULL,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE announcements;
DROP TABLE product_ratings;
DROP TABLE reviews;
DROP TABLE coupons;
DROP SEQUENCE announcement_ids;
DROP SEQUENCE review_ids;
DROP SEQUENCE coupon_ids;
