/**
 * The counts of the admin dashboard's "needs attention" panel (contracts/admin-attention.ts),
 * read from the orders, support, warranty, deposits, reviews and catalogue read models. Each count
 * but low stock is an index-only scan of a partial index holding just the waiting rows
 * (migrations/0025_attention-indexes.sql); low stock is the dashboard's "running low" list
 * (projections/catalogue/running-low.ts) over the small catalogue.
 */
import type { Queryable } from '../../application/db/pool';
import {
  ATTENTION_KINDS,
  type AttentionItemDto,
  type AttentionKind,
} from '../../contracts/admin-attention';
import { listRunningLow } from '../catalogue/running-low';
import { overdueBefore } from '../../contracts/delivery-promise';
import { overdueOrderSql } from './queries';

/**
 * The items of `kinds` at `now`, in ATTENTION_KINDS order. Waiting manual orders are pending or in
 * progress; open tickets are not closed (the customer dashboard's rule, docs/specs/admin-area.md
 * 2.2); pending claims are pending or in review; top-up requests are card and PayPal deposits not
 * yet credited; reviews to moderate are not approved.
 */
export async function readAttention(
  db: Queryable,
  kinds: ReadonlySet<AttentionKind>,
  now: Date,
): Promise<AttentionItemDto[]> {
  const { rows } = await db.query<
    Record<Exclude<AttentionKind, 'lowStock'>, number> & { top_up_user: number | null }
  >(
    `SELECT
       (SELECT count(*)::int FROM orders WHERE ${overdueOrderSql('orders', '$1')}) AS "overdueOrders",
       (SELECT count(*)::int FROM orders WHERE delivery_type = 'manual'
          AND status IN ('pending', 'in_progress')) AS "waitingOrders",
       (SELECT count(*)::int FROM support_tickets WHERE status <> 'closed') AS "openTickets",
       (SELECT count(*)::int FROM warranty_claims WHERE status IN ('pending', 'in_review')) AS "pendingClaims",
       (SELECT count(*)::int FROM deposits WHERE provider = 'manual' AND status = 'pending') AS "topUpRequests",
       (SELECT user_id FROM deposits WHERE provider = 'manual' AND status = 'pending'
          ORDER BY created_at, id LIMIT 1) AS top_up_user,
       (SELECT count(*)::int FROM reviews WHERE NOT is_approved) AS "reviewsToModerate"`,
    [overdueBefore(now).toISOString()],
  );
  const row = {
    ...rows[0]!,
    lowStock: kinds.has('lowStock') ? (await listRunningLow(db, now)).length : 0,
  };
  return ATTENTION_KINDS.filter((kind) => kinds.has(kind)).map((kind) => ({
    kind,
    count: row[kind],
    userId: kind === 'topUpRequests' ? row.top_up_user : null,
  }));
}
