/** CreateProduct (admin-area.md section 7 POST /api/products). */
import {
  createProduct as decideCreate,
  normaliseProductDetails,
} from '../../domain/catalogue/decide-product';
import {
  evolveProduct,
  initialProduct,
  PRODUCT_URL_NAMESPACE,
  productStream,
  type ProductDetails,
} from '../../domain/catalogue/product';
import { nextId, type CommandContext, type CommandDeps } from './execute';
import { createWithReservedUrl, type AggregateType } from './reserved-url';

/** The product aggregate and the namespace of its URL reservations. */
export const PRODUCT_TYPE: AggregateType<
  ReturnType<typeof evolveProduct>,
  Parameters<typeof evolveProduct>[1]
> = {
  namespace: PRODUCT_URL_NAMESPACE,
  evolve: evolveProduct,
  initial: initialProduct,
};

/** Creates a product. @throws validation, conflict "Product URL is already in use" */
export async function createProduct(
  deps: CommandDeps,
  details: ProductDetails,
  context: CommandContext,
) {
  const normalised = normaliseProductDetails(details);
  const productId = await nextId(deps.pool, 'product_ids');
  return createWithReservedUrl(deps, 'CreateProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(productId),
    url: normalised.productUrl,
    decide: ({ entity, url }) => {
      const events = decideCreate({ productId, details: normalised }, { product: entity, url });
      return { entity: events.product, url: events.url };
    },
    result: { productId },
  });
}
