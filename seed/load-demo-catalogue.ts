/**
 * Loads the demo catalogue on first start (ARCHITECTURE.md contract "first start"): through the
 * same commands an admin's calls run, so it lives in the event store like everything else. Skipped
 * when the store already has a category (the catalogue is not empty) or SEED_DEMO=false.
 */
import { addProductFaq } from '../application/commands/add-product-faq';
import { createCategory } from '../application/commands/create-category';
import { createProduct } from '../application/commands/create-product';
import { setProductStock } from '../application/commands/set-product-stock';
import type { CommandDeps } from '../application/commands/execute';
import type { Pool } from '../application/db/pool';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';

/** Returns the number of products loaded (0 when the catalogue was not empty). */
export async function loadDemoCatalogue(deps: CommandDeps & { pool: Pool }): Promise<number> {
  const existing = await deps.pool.query(
    "SELECT 1 FROM streams WHERE stream_id LIKE 'category-%' LIMIT 1",
  );
  if (existing.rowCount) return 0;
  const context = () => ({ now: new Date(), actorId: null, requestId: 'seed-demo' });

  const categoryIds = new Map<string, number>();
  for (const category of DEMO_CATEGORIES) {
    const { key, ...details } = category;
    const { result } = await createCategory(
      deps,
      { ...details, metaKeywords: '', isActive: true },
      context(),
    );
    categoryIds.set(key, result.categoryId);
  }
  for (const product of DEMO_PRODUCTS) {
    const categoryId = categoryIds.get(product.categoryKey);
    if (categoryId === undefined)
      throw new Error(`Demo product ${product.name} names an unknown category`);
    const { result } = await createProduct(
      deps,
      {
        name: product.name,
        description: product.description,
        shortDescription: product.shortDescription,
        longDescription: product.longDescription,
        priceCents: product.priceCents,
        originalPriceCents: product.originalPriceCents,
        categoryId,
        deliveryType: product.deliveryType,
        productImages: product.images,
        warrantyDays: product.warrantyDays,
        metaTitle: product.metaTitle,
        metaDescription: product.metaDescription,
        metaKeywords: '',
        productUrl: product.productUrl,
        customUrl: '',
        sortOrderInCategory: 0,
        showOnHomepage: product.showOnHomepage,
        reviewRating: product.reviewRating,
        isActive: true,
        manualStock: product.deliveryType === 'manual' ? product.stock : 0,
      },
      context(),
    );
    if (product.stockItems.length > 0) {
      await setProductStock(
        deps,
        { productId: result.productId, items: product.stockItems },
        context(),
      );
    }
    for (const [order, faq] of product.faqs.entries()) {
      await addProductFaq(
        deps,
        { productId: result.productId, ...faq, order, isActive: true },
        context(),
      );
    }
  }
  return DEMO_PRODUCTS.length;
}
