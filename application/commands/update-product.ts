/** UpdateProduct (docs/specs/admin-area.md section 7 PUT /api/products/{id}): any subset of the fields. */
import {
  normaliseProductDetails,
  productUrls,
  updateProduct as decideUpdate,
} from '../../domain/catalogue/decide-product';
import { productStream, type ProductDetails } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import { PRODUCT_TYPE } from './create-product';
import type { CommandContext, CommandDeps } from './execute';
import { loadJoinedCategory } from './joined-category';
import { withReservedUrls } from './reserved-url';

/**
 * Applies `changes` to a product's details, moving its URL reservations and locking a category
 * it joins. @throws not_found, validation, conflict on a taken URL
 */
export function updateProduct(
  deps: CommandDeps,
  input: { productId: number; changes: Partial<ProductDetails> },
  context: CommandContext,
) {
  let details: ProductDetails;
  let previousCategoryId: number | null = null;
  return withReservedUrls(deps, 'UpdateProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(input.productId),
    urls: (product) => {
      if (product.status !== 'existing') throw notFound('Product not found');
      details = normaliseProductDetails({ ...product.details, ...input.changes });
      previousCategoryId = product.details.categoryId;
      return { current: productUrls(product.details), next: productUrls(details) };
    },
    decide: async ({ entity, urls }, tx) => {
      const category = await loadJoinedCategory(tx, previousCategoryId, details.categoryId);
      const events = decideUpdate({ details }, { product: entity, urls, category });
      return { entity: events.product, urls: events.urls };
    },
    result: { productId: input.productId },
  });
}
