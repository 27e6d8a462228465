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
  type ProductEconomicsQuery,
  type ProductEconomicsRowDto,
  type ProductEconomicsSort,
} from '../../contracts/product-economics';
import { addDays, storeDayStart } from '../../contracts/store-days';
import { readTopByRevenue, type RevenueTable } from '../top-by-revenue';
import {
  rangeScanSql,
  rollupParams,
  rollupRangesAround,
  rollupRangesSince,
  rollupSql,
  type RollupRange,
} from '../time-rollup';

/** One product's sums over a range: counts, and amounts in integer cents. */
export interface ProductSales {
  units: number;
  orders: number;
  revenueCents: number;
  refundCents: number;
  costCents: number;
  claims: number;
}

const SUM_SQL = `sum(b.units) AS units, sum(b.orders) AS orders,
            sum(b.revenue_cents) AS revenue_cents, sum(b.refund_cents) AS refund_cents,
            sum(b.cost_cents) AS cost_cents, sum(b.claims) AS claims`;

type SumRow = Record<
  'units' | 'orders' | 'revenue_cents' | 'refund_cents' | 'cost_cents' | 'claims',
  string | null
>;

const salesOf = (row: SumRow): ProductSales => ({
  units: Number(row.units ?? 0),
  orders: Number(row.orders ?? 0),
  revenueCents: Number(row.revenue_cents ?? 0),
  refundCents: Number(row.refund_cents ?? 0),
  costCents: Number(row.cost_cents ?? 0),
  claims: Number(row.claims ?? 0),
});

/**
 * Each product's sums over the buckets of `ranges` (projections/time-rollup.ts), by product id
 * (products with nothing in them are absent); only the products `productIds` when given.
 */
async function readProductSales(
  db: Queryable,
  ranges: readonly RollupRange[],
  productIds?: readonly number[],
): Promise<Map<number, ProductSales>> {
  const sales = new Map<number, ProductSales>();
  if (ranges.length === 0 || productIds?.length === 0) return sales;
  const params: unknown[] = rollupParams(ranges);
  if (productIds) params.push(productIds);
  const { rows } = await db.query<SumRow & { product_id: number }>(
    `SELECT b.product_id, ${SUM_SQL}
       FROM ${rollupSql('product_sales_buckets', 'b', ranges.length, 1, productIds ? 'product_id = ANY($4::int[])' : 'true')}
      GROUP BY b.product_id`,
    params,
  );
  for (const row of rows) sales.set(row.product_id, salesOf(row));
  return sales;
}

/** Every product's sums together over the buckets of `ranges`. */
async function readSalesTotals(
  db: Queryable,
  ranges: readonly RollupRange[],
): Promise<ProductSales> {
  if (ranges.length === 0) return NO_SALES;
  const { rows } = await db.query<SumRow>(
    `SELECT ${SUM_SQL} FROM ${rollupSql('product_sales_totals', 'b', ranges.length)}`,
    rollupParams(ranges),
  );
  return salesOf(rows[0]!);
}

const NO_SALES: ProductSales = {
  units: 0,
  orders: 0,
  revenueCents: 0,
  refundCents: 0,
  costCents: 0,
  claims: 0,
};

/** The store days of a report and the instant it is read at. */
interface EconomicsRange {
  /** YYYY-MM-DD, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** Days of stock pace the stock by the STOCK_PACE_DAYS days up to it. */
  now: Date;
}

/** A product as the report names it: its stock now, or none once deleted. */
interface ListedProduct {
  id: number;
  name: string;
  stock: number;
  exists: boolean;
}

/** A row and what it sorts by: the DTO, and its amounts in integer cents. */
interface EconomicsRow {
  dto: ProductEconomicsRowDto;
  cents: Record<'revenue' | 'refunds' | 'cost' | 'margin', number>;
}

/** The bucket ranges of the instants the store days of `range` span, read at `range.now`. */
const rangesOf = (range: EconomicsRange) =>
  rollupRangesAround(
    storeDayStart(range.from, range.timeZone),
    storeDayStart(addDays(range.to, 1), range.timeZone),
    range.now,
  );

/** The bucket ranges of the STOCK_PACE_DAYS days up to `now`. */
const paceOf = (now: Date) =>
  rollupRangesSince(new Date(now.getTime() - STOCK_PACE_DAYS * 24 * 60 * 60_000), now);

/** A product's row from its sums in the range and its units sold in the pace. */
function rowOf(product: ListedProduct, sales: ProductSales, unitsInPace: number): EconomicsRow {
  const margin = marginCents(sales);
  return {
    dto: {
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
      daysOfStock: daysOfStock(product.stock, unitsInPace),
    },
    cents: {
      revenue: sales.revenueCents,
      refunds: sales.refundCents,
      cost: sales.costCents,
      margin,
    },
  };
}

/**
 * The products to list: every product (only `ids` when given), and the deleted ones among
 * `soldIds` under the name they last sold under.
 */
async function readListedProducts(
  db: Queryable,
  soldIds: readonly number[],
  ids?: readonly number[],
): Promise<ListedProduct[]> {
  const { rows } = await db.query<ListedProduct>(
    `SELECT id, name, stock, true AS exists FROM products WHERE $2::int[] IS NULL OR id = ANY($2::int[])
     UNION ALL
     SELECT n.product_id, n.name, 0, false FROM product_sales_names n
      WHERE n.product_id = ANY($1::int[]) AND NOT EXISTS (SELECT FROM products p WHERE p.id = n.product_id)`,
    [soldIds, ids ?? null],
  );
  return rows;
}

/** Orders rows by `sort` and `order`: an empty percentage or days of stock last, ties by id. */
function compareBy(
  sort: ProductEconomicsSort,
  order: 'asc' | 'desc',
): (a: EconomicsRow, b: EconomicsRow) => number {
  const sign = order === 'asc' ? 1 : -1;
  const valueOf = (row: EconomicsRow): number | string | null => {
    switch (sort) {
      case 'revenue':
      case 'refunds':
      case 'cost':
      case 'margin':
        return row.cents[sort];
      default:
        return row.dto[sort];
    }
  };
  return (a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y, 'en');
      return sign * ((x as number) - (y as number));
    }
    return a.dto.productId - b.dto.productId;
  };
}

/**
 * Every row of the product economics report for the store days of `range`: every product, and
 * every deleted one with orders in the range, by revenue (highest first), ties by id.
 */
async function readEveryRow(db: Queryable, range: EconomicsRange): Promise<EconomicsRow[]> {
  const [inRange, inPace] = await Promise.all([
    readProductSales(db, rangesOf(range)),
    readProductSales(db, paceOf(range.now)),
  ]);
  const sold = [...inRange].filter(([, sales]) => sales.orders > 0).map(([id]) => id);
  const products = await readListedProducts(db, sold);
  return products
    .map((product) =>
      rowOf(product, inRange.get(product.id) ?? NO_SALES, inPace.get(product.id)?.units ?? 0),
    )
    .sort(compareBy('revenue', 'desc'));
}

/**
 * Every row of the product economics report for the store days `from`..`to` (YYYY-MM-DD,
 * inclusive, in `timeZone`), by revenue, highest first: for the CSV.
 */
export async function readProductEconomicsRows(
  db: Queryable,
  range: EconomicsRange,
): Promise<ProductEconomicsRowDto[]> {
  return (await readEveryRow(db, range)).map((row) => row.dto);
}

/** The orders the threshold algorithm can rank: highest revenue or highest margin first. */
type TopSort = 'revenue' | 'margin';

/**
 * The product economics of the products with orders in the range, as readTopByRevenue reads them,
 * ranked by revenue or by margin (never above revenue: refunds and cost are never negative).
 */
const BY_REVENUE: RevenueTable = {
  table: 'product_sales_buckets',
  id: 'product_id',
  sums: ['orders', 'units', 'refund_cents', 'cost_cents', 'claims'],
};
const ECONOMICS: Record<TopSort, RevenueTable> = {
  revenue: BY_REVENUE,
  margin: {
    ...BY_REVENUE,
    score: 'sum(b.revenue_cents) - sum(b.refund_cents) - sum(b.cost_cents)',
  },
};

/**
 * The page of rows by revenue or margin, highest first, without summing every product: the top
 * of the products with orders in the range (readTopByRevenue) down to the page's end, then (by
 * revenue) the products without orders in the range by id. Returns the page's rows and how many
 * rows there are in all; null by margin when the page reaches margins of zero or less, where
 * products without orders (and their refunds) fall in between.
 */
async function readPageFromTop(
  db: Queryable,
  range: EconomicsRange,
  page: { offset: number; size: number },
  sort: TopSort,
): Promise<{ rows: EconomicsRow[]; total: number } | null> {
  const ranges = rangesOf(range);
  // The count does not depend on the top: it runs beside it.
  const [top, { rows: counts }] = await Promise.all([
    readTopByRevenue(db, ECONOMICS[sort], ranges, page.offset + page.size),
    db.query<{ total: string }>(
      `WITH deleted AS MATERIALIZED (
         SELECT n.product_id FROM product_sales_names n
          WHERE NOT EXISTS (SELECT FROM products p WHERE p.id = n.product_id)
       )
       SELECT (SELECT count(*) FROM products) + (
         SELECT count(*) FROM deleted d
          WHERE EXISTS (
            SELECT FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS r(grain, first, last)
            ${rangeScanSql('product_sales_buckets', 'r', 't.product_id = d.product_id AND t.orders > 0')} AS b)
       ) AS total`,
      rollupParams(ranges),
    ),
  ]);
  if (sort === 'margin' && !(top.length === page.offset + page.size && top.at(-1)!.score > 0))
    return null;
  const onPage = top.slice(page.offset, page.offset + page.size);
  // Fewer than asked for: these are every product with orders in the range.
  const isEveryOneSold = top.length < page.offset + page.size;
  const { rows: unsold } = isEveryOneSold
    ? await db.query<{ id: number }>(
        `SELECT id FROM products WHERE NOT (id = ANY($1::int[])) ORDER BY id OFFSET $2 LIMIT $3`,
        [
          top.map((entry) => entry.id),
          Math.max(0, page.offset - top.length),
          page.size - onPage.length,
        ],
      )
    : { rows: [] as { id: number }[] };
  const unsoldIds = unsold.map((row) => row.id);
  const pageIds = [...onPage.map((entry) => entry.id), ...unsoldIds];
  const [unsoldSales, inPace, products] = await Promise.all([
    readProductSales(db, ranges, unsoldIds),
    readProductSales(db, paceOf(range.now), pageIds),
    readListedProducts(
      db,
      onPage.map((entry) => entry.id),
      pageIds,
    ),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const rows = [
    ...onPage.map((entry) => {
      const sales: ProductSales = {
        units: entry.sums.units!,
        orders: entry.sums.orders!,
        revenueCents: entry.revenueCents,
        refundCents: entry.sums.refund_cents!,
        costCents: entry.sums.cost_cents!,
        claims: entry.sums.claims!,
      };
      return { id: entry.id, sales };
    }),
    ...unsoldIds.map((id) => ({ id, sales: unsoldSales.get(id) ?? NO_SALES })),
  ].flatMap(({ id, sales }) => {
    const product = byId.get(id);
    return product ? [rowOf(product, sales, inPace.get(id)?.units ?? 0)] : [];
  });
  return { rows, total: Number(counts[0]!.total) };
}

/**
 * How deep the pages by revenue or margin read only their own products: past it the threshold
 * algorithm sums more candidates than sorting every product's row costs.
 */
const TOP_ROWS = 100;

/**
 * The page of rows in the order asked, and how many rows there are in all: the first TOP_ROWS
 * rows by revenue or margin (highest first) read only the page's products where they can; any
 * other order or page sorts every product's row.
 */
async function readPage(
  db: Queryable,
  range: EconomicsRange,
  view: Pick<ProductEconomicsQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
): Promise<{ rows: EconomicsRow[]; total: number }> {
  const page = { offset: (view.page - 1) * view.pageSize, size: view.pageSize };
  if (
    (view.sort === 'revenue' || view.sort === 'margin') &&
    view.order === 'desc' &&
    page.offset + page.size <= TOP_ROWS
  ) {
    const fromTop = await readPageFromTop(db, range, page, view.sort);
    if (fromTop) return fromTop;
  }
  const rows = await readEveryRow(db, range);
  return {
    rows: rows.sort(compareBy(view.sort, view.order)).slice(page.offset, page.offset + page.size),
    total: rows.length,
  };
}

/**
 * The product economics report for the store days `from`..`to` (YYYY-MM-DD, inclusive, in
 * `timeZone`): the totals of every product, and one page of rows in the order asked (readPage).
 */
export async function readProductEconomics(
  db: Queryable,
  range: EconomicsRange,
  view: Pick<ProductEconomicsQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
): Promise<ProductEconomicsDto> {
  const [totals, listed] = await Promise.all([
    readSalesTotals(db, rangesOf(range)),
    readPage(db, range, view),
  ]);
  const margin = marginCents(totals);
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: {
      units: totals.units,
      orders: totals.orders,
      revenue: formatCents(totals.revenueCents),
      refunds: formatCents(totals.refundCents),
      cost: formatCents(totals.costCents),
      margin: formatCents(margin),
      marginPercent: percentOf(margin, totals.revenueCents - totals.refundCents),
      claims: totals.claims,
    },
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    total: listed.total,
    products: listed.rows.map((row) => row.dto),
  };
}
