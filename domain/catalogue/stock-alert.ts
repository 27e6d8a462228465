/**
 * The stock alert a sale may raise (docs: contracts/stock-alerts.ts): appended with the sale
 * when it leaves the product running low under its policy and staff were not told since the last
 * restock, so concurrent sales (serialised by the product's expected version) raise it once per
 * crossing.
 */
import { availableStock, productPolicy, type Product, type ProductEvent } from './product';
import { runningLow } from '../../contracts/stock-alerts';

/**
 * The StockRanLow event for `product` as it is after a sale (the sale folded in), or nothing.
 */
export function stockAlert(product: Product): ProductEvent[] {
  if (product.status !== 'existing' || product.lowStockAlerted) return [];
  const policy = productPolicy(product);
  const available = availableStock(product);
  const soldLastWindow = product.recentSales.reduce((sum, sale) => sum + sale.quantity, 0);
  const low = runningLow({ available, soldLastWindow }, policy);
  if (low === null) return [];
  return [
    {
      type: 'StockRanLow',
      data: {
        productName: product.details.name,
        available,
        lowStockThreshold: policy.lowStockThreshold,
        runOutWithinHours: policy.runOutWithinHours,
        soldLastWindow,
        ...low,
      },
    },
  ];
}
