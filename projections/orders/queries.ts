/** Queries of the orders read model for the API (orders with their refunds). Amounts leave as decimal strings. */
import { containsPattern } from '../../application/db/like-pattern';
import type { Queryable } from '../../application/db/pool';
import { preparedStatement } from '../../application/db/prepared-statement';
import { AWAITING_DELIVERY_STATUSES, overdueBefore } from '../../contracts/delivery-promise';
import { formatCents } from '../../contracts/money';
import type { OrderPageDto } from '../../contracts/admin';
import type { OrderDto, OrderReplacementDto } from '../../contracts/responses';
import type { OrderCompensation } from '../../domain/order/order';
import type { OrderStatus } from '../../contracts/requests';

interface Row {
  id: number;
  order_number: string;
  user_id: number;
  user_email: string | null;
  product_id: number;
  product_name: string;
  product_description: string | null;
  product_url: string | null;
  category_url: string | null;
  warranty_days: number;
  quantity: number;
  unit_price_cents: string;
  total_cents: string;
  coupon_code: string | null;
  delivery_type: 'automatic' | 'manual';
  status: OrderStatus;
  delivered_item: string | null;
  refunded_cents: string;
  keys_returned: boolean;
  held_for_review: boolean;
  refunds: {
    id: string;
    amount_cents: number;
    reason: string;
    restock: boolean;
    refunded_at: string;
  }[];
  compensation: (OrderCompensation & { compensatedAt: string }) | null;
  replacements: OrderReplacementDto[];
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT o.id, o.order_number, o.user_id, u.email AS user_email, o.product_id, o.product_name,
    p.description AS product_description, p.product_url, c.custom_url AS category_url, o.warranty_days, o.quantity,
    o.unit_price_cents::text, o.total_cents::text, o.coupon_code, o.delivery_type, o.status, o.delivered_item,
    o.refunded_cents::text, o.keys_returned, o.held_for_review,
    (SELECT coalesce(json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'reason', r.reason,
        'restock', r.restock, 'refunded_at', r.refunded_at) ORDER BY r.position), '[]'::json)
       FROM order_refunds r WHERE r.order_id = o.id) AS refunds,
    o.compensation, o.replacements, o.created_at, o.updated_at
  FROM orders o
  LEFT JOIN users u ON u.id = o.user_id
  LEFT JOIN products p ON p.id = o.product_id
  LEFT JOIN categories c ON c.id = p.category_id`;

/**
 * SQL true for a row of `orders` (named `table`) overdue when the parameter `cutoff` holds
 * overdueBefore(now) (contracts/delivery-promise.ts): manual, still awaiting delivery, placed
 * before it. The partial index orders_waiting_manual (migrations/0025) holds just these rows.
 */
export function overdueOrderSql(table: string, cutoff: string): string {
  const statuses = AWAITING_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', ');
  return `${table}.delivery_type = 'manual' AND ${table}.status IN (${statuses}) AND ${table}.created_at < ${cutoff}`;
}

function toOrder(row: Row): OrderDto {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    quantity: row.quantity,
    unitPrice: formatCents(Number(row.unit_price_cents)),
    totalAmount: formatCents(Number(row.total_cents)),
    couponCode: row.coupon_code,
    productId: row.product_id,
    product: {
      id: row.product_id,
      name: row.product_name,
      description: row.product_description ?? '',
      warrantyDays: row.warranty_days,
      productUrl: row.product_url ?? '',
      categoryUrl: row.category_url,
    },
    user: { id: row.user_id, email: row.user_email ?? '' },
    deliveryType: row.delivery_type,
    deliveredItem: row.status === 'completed' ? row.delivered_item : null,
    keysReturnedToStock: row.keys_returned,
    heldForReview: row.held_for_review,
    refundedAmount: formatCents(Number(row.refunded_cents)),
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amount: formatCents(refund.amount_cents),
      reason: refund.reason,
      restock: refund.restock,
      createdAt: new Date(refund.refunded_at).toISOString(),
    })),
    compensation: row.compensation && {
      kind: row.compensation.kind,
      percent: row.compensation.percent,
      amount: formatCents(row.compensation.amountCents),
      compensatedAt: row.compensation.compensatedAt,
    },
    replacements: row.replacements,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A customer's orders, newest first (GET /api/orders). */
export async function listUserOrders(db: Queryable, userId: number): Promise<OrderDto[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE o.user_id = $1 ORDER BY o.id DESC`, [
    userId,
  ]);
  return rows.map(toOrder);
}

const selectOrder = preparedStatement('orders.find', `${SELECT} WHERE o.id = $1`);
const selectCustomerOrder = preparedStatement(
  'orders.find-of-customer',
  `${SELECT} WHERE o.id = $1 AND o.user_id = $2`,
);

/**
 * The statement that reads order `orderId` of customer `userId` (findOrder's), for a read in a
 * command's commit round trip (a purchase's answer); `orderOfRows` makes its rows the order.
 */
export const customerOrderStatement = (orderId: number, userId: number) =>
  selectCustomerOrder([orderId, userId]);

/** The order in the rows of findOrder's statement; null when there is none. */
export const orderOfRows = (rows: readonly object[]): OrderDto | null =>
  rows[0] ? toOrder(rows[0] as Row) : null;

/** One order; with `userId` only when it belongs to that customer (else null, answered as 404). */
export async function findOrder(
  db: Queryable,
  orderId: number,
  userId?: number,
): Promise<OrderDto | null> {
  const { rows } = await db.query<Row>(
    userId === undefined ? selectOrder([orderId]) : customerOrderStatement(orderId, userId),
  );
  return orderOfRows(rows);
}

/** The filters of the admin orders list, shared by its pages and its CSV export. */
export interface OrderFilters {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  /** Only the orders overdue at this time (contracts/delivery-promise.ts). */
  overdueAt?: Date | undefined;
  /** Only the orders placed before this time (then newest by placing time). */
  placedBefore?: Date | undefined;
}

/**
 * The WHERE clause (or '') of `filters` over `orders o LEFT JOIN users u`, its values appended to
 * `params`: one status, overdue at `overdueAt`, placed before `placedBefore`, and `search` in the
 * order number (or its ORD-{id} fallback), product name or customer e-mail (case-insensitive).
 */
function ordersWhere(filters: OrderFilters, params: unknown[]): string {
  const where: string[] = [];
  if (filters.status) {
    params.push(filters.status);
    where.push(`o.status = $${params.length}`);
  }
  if (filters.overdueAt) {
    params.push(overdueBefore(filters.overdueAt).toISOString());
    where.push(overdueOrderSql('o', `$${params.length}`));
  }
  if (filters.placedBefore) {
    params.push(filters.placedBefore.toISOString());
    where.push(`o.created_at < $${params.length}`);
  }
  if (filters.search) {
    params.push(containsPattern(filters.search));
    const p = `$${params.length}`;
    where.push(
      `(o.order_number ILIKE ${p} OR o.product_name ILIKE ${p} OR u.email ILIKE ${p} OR ('ORD-' || o.id) ILIKE ${p})`,
    );
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * Orders newest first, `limit` per page (1-based `page`), filtered by `options` (ordersWhere).
 */
export async function listOrdersPage(
  db: Queryable,
  options: OrderFilters & { page: number; limit: number },
): Promise<OrderPageDto> {
  const params: unknown[] = [];
  const filter = ordersWhere(options, params);
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o LEFT JOIN users u ON u.id = o.user_id ${filter}`,
    params,
  );
  params.push(options.limit, (options.page - 1) * options.limit);
  const { rows } = await db.query<Row>(
    `${SELECT} ${filter} ORDER BY o.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    orders: rows.map(toOrder),
    total: count.rows[0]!.total,
    page: options.page,
    limit: options.limit,
  };
}

/**
 * The `limit` orders placed last, newest first (the dashboard's latest orders); with
 * `placedBefore`, the last placed before then. No total is counted.
 */
export async function latestOrders(
  db: Queryable,
  options: { limit: number; placedBefore?: Date | undefined },
): Promise<OrderDto[]> {
  const params: unknown[] = [];
  const filter = ordersWhere({ placedBefore: options.placedBefore }, params);
  params.push(options.limit);
  const { rows } = await db.query<Row>(
    `${SELECT} ${filter} ORDER BY ${options.placedBefore ? 'o.created_at DESC, ' : ''}o.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows.map(toOrder);
}

/** One order of the CSV export: what the admin orders list shows, keys left out. */
export interface OrderExportRow {
  id: number;
  order_number: string;
  user_email: string | null;
  product_name: string;
  quantity: number;
  /** Integer cents, as text (bigint). */
  total_cents: string;
  status: OrderStatus;
  created_at: Date;
}

/** Every order `filters` match, newest first as the list pages them, as OrderExportRow. */
export function orderExportQuery(filters: OrderFilters): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const where = ordersWhere(filters, values);
  return {
    text: `SELECT o.id, o.order_number, u.email AS user_email, o.product_name, o.quantity,
        o.total_cents::text AS total_cents, o.status, o.created_at
      FROM orders o LEFT JOIN users u ON u.id = o.user_id ${where} ORDER BY o.id DESC`,
    values,
  };
}
