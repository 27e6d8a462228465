/** SetProductPolicy (PUT /api/admin/products/{id}/policy, contracts/product-policy.ts). */
import { setProductPolicy as decidePolicy } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import type { ProductPolicy } from '../../contracts/product-policy';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Sets a product's stock and warranty policy; the same policy again appends nothing.
 * @throws not_found; validation with the first field outside its limits
 */
export function setProductPolicy(
  deps: CommandDeps,
  input: { productId: number; policy: ProductPolicy },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'SetProductPolicy', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = decidePolicy({ policy: input.policy }, product.state);
    return { appends: [appendTo(streamId, product.version, events)], result: undefined };
  });
}
