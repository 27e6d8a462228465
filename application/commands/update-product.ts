/** UpdateProduct (admin-area.md section 7 PUT /api/products/{id}): any subset of the fields. */
import {
  normaliseProductDetails,
  updateProduct as decideUpdate,
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
import { notFound } from '../../domain/shared/errors';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Applies `changes` to a product's details. @throws not_found, validation, conflict on a taken URL */
export function updateProduct(
  deps: CommandDeps,
  input: { productId: number; changes: Partial<ProductDetails> },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'UpdateProduct', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    if (product.state.status !== 'existing') throw notFound('Product not found');
    const details = normaliseProductDetails({ ...product.state.details, ...input.changes });
    const oldUrlStreamId = reservationStream(
      PRODUCT_URL_NAMESPACE,
      product.state.details.productUrl,
    );
    const newUrlStreamId = reservationStream(PRODUCT_URL_NAMESPACE, details.productUrl);
    const urls = await tx.load([oldUrlStreamId, newUrlStreamId]);
    const oldUrl = aggregate(urls, oldUrlStreamId, evolveReservation, initialReservation);
    const newUrl = aggregate(urls, newUrlStreamId, evolveReservation, initialReservation);
    const events = decideUpdate(
      { details },
      { product: product.state, oldUrl: oldUrl.state, newUrl: newUrl.state },
    );
    return {
      appends: [
        appendTo(oldUrlStreamId, oldUrl.version, events.oldUrl),
        appendTo(newUrlStreamId, newUrl.version, events.newUrl),
        appendTo(streamId, product.version, events.product),
      ],
      result: { productId: input.productId },
    };
  });
}
