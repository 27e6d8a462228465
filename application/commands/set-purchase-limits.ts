/** SetPurchaseLimits (PUT /api/admin/products/{id}/purchase-limits, contracts/purchase-limits.ts). */
import { setPurchaseLimits as decideLimits } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import type { PurchaseLimits } from '../../contracts/purchase-limits';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Sets a product's purchase limits; the limits in force again append nothing.
 * @throws not_found; validation with the first limit outside its bounds
 */
export function setPurchaseLimits(
  deps: CommandDeps,
  input: { productId: number; limits: PurchaseLimits },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'SetPurchaseLimits', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = decideLimits({ limits: input.limits }, product.state);
    return { appends: [appendTo(streamId, product.version, events)], result: undefined };
  });
}
