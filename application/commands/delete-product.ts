/** DeleteProduct (admin-area.md section 7 DELETE /api/products/{id}). */
import { deleteProduct as decideDelete } from '../../domain/catalogue/decide-product';
import {
  evolveProduct,
  initialProduct,
  PRODUCT_URL_NAMESPACE,
  productStream,
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
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Deletes a product and frees its URL; past orders keep their copy of its name. @throws not_found */
export function deleteProduct(
  deps: CommandDeps,
  input: { productId: number },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'DeleteProduct', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const urlStreamId = reservationStream(
      PRODUCT_URL_NAMESPACE,
      product.state.status === 'none' ? '' : product.state.details.productUrl,
    );
    const url = aggregate(
      await tx.load([urlStreamId]),
      urlStreamId,
      evolveReservation,
      initialReservation,
    );
    const events = decideDelete({ product: product.state, url: url.state });
    return {
      appends: [
        appendTo(urlStreamId, url.version, events.url),
        appendTo(streamId, product.version, events.product),
      ],
      result: undefined,
    };
  });
}
