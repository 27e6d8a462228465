-- Up Migration
-- Read tables of the first projections (users, wallets, catalogue, orders) and the sequences
-- that number new aggregates. Ids are taken by command handlers and recorded in events, so a
-- rebuild from position 0 reproduces every row exactly.

CREATE SEQUENCE user_ids;
CREATE SEQUENCE category_ids;
CREATE SEQUENCE product_ids;
CREATE SEQUENCE faq_ids;
CREATE SEQUENCE order_ids;

CREATE TABLE users (
  id integer PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  country text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  session_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE wallets (
  user_id integer PRIMARY KEY,
  balance_cents bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);

CREATE TABLE wallet_transactions (
  id bigint PRIMARY KEY,
  user_id integer NOT NULL,
  type text NOT NULL,
  amount_cents bigint NOT NULL,
  status text NOT NULL,
  description text NOT NULL,
  related_id integer,
  created_at timestamptz NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, id DESC);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  short_description text NOT NULL,
  color text NOT NULL,
  icon text NOT NULL,
  meta_title text NOT NULL,
  meta_description text NOT NULL,
  meta_keywords text NOT NULL,
  custom_url text NOT NULL UNIQUE,
  is_active boolean NOT NULL,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  short_description text NOT NULL,
  long_description text NOT NULL,
  price_cents bigint NOT NULL,
  original_price_cents bigint,
  category_id integer,
  stock integer NOT NULL,
  stock_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  delivery_type text NOT NULL,
  product_images jsonb NOT NULL,
  warranty_days integer NOT NULL,
  meta_title text NOT NULL,
  meta_description text NOT NULL,
  meta_keywords text NOT NULL,
  product_url text NOT NULL UNIQUE,
  custom_url text NOT NULL,
  sort_order_in_category integer NOT NULL,
  show_on_homepage boolean NOT NULL,
  review_rating numeric(2, 1) NOT NULL,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_custom_url ON products (custom_url);

CREATE TABLE product_faqs (
  id integer PRIMARY KEY,
  product_id integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  sort_order integer NOT NULL,
  is_active boolean NOT NULL
);
CREATE INDEX product_faqs_product ON product_faqs (product_id);

CREATE TABLE orders (
  id integer PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  user_id integer NOT NULL,
  product_id integer NOT NULL,
  product_name text NOT NULL,
  warranty_days integer NOT NULL,
  quantity integer NOT NULL,
  unit_price_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  coupon_code text,
  delivery_type text NOT NULL,
  status text NOT NULL,
  delivered_item text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, id DESC);

-- Down Migration
DROP TABLE orders;
DROP TABLE product_faqs;
DROP TABLE products;
DROP TABLE categories;
DROP TABLE wallet_transactions;
DROP TABLE wallets;
DROP TABLE users;
DROP SEQUENCE order_ids;
DROP SEQUENCE faq_ids;
DROP SEQUENCE product_ids;
DROP SEQUENCE category_ids;
DROP SEQUENCE user_ids;
