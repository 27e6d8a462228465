/**
 * The web app's benchmark alone, against a store that is already running:
 *
 *   tsx bench/web/run-web.ts <base URL> <admin e-mail> <admin password> [--quick]
 *
 * The category and product pages are the first product's, read from GET /api/products.
 * Prints the rows as a markdown table.
 */
import type { ProductDto } from '../../contracts/responses';
import { renderTable } from '../support/table';
import { measureWeb } from './measure-web';

const [baseUrl, adminEmail, adminPassword] = process.argv.slice(2).filter((a) => a !== '--quick');
if (!baseUrl || !adminEmail || !adminPassword) {
  console.error(
    'usage: tsx bench/web/run-web.ts <base URL> <admin e-mail> <admin password> [--quick]',
  );
  process.exit(2);
}
const origin = new URL(baseUrl).origin;

const products = (await (await fetch(`${origin}/api/products`)).json()) as ProductDto[];
const product = products.find((p) => p.category?.customUrl && p.productUrl);
if (!product?.category) throw new Error('The store has no product in a category');
const categoryPath = `/category/${product.category.customUrl}`;

console.log(
  renderTable(
    await measureWeb({
      baseUrl: origin,
      adminEmail,
      adminPassword,
      categoryPath,
      productPath: `${categoryPath}/${product.productUrl}`,
      quick: process.argv.includes('--quick'),
    }),
  ),
);
