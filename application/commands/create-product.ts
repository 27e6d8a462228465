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
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import {
  aggregate,
  appendTo,
  executeCommand,
  nextId,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Creates a product. @throws validation, conflict "Product URL is already in use" */
export async function createProduct(
  deps: CommandDeps,
  details: ProductDetails,
  context: CommandContext,
) {
  const normalised = normaliseProductDetails(details);
  const productId = await nextId(deps.pool, 'product_ids');
  const streamId = productStream(productId);
  const urlStreamId = reservationStream(PRODUCT_URL_NAMESPACE, normalised.productUrl);
  return executeCommand(deps, 'CreateProduct', context, async (tx) => {
    const streams = await tx.load([streamId, urlStreamId]);
    const product = aggregate(streams, streamId, evolveProduct, initialProduct);
    const url = aggregate(streams, urlStreamId, evolveReservation, initialReservation);
    const events = decideCreate(
      { productId, details: normalised },
      { product: product.state, url: url.state },
    );
    return {
      appends: [
        appendTo(urlStreamId, url.version, events.url),
        appendTo(streamId, product.version, events.product),
      ],
      result: { productId },
    };
  });
}
