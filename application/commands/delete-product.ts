/** DeleteProduct (admin-area.md section 7 DELETE /api/products/{id}). */
import { deleteProduct as decideDelete } from '../../domain/catalogue/decide-product';
import { productStream } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import { PRODUCT_TYPE } from './create-product';
import type { CommandContext, CommandDeps } from './execute';
import { changeWithReservedUrl } from './reserved-url';

/** Deletes a product and frees its URL; past orders keep their copy of its name. @throws not_found */
export function deleteProduct(
  deps: CommandDeps,
  input: { productId: number },
  context: CommandContext,
) {
  return changeWithReservedUrl(deps, 'DeleteProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(input.productId),
    urls: (product) => {
      if (product.status !== 'existing') throw notFound('Product not found');
      return { current: product.details.productUrl, next: product.details.productUrl };
    },
    decide: ({ entity, oldUrl }) => {
      const events = decideDelete({ product: entity, url: oldUrl });
      return { entity: events.product, oldUrl: events.url, newUrl: [] };
    },
    result: undefined,
  });
}
