/** DeleteProduct (docs/specs/admin-area.md section 7 DELETE /api/products/{id}). */
import { deleteProduct as decideDelete, productUrls } from '../../domain/catalogue/decide-product';
import { productStream } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import { PRODUCT_TYPE } from './create-product';
import type { CommandContext, CommandDeps } from './execute';
import { withReservedUrls } from './reserved-url';

/** Deletes a product and frees its URLs; past orders keep their copy of its name. @throws not_found */
export function deleteProduct(
  deps: CommandDeps,
  input: { productId: number },
  context: CommandContext,
) {
  return withReservedUrls(deps, 'DeleteProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(input.productId),
    urls: (product) => {
      if (product.status !== 'existing') throw notFound('Product not found');
      return { current: productUrls(product.details), next: [] };
    },
    decide: ({ entity, urls }) => {
      const events = decideDelete({ product: entity, urls });
      return { entity: events.product, urls: events.urls };
    },
    result: undefined,
  });
}
