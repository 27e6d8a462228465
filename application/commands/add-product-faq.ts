/** AddProductFaq (docs/specs/admin-area.md section 7 POST /api/admin/products/{id}/faqs). */
import { addProductFaq as decideAdd } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Adds a FAQ to a product. @throws not_found, validation */
export async function addProductFaq(
  deps: CommandDeps,
  input: { productId: number; question: string; answer: string; order: number; isActive: boolean },
  context: CommandContext,
) {
  const faqId = await deps.commandRunner.nextId('faq_ids');
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'AddProductFaq', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = decideAdd(
      {
        faqId,
        question: input.question,
        answer: input.answer,
        order: input.order,
        isActive: input.isActive,
      },
      product.state,
    );
    return { appends: [appendTo(streamId, product.version, events)], result: { faqId } };
  });
}
