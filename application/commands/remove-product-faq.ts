/** RemoveProductFaq (docs/specs/admin-area.md section 7 DELETE /api/admin/faqs/{id}). */
import { removeProductFaq as decideRemove } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Removes a FAQ from its product. @throws not_found */
export function removeProductFaq(
  deps: CommandDeps,
  input: { productId: number; faqId: number },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'RemoveProductFaq', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    return {
      appends: [
        appendTo(streamId, product.version, decideRemove({ faqId: input.faqId }, product.state)),
      ],
      result: undefined,
    };
  });
}
