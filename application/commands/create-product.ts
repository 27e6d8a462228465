/** CreateProduct (docs/specs/admin-area.md section 7 POST /api/products). */
import {
  createProduct as decideCreate,
  normaliseProductDetails,
  productUrls,
} from '../../domain/catalogue/decide-product';
import {
  evolveProduct,
  initialProduct,
  PRODUCT_URL_NAMESPACE,
  productStream,
  type ProductDetails,
} from '../../domain/catalogue/product';
import type { CommandContext, CommandDeps } from './execute';
import { loadJoinedCategory } from './joined-category';
import { withReservedUrls, type AggregateType } from './reserved-url';

/** The product aggregate and the namespace of its URL reservations (productUrl and customUrl). */
export const PRODUCT_TYPE: AggregateType<
  ReturnType<typeof evolveProduct>,
  Parameters<typeof evolveProduct>[1]
> = {
  namespace: PRODUCT_URL_NAMESPACE,
  evolve: evolveProduct,
  initial: initialProduct,
};

/**
 * Creates a product, reserving its URLs and locking the category it names.
 * @throws validation; conflict "Product URL is already in use" / "Custom URL is already in use"
 */
export async function createProduct(
  deps: CommandDeps,
  details: ProductDetails,
  context: CommandContext,
) {
  const normalised = normaliseProductDetails(details);
  const productId = await deps.commandRunner.nextId('product_ids');
  return withReservedUrls(deps, 'CreateProduct', context, {
    type: PRODUCT_TYPE,
    streamId: productStream(productId),
    urls: () => ({ current: [], next: productUrls(normalised) }),
    decide: async ({ entity, urls }, tx) => {
      const category = await loadJoinedCategory(tx, null, normalised.categoryId);
      const events = decideCreate(
        { productId, details: normalised },
        { product: entity, urls, category },
      );
      return { entity: events.product, urls: events.urls };
    },
    result: { productId },
  });
}
