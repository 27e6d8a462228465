-- Up Migration
-- Partial indexes for the admin dashboard's "needs attention" counts (GET /api/admin/attention,
-- projections/orders/attention.ts): each count reads only the rows still waiting, an index-only
-- scan whose size follows the backlog, never the whole history of orders, tickets, claims,
-- reviews or deposits.

CREATE INDEX orders_waiting_manual ON orders (created_at)
  WHERE delivery_type = 'manual' AND status IN ('pending', 'in_progress');
CREATE INDEX support_tickets_open ON support_tickets (id) WHERE status <> 'closed';
CREATE INDEX warranty_claims_waiting ON warranty_claims (id)
  WHERE status IN ('pending', 'in_review');
CREATE INDEX reviews_unapproved ON reviews (id) WHERE NOT is_approved;
CREATE INDEX deposits_manual_pending ON deposits (created_at, id)
  WHERE provider = 'manual' AND status = 'pending';

-- Down Migration
DROP INDEX deposits_manual_pending;
DROP INDEX reviews_unapproved;
DROP INDEX warranty_claims_waiting;
DROP INDEX support_tickets_open;
DROP INDEX orders_waiting_manual;
