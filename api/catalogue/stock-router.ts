/**
 * Reading a product's auto-delivery stock (docs/specs/admin-area.md 2.4 Auto Delivery Stock
 * dialog): the keys and accounts themselves, for the dialog and as a CSV export. Both need the
 * `stock` permission and a password (or two-factor code) entered in the last STEP_UP_MINUTES, so
 * a stolen staff cookie cannot read the stock; every other product answer shows the items hidden
 * outside that window (revealsStock). Also the supplier batches (add, check for duplicates,
 * list, quarantine), single withdrawals and every item with its state (JSON and CSV, step-up).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ProductStockDto } from '../../contracts/responses';
import { hasPermission } from '../../contracts/staff-roles';
import { idTextSchema } from '../../contracts/integers';
import {
  quarantineSchema,
  stockBatchCheckSchema,
  stockBatchSchema,
  withdrawalSchema,
  type StockItemDto,
} from '../../contracts/stock-batches';
import { addStockBatch, checkStockBatch } from '../../application/commands/add-stock-batch';
import { quarantineStockBatch } from '../../application/commands/quarantine-stock-batch';
import { withdrawStockItems } from '../../application/commands/withdraw-stock-items';
import { findAdminProduct } from '../../projections/catalogue/queries';
import { listStockBatches, listStockItems } from '../../projections/stock/queries';
import { listRunningLow } from '../../projections/catalogue/running-low';
import { isRecentlyAuthenticated } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import { openAdminProduct } from '../http/open-sealed';
import type { ApiServices } from '../services';

const endpoint = endpoints('Catalogue');

const batchParams = z.object({ id: idTextSchema, batchId: idTextSchema });

/** True when the request's staff may see stock items now: the permission, within step-up. */
export function revealsStock(req: Request): boolean {
  const session = req.session;
  return (
    !!session && hasPermission(session.user.roles, 'stock') && isRecentlyAuthenticated(session)
  );
}

export function stockRouter(services: ApiServices): Router {
  const router = Router();

  /** Product `id`'s stock items, opened. @throws HttpError 404 */
  async function productStock(id: number): Promise<ProductStockDto> {
    const product = await findAdminProduct(services.pool, id);
    if (!product) throw new HttpError(404, 'Product not found');
    const opened = await openAdminProduct(services.secrets, product, true);
    return {
      productId: id,
      stockItems: opened.autoDeliveryStock,
      stockVersion: opened.stockVersion,
    };
  }

  router.get(
    '/admin/products/:id/stock',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        stepUp: true,
        summary: "A product's auto-delivery stock items, to edit",
        description:
          'The keys and accounts not sold yet, in delivery order, with the `stockVersion` to send back with PUT /api/admin/products/{id}/stock.',
        params: idParams,
        answer: { description: '`{ productId, stockItems, stockVersion }`' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, _req, res) => {
        res.json(await productStock(params.id));
      },
    ),
  );

  router.get(
    '/admin/products/:id/stock.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        stepUp: true,
        summary: "A product's auto-delivery stock items as CSV",
        description: 'One row per item not sold yet, in delivery order, under the header `item`.',
        params: idParams,
        answer: { type: 'csv', description: 'A header, then one row per item' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, _req, res) => {
        const { stockItems } = await productStock(params.id);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="keymart-stock-product-${params.id}.csv"`,
        );
        await pipeline(
          Readable.from(stockItems.map((item) => [item])),
          stringify({ header: true, columns: ['item'] }),
          res,
        );
      },
    ),
  );

  /** Product `id`'s items with their state, opened. @throws HttpError 404 */
  async function stockItems(id: number): Promise<StockItemDto[]> {
    if (!(await findAdminProduct(services.pool, id))) throw new HttpError(404, 'Product not found');
    const items = await listStockItems(services.pool, id);
    return Promise.all(
      items.map(async (item) => ({ ...item, item: await services.secrets.open(item.item) })),
    );
  }

  router.get(
    '/admin/stock/running-low',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: 'Products running low now',
        description:
          "Active products whose stock is below their alert threshold (an automatic product without one: below 5), or that run out within their policy's hours at the last 24 hours' pace; fewest hours or units left first.",
        answer: { description: '`RunningLowProductDto[]`' },
      },
      async (_input, _req, res) => {
        res.json(await listRunningLow(services.pool, new Date()));
      },
    ),
  );

  router.get(
    '/admin/products/:id/stock/batches',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: "A product's stock batches",
        description:
          'Newest first: supplier, unit cost, note, when added, and what became of the items (sold, claims, left, claim rate in whole percent), with the quarantine when there is one.',
        params: idParams,
        answer: { description: '`StockBatchDto[]`' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, _req, res) => {
        if (!(await findAdminProduct(services.pool, params.id)))
          throw new HttpError(404, 'Product not found');
        res.json(await listStockBatches(services.pool, params.id));
      },
    ),
  );

  router.post(
    '/admin/products/:id/stock/batches',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: 'Add a supplier batch of auto-delivery items',
        description:
          'The items (trimmed, blank ones dropped) go on sale after the ones in stock. A line that repeats another, or a key the product ever held (on sale, sold, withdrawn...), refuses the whole batch with 409 and `duplicates: [{ line, item, reason: "repeated" | "held", firstLine? }]`. `unitCost` is in dollars.',
        params: idParams,
        body: stockBatchSchema,
        answer: { status: 201, description: '`{ batchId, added }`' },
        errors: {
          400: 'No items, no supplier or a bad unit cost',
          404: 'No such product',
          409: 'Duplicates, listed in `duplicates`',
          422: 'The product is delivered manually',
        },
      },
      async ({ params, body }, req, res) => {
        const result = await settled(
          services,
          await addStockBatch(
            services,
            {
              productId: params.id,
              items: body.items,
              supplier: body.supplier,
              unitCostCents: body.unitCost,
              note: body.note,
              byUserId: req.session?.user.id ?? null,
            },
            contextOf(req),
          ),
        );
        res.status(201).json(result);
      },
    ),
  );

  router.post(
    '/admin/products/:id/stock/batches/check',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: 'Check a batch for duplicates before adding it',
        description:
          'Changes nothing: answers the lines the batch would be refused for now, as POST .../stock/batches lists them (empty when it would be accepted).',
        params: idParams,
        body: stockBatchCheckSchema,
        answer: { description: '`{ duplicates: [{ line, item, reason, firstLine? }] }`' },
        errors: { 404: 'No such product' },
      },
      async ({ params, body }, _req, res) => {
        res.json({
          duplicates: await checkStockBatch(services, { productId: params.id, items: body.items }),
        });
      },
    ),
  );

  router.post(
    '/admin/products/:id/stock/batches/:batchId/quarantine',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: 'Quarantine a stock batch',
        description:
          "The batch's remaining items leave sale at once; a purchase in flight is decided again without them. Quarantining it again changes nothing.",
        params: batchParams,
        body: quarantineSchema,
        answer: { description: 'The batches, as GET .../stock/batches answers them' },
        errors: { 404: 'No such product or batch', 422: 'The product is delivered manually' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await quarantineStockBatch(
            services,
            {
              productId: params.id,
              batchId: params.batchId,
              reason: body.reason,
              byUserId: req.session?.user.id ?? null,
            },
            contextOf(req),
          ),
        );
        res.json(await listStockBatches(services.pool, params.id));
      },
    ),
  );

  router.post(
    '/admin/products/:id/stock/withdrawals',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: 'Withdraw single stock items from sale',
        description:
          'Takes the available items named by `itemIds` (from GET .../stock/items) out of sale. 409 when one of them is no longer available.',
        params: idParams,
        body: withdrawalSchema,
        answer: { description: '`{ withdrawn }`' },
        errors: {
          404: 'No such product',
          409: 'An item was sold or pulled meanwhile',
          422: 'The product is delivered manually',
        },
      },
      async ({ params, body }, req, res) => {
        res.json(
          await settled(
            services,
            await withdrawStockItems(
              services,
              {
                productId: params.id,
                itemIds: body.itemIds,
                reason: body.reason,
                byUserId: req.session?.user.id ?? null,
              },
              contextOf(req),
            ),
          ),
        );
      },
    ),
  );

  router.get(
    '/admin/products/:id/stock/items',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        stepUp: true,
        summary: 'Every stock item of a product with its state',
        description:
          'Every key or account the product ever held, in the order it entered stock: `{ itemId, item, state, batchId, orderId, claimId, changedAt }`; state is available, sold, replaced, reported_bad, quarantined or withdrawn.',
        params: idParams,
        answer: { description: '`StockItemDto[]`' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, _req, res) => {
        res.json(await stockItems(params.id));
      },
    ),
  );

  router.get(
    '/admin/products/:id/stock/items.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        stepUp: true,
        summary: 'Every stock item of a product with its state, as CSV',
        description:
          'Columns `item, state, batch, order, claim, changed_at`, one row per item as GET .../stock/items lists them.',
        params: idParams,
        answer: { type: 'csv', description: 'A header, then one row per item' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, _req, res) => {
        const items = await stockItems(params.id);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="keymart-stock-items-product-${params.id}.csv"`,
        );
        await pipeline(
          Readable.from(
            items.map((item) => [
              item.item,
              item.state,
              item.batchId ?? '',
              item.orderId ?? '',
              item.claimId ?? '',
              item.changedAt,
            ]),
          ),
          stringify({
            header: true,
            columns: ['item', 'state', 'batch', 'order', 'claim', 'changed_at'],
          }),
          res,
        );
      },
    ),
  );

  return router;
}
