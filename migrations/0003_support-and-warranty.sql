-- Up Migration
-- Support tickets and warranty claims (docs/specs/customer-area.md sections 2-4,
-- docs/specs/admin-area.md 2.6, 2.8): the sequences that number tickets, ticket messages and claims
-- (ids live in events, so a rebuild reproduces them) and the read tables of the support and
-- warranty projections.

CREATE SEQUENCE ticket_ids;
CREATE SEQUENCE ticket_message_ids;
CREATE SEQUENCE claim_ids;

CREATE TABLE support_tickets (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  subject text NOT NULL,
  -- the first message of the thread
  message text NOT NULL,
  priority text NOT NULL,
  status text NOT NULL,
  message_count integer NOT NULL,
  last_message_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  -- last activity: a message or a status change
  updated_at timestamptz NOT NULL
);
CREATE INDEX support_tickets_user ON support_tickets (user_id, id DESC);

-- Author names are joined from users at query time, not copied.
CREATE TABLE support_ticket_messages (
  id integer PRIMARY KEY,
  ticket_id integer NOT NULL,
  -- the ticket stream's version of the event: the thread's order
  stream_version integer NOT NULL,
  user_id integer NOT NULL,
  message text NOT NULL,
  is_admin_reply boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_ticket_messages_ticket ON support_ticket_messages (ticket_id, stream_version);

CREATE TABLE warranty_claims (
  id integer PRIMARY KEY,
  order_id integer NOT NULL,
  user_id integer NOT NULL,
  product_id integer NOT NULL,
  claim_type text NOT NULL,
  description text NOT NULL,
  status text NOT NULL,
  admin_response text,
  replacement_item text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX warranty_claims_user ON warranty_claims (user_id, id DESC);
CREATE INDEX warranty_claims_order ON warranty_claims (order_id, id DESC);

-- Down Migration
DROP TABLE warranty_claims;
DROP TABLE support_ticket_messages;
DROP TABLE support_tickets;
DROP SEQUENCE claim_ids;
DROP SEQUENCE ticket_message_ids;
DROP SEQUENCE ticket_ids;
