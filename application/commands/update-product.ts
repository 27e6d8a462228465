/** UpdateProduct (admin-area.md section 7 PUT /api/products/{id}): any subset of the fields. */
import {
  normaliseProductDetails,
  updateProduct as decideUpdate,
} from '../../domain/catalogue/decide-product';
import { productStream, type ProductDetails } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import { PRODUCT_TYPE } from './create-product';
import type { CommandContext, CommandDeps } from './execute';
import { changeWithReservedUrl } from './reserved-url';

/** Applies `changes` to a product's details. @throws not_found, validation, conflict on a taken URL */
export function updateProduct(
  deps: CommandDeps,
  input: { productId: number; changes: Partial<ProductDetails> },
  context: CommandContext,
) {
  let details: ProductDetails;
  return changeWithReservedUrl(deps, 'UpdateProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(input.productId),
    urls: (product) => {
      if (product.status !== 'existing') throw notFound('Product not found');
      details = normaliseProductDetails({ ...product.details, ...input.changes });
      return { current: product.details.productUrl, next: details.productUrl };
    },
    decide: ({ entity, oldUrl, newUrl }) => {
      const events = decideUpdate({ details }, { product: entity, oldUrl, newUrl });
      return { entity: events.product, oldUrl: events.oldUrl, newUrl: events.newUrl };
    },
    result: { productId: input.productId },
  });
}
