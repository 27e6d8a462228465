/**
 * Reading a product's auto-delivery stock (docs/specs/admin-area.md 2.4 Auto Delivery Stock
 * dialog): the keys and accounts themselves, for the dialog and as a CSV export. Both need the
 * `stock` permission and a password (or two-factor code) entered in the last STEP_UP_MINUTES, so
 * a stolen staff cookie cannot read the stock; every other product answer shows the items hidden
 * outside that window (revealsStock).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Router, type Request } from 'express';
import type { ProductStockDto } from '../../contracts/responses';
import { hasPermission } from '../../contracts/staff-roles';
import { findAdminProduct } from '../../projections/catalogue/queries';
import { isRecentlyAuthenticated } from '../auth/session';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import { openAdminProduct } from '../http/open-sealed';
import type { ApiServices } from '../services';

const endpoint = endpoints('Catalogue');

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

  return router;
}
