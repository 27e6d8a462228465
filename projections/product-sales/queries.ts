/**
 * Reads of the product sales read model: each product's sums over a range of instants, and the
 * product economics report over a range of store days.
 */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import {
  daysOfStock,
  marginCents,
  percentOf,
  STOCK_PACE_DAYS,
  type ProductEconomicsDto,
} from '../../contracts/product-economics';
import { addDays, storeDayStart } from '../../contracts/store-days';
import { rollupParams, rollupRangesAround, rollupSql } from '../time-rollup';

/** One product's sums over a range: counts, and amounts in integer cents. */
export interface ProductSales {
  units: number;
  orders: number;
  revenueCents: number;
  refundCents: number;
  costCents: number;
  claims: number;
}

/**
 * Each product's sums over [start, end), by product id (products with nothing in the range are
 * absent). The range is widened to whole 15-minute buckets; it reads the coarsest buckets that fit
 * (projections/time-rollup.ts).
 */
export async function readProductSales(
  db: Queryable,
  start: Date,
  end: Date,
): Promise<Map<number, ProductSales>> {
  const ranges = rollupRangesAround(start, end);
  const sales = new Map<number, ProductSales>();
  if (ranges.length === 0) return sales;
  const { rows } = await db.query<{
    product_id: number;
    units: string;
    orders: string;
    revenue_cents: string;
    refund_cents: string;
    cost_cents: string;
    claims: string;
  }>(
    `SELECT b.product_id, sum(b.units) AS units, sum(b.orders) AS orders,
            sum(b.revenue_cents) AS revenue_cents, sum(b.refund_cents) AS refund_cents,
            sum(b.cost_cents) AS cost_cents, sum(b.claims) AS claims
       FROM ${rollupSql('product_sales_buckets', 'b', ranges.length)}
      GROUP BY b.product_id`,
    rollupParams(ranges),
  );
  for (const row of rows)
    sales.set(row.product_id, {
      units: Number(row.units),
      orders: Number(row.orders),
      revenueCents: Number(row.revenue_cents),
      refundCents: Number(row.refund_cents),
      costCents: Number(row.cost_cents),
      claims: Number(row.claims),
    });
  return sales;
}

const NO_SALES: ProductSales = {
  units: 0,
  orders: 0,
  revenueCents: 0,
  refundCents: 0,
  costCents: 0,
  claims: 0,
};

/**
 * The product economics report for the store days `from`..`to` (YYYY-MM-DD, inclusive, in
 * `timeZone`): every product, and every deleted one that sold in the range, by revenue
 * (highest first). Days of stock pace the stock by the STOCK_PACE_DAYS days up to `now`.
 */
export async function readProductEconomics(
  db: Queryable,
  range: { from: string; to: string; timeZone: string; now: Date },
): Promise<ProductEconomicsDto> {
  const [inRange, inPace] = await Promise.all([
    readProductSales(
      db,
      storeDayStart(range.from, range.timeZone),
      storeDayStart(addDays(range.to, 1), range.timeZone),
    ),
    readProductSales(
      db,
      new Date(range.now.getTime() - STOCK_PACE_DAYS * 24 * 60 * 60_000),
      range.now,
    ),
  ]);
  // Every product, and the deleted ones that sold in the range under their last name.
  const { rows: products } = await db.query<{
    id: number;
    name: string;
    stock: number;
    exists: boolean;
  }>(
    `SELECT id, name, stock, true AS exists FROM products
     UNION ALL
     SELECT n.product_id, n.name, 0, false FROM product_sales_names n
      WHERE n.product_id = ANY($1::int[]) AND NOT EXISTS (SELECT FROM products p WHERE p.id = n.product_id)`,
    [[...inRange.keys()]],
  );
  const rows = products.map((product) => {
    const sales = inRange.get(product.id) ?? NO_SALES;
    const margin = marginCents(sales);
    return {
      productId: product.id,
      name: product.name,
      exists: product.exists,
      units: sales.units,
      orders: sales.orders,
      revenue: formatCents(sales.revenueCents),
      refunds: formatCents(sales.refundCents),
      cost: formatCents(sales.costCents),
      margin: formatCents(margin),
      marginPercent: percentOf(margin, sales.revenueCents - sales.refundCents),
      claims: sales.claims,
      claimRatePercent: percentOf(sales.claims, sales.units),
      stockLeft: product.stock,
      daysOfStock: daysOfStock(product.stock, inPace.get(product.id)?.units ?? 0),
      revenueCents: sales.revenueCents,
    };
  });
  rows.sort((a, b) => b.revenueCents - a.revenueCents || a.productId - b.productId);
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    products: rows.map(({ revenueCents: _, ...row }) => row),
  };
}
