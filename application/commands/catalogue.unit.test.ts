import { describe, expect, it } from 'vitest';
import { addProductFaq } from './add-product-faq';
import {
  at,
  categoryDetails as category,
  commandTestKit,
  expectRefusal,
  productDetails as product,
  type CommandTestKit,
} from './command-test-kit';
import { createCategory } from './create-category';
import { createProduct } from './create-product';
import { deleteCategory } from './delete-category';
import { deleteProduct } from './delete-product';
import { moveCategory } from './move-category';
import { removeProductFaq } from './remove-product-faq';
import { setProductStock } from './set-product-stock';
import { aggregate } from './execute';
import { evolveProduct, initialProduct } from '../../domain/catalogue/product';
import { updateCategory } from './update-category';
import { updateProduct } from './update-product';

const admin = at(1);

/** The plaintext stock items of product `productId`'s last StockItemsSet. */
async function stockOf(kit: CommandTestKit, productId: number): Promise<string[]> {
  const stream = (await kit.store.read([`product-${productId}`])).get(`product-${productId}`)!;
  const set = stream.events.findLast((event) => event.type === 'StockItemsSet')!;
  return Promise.all((set.data.items as string[]).map((item) => kit.secrets.open(item)));
}

describe('CreateCategory', () => {
  it('creates the category with the next id and reserves its URL, taken from the name', async () => {
    const kit = commandTestKit();
    const outcome = await createCategory(kit.deps, category(' Game Keys '), admin);
    expect(outcome.result).toEqual({ categoryId: 1 });
    expect(outcome.eventTypes).toEqual(['ValueReserved', 'CategoryCreated']);
    expect(await kit.appended()).toEqual([
      ['reservation-category-url-game-keys', 'ValueReserved', { owner: 'category-1' }],
      [
        'category-1',
        'CategoryCreated',
        { categoryId: 1, ...category('Game Keys'), customUrl: 'game-keys' },
      ],
    ]);
    const event = (await kit.store.read(['category-1'])).get('category-1')!.events[0]!;
    expect(event.metadata).toMatchObject({
      command: 'CreateCategory',
      actorId: 1,
      requestId: 'req-test',
    });
    expect(outcome.position).toEqual({ transactionId: event.transactionId, position: 2n });
  });

  it('refuses a URL another category holds and a name without letters or digits', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await expectRefusal(
      createCategory(kit.deps, category('Games'), admin),
      'conflict',
      'Category URL is already in use',
    );
    await expectRefusal(
      createCategory(kit.deps, category('   '), admin),
      'validation',
      'Category name is required',
    );
    await kit.appended();
    expect(await kit.appended()).toEqual([]);
  });

  it('retries after a concurrent creation takes the URL, and is then refused', async () => {
    const kit = commandTestKit();
    kit.interleave('reservation-category-url-games', [
      { type: 'ValueReserved', data: { owner: 'category-9' } },
    ]);
    await expectRefusal(
      createCategory(kit.deps, category('Games'), admin),
      'conflict',
      'Category URL is already in use',
    );
    expect(kit.retries).toEqual(['CreateCategory']);
  });
});

describe('UpdateCategory', () => {
  it('changes the details and moves the URL reservation', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await kit.appended();
    const outcome = await updateCategory(
      kit.deps,
      { categoryId: 1, changes: { name: 'Video Games', customUrl: 'video-games' } },
      admin,
    );
    expect(outcome.result).toEqual({ categoryId: 1 });
    expect(await kit.appended()).toEqual([
      ['reservation-category-url-games', 'ValueReleased', { owner: 'category-1' }],
      ['reservation-category-url-video-games', 'ValueReserved', { owner: 'category-1' }],
      ['category-1', 'CategoryUpdated', { ...category('Video Games'), customUrl: 'video-games' }],
    ]);
  });

  it('refuses an unknown category and a URL held by another', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      updateCategory(kit.deps, { categoryId: 5, changes: {} }, admin),
      'not_found',
      'Category not found',
    );
    await createCategory(kit.deps, category('Games'), admin);
    await createCategory(kit.deps, category('Software'), admin);
    await expectRefusal(
      updateCategory(kit.deps, { categoryId: 2, changes: { customUrl: 'games' } }, admin),
      'conflict',
      'Category URL is already in use',
    );
  });

  it('retries after a concurrent update and keeps both changes', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    kit.interleave('category-1', [
      {
        type: 'CategoryUpdated',
        data: { ...category('Games'), customUrl: 'games', color: '#ffffff' },
      },
    ]);
    await updateCategory(
      kit.deps,
      { categoryId: 1, changes: { description: 'All of them' } },
      admin,
    );
    expect(kit.retries).toEqual(['UpdateCategory']);
    const events = (await kit.store.read(['category-1'])).get('category-1')!.events;
    expect(events.at(-1)!.data).toMatchObject({ color: '#ffffff', description: 'All of them' });
  });
});

describe('MoveCategory', () => {
  it('swaps the category with its neighbour and renumbers the order', async () => {
    const kit = commandTestKit();
    for (const [name, order] of [
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ] as const)
      await createCategory(kit.deps, category(name, order), admin);
    await kit.appended();
    await moveCategory(kit.deps, { categoryId: 3, direction: 'up', orderedIds: [1, 2, 3] }, admin);
    expect(
      (await kit.appended()).map(([stream, type, data]) => [stream, type, data.sortOrder]),
    ).toEqual([
      ['category-3', 'CategoryUpdated', 1],
      ['category-2', 'CategoryUpdated', 2],
    ]);
  });

  it('appends nothing at the end of the list and answers the latest event seen', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('A', 0), admin);
    const created = await createCategory(kit.deps, category('B', 1), admin);
    await kit.appended();
    const outcome = await moveCategory(
      kit.deps,
      { categoryId: 2, direction: 'down', orderedIds: [1, 2] },
      admin,
    );
    expect(outcome).toEqual({
      result: undefined,
      position: created.position,
      eventTypes: null,
      actorIsStaff: true,
    });
    expect(await kit.appended()).toEqual([]);
  });

  it('refuses a category that does not exist', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('A', 0), admin);
    await expectRefusal(
      moveCategory(kit.deps, { categoryId: 7, direction: 'up', orderedIds: [1, 7] }, admin),
      'not_found',
      'Category not found',
    );
  });

  it('retries after a concurrent change to a neighbour and orders from its new state', async () => {
    const kit = commandTestKit();
    for (const [name, order] of [
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ] as const)
      await createCategory(kit.deps, category(name, order), admin);
    kit.interleave('category-2', [
      { type: 'CategoryUpdated', data: { ...category('B', 5), customUrl: 'b' } },
    ]);
    await kit.appended();
    await moveCategory(kit.deps, { categoryId: 3, direction: 'up', orderedIds: [1, 2, 3] }, admin);
    expect(kit.retries).toEqual(['MoveCategory']);
    // After the concurrent change the order is A, C, B: C moves before A.
    expect((await kit.appended()).map(([stream, , data]) => [stream, data.sortOrder])).toEqual([
      ['category-2', 5],
      ['category-3', 0],
      ['category-1', 1],
      ['category-2', 2],
    ]);
  });
});

describe('DeleteCategory', () => {
  it('deletes an empty category and frees its URL', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await kit.appended();
    await deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: null }, admin);
    expect(await kit.appended()).toEqual([
      ['reservation-category-url-games', 'ValueReleased', { owner: 'category-1' }],
      ['category-1', 'CategoryDeleted', { categoryId: 1 }],
    ]);
    await expectRefusal(
      deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: null }, admin),
      'not_found',
      'Category not found',
    );
  });

  it('refuses while products are in it, counting only those whose current details name it', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await createCategory(kit.deps, category('Other'), admin);
    await createProduct(kit.deps, product('Kept', { categoryId: 1 }), admin);
    await createProduct(kit.deps, product('Moved', { categoryId: 1 }), admin);
    await createProduct(kit.deps, product('Deleted', { categoryId: 1 }), admin);
    await updateProduct(kit.deps, { productId: 2, changes: { categoryId: 2 } }, admin);
    await deleteProduct(kit.deps, { productId: 3 }, admin);
    await expectRefusal(
      deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: null }, admin),
      'validation',
      'This category holds 1 product: choose the category to move it to',
    );
    await deleteProduct(kit.deps, { productId: 1 }, admin);
    await deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: null }, admin);
  });

  it('moves the products it holds to the target category in the same append as the delete', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await createCategory(kit.deps, category('Other'), admin);
    await createProduct(kit.deps, product('First', { categoryId: 1 }), admin);
    await createProduct(kit.deps, product('Second', { categoryId: 1 }), admin);
    await kit.appended();
    await deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: 2 }, admin);
    expect(
      (await kit.appended()).map(([stream, type, data]) => [stream, type, data.categoryId]),
    ).toEqual([
      ['reservation-category-url-games', 'ValueReleased', undefined],
      ['category-1', 'CategoryDeleted', 1],
      ['product-1', 'ProductUpdated', 2],
      ['product-2', 'ProductUpdated', 2],
    ]);
    await deleteCategory(kit.deps, { categoryId: 2, moveProductsTo: null }, admin).then(
      () => expect.fail('category 2 holds the moved products'),
      (error: Error) => expect(error.message).toMatch(/holds 2 products/),
    );
  });

  it('retries when a product it moves changes concurrently, and moves it as it is now', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await createCategory(kit.deps, category('Other'), admin);
    await createProduct(kit.deps, product('First', { categoryId: 1 }), admin);
    await kit.appended();
    kit.interleave('product-1', [
      { type: 'ProductUpdated', data: product('First', { categoryId: 1, priceCents: 900 }) },
    ]);
    await deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: 2 }, admin);
    expect(kit.retries).toEqual(['DeleteCategory']);
    expect((await kit.appended()).at(-1)).toEqual([
      'product-1',
      'ProductUpdated',
      product('First', { categoryId: 2, priceCents: 900 }),
    ]);
  });

  it('retries when a product joins concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    kit.interleave('category-1', [
      { type: 'CategoryUpdated', data: { ...category('Games'), customUrl: 'games' } },
    ]);
    kit.store.interleaveBeforeNextAppend([
      {
        streamId: 'product-9',
        expectedVersion: 'no_stream',
        events: [
          { type: 'ProductCreated', data: { productId: 9, ...product('Late', { categoryId: 1 }) } },
        ],
      },
    ]);
    await expectRefusal(
      deleteCategory(kit.deps, { categoryId: 1, moveProductsTo: null }, admin),
      'validation',
      'This category holds 1 product: choose the category to move it to',
    );
    expect(kit.retries).toEqual(['DeleteCategory']);
  });
});

describe('CreateProduct', () => {
  it('creates the product in its category and reserves its product and custom URLs', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    await kit.appended();
    const outcome = await createProduct(
      kit.deps,
      product('Space Game', { categoryId: 1, customUrl: 'Space' }),
      admin,
    );
    expect(outcome.result).toEqual({ productId: 1 });
    expect(await kit.appended()).toEqual([
      ['reservation-product-url-space-game', 'ValueReserved', { owner: 'product-1' }],
      ['reservation-product-url-space', 'ValueReserved', { owner: 'product-1' }],
      [
        'product-1',
        'ProductCreated',
        {
          productId: 1,
          ...product('Space Game', { categoryId: 1, productUrl: 'space-game', customUrl: 'space' }),
        },
      ],
    ]);
  });

  it('refuses a missing category, a taken URL, a store page as custom URL and a negative price', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      createProduct(kit.deps, product('A', { categoryId: 4 }), admin),
      'validation',
      'Category not found',
    );
    await createProduct(kit.deps, product('Taken'), admin);
    await expectRefusal(
      createProduct(kit.deps, product('Other', { productUrl: 'taken' }), admin),
      'conflict',
      'Product URL is already in use',
    );
    await expectRefusal(
      createProduct(kit.deps, product('Other', { customUrl: 'taken' }), admin),
      'conflict',
      'Custom URL is already in use',
    );
    await expectRefusal(
      createProduct(kit.deps, product('Other', { customUrl: 'dashboard' }), admin),
      'validation',
      'Custom URL "dashboard" is the address of a page of the store: choose another',
    );
    await expectRefusal(
      createProduct(kit.deps, product('Other', { priceCents: -1 }), admin),
      'validation',
      'Price must be 0 or more',
    );
  });

  it('retries when its category is deleted concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    await createCategory(kit.deps, category('Games'), admin);
    kit.interleave('category-1', [{ type: 'CategoryDeleted', data: { categoryId: 1 } }]);
    await expectRefusal(
      createProduct(kit.deps, product('A', { categoryId: 1 }), admin),
      'validation',
      'Category not found',
    );
    expect(kit.retries).toEqual(['CreateProduct']);
  });
});

describe('UpdateProduct', () => {
  it('replaces the details and moves the URL reservations', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('Old'), admin);
    await kit.appended();
    await updateProduct(
      kit.deps,
      { productId: 1, changes: { name: 'New', productUrl: 'new', priceCents: 250 } },
      admin,
    );
    expect(await kit.appended()).toEqual([
      ['reservation-product-url-old', 'ValueReleased', { owner: 'product-1' }],
      ['reservation-product-url-new', 'ValueReserved', { owner: 'product-1' }],
      ['product-1', 'ProductUpdated', product('New', { productUrl: 'new', priceCents: 250 })],
    ]);
  });

  it("refuses an unknown product and another product's id URL", async () => {
    const kit = commandTestKit();
    await expectRefusal(
      updateProduct(kit.deps, { productId: 1, changes: {} }, admin),
      'not_found',
      'Product not found',
    );
    await createProduct(kit.deps, product('A'), admin);
    await expectRefusal(
      updateProduct(kit.deps, { productId: 1, changes: { productUrl: 'product-2' } }, admin),
      'validation',
      'URL "product-2" is the address of product 2: choose another',
    );
  });

  it('retries after a concurrent sale and keeps the stock taken', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A', { deliveryType: 'manual', manualStock: 5 }), admin);
    kit.interleave('product-1', [
      { type: 'StockTaken', data: { orderId: 1, quantity: 2, items: [] } },
    ]);
    await updateProduct(kit.deps, { productId: 1, changes: { priceCents: 1200 } }, admin);
    expect(kit.retries).toEqual(['UpdateProduct']);
    const events = (await kit.store.read(['product-1'])).get('product-1')!.events;
    expect(events.map((event) => [event.type, event.streamVersion])).toEqual([
      ['ProductCreated', 1],
      ['StockTaken', 2],
      ['ProductUpdated', 3],
    ]);
  });
});

describe('DeleteProduct', () => {
  it('deletes the product and frees its URLs; a second delete is refused', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A', { customUrl: 'alpha' }), admin);
    await kit.appended();
    await deleteProduct(kit.deps, { productId: 1 }, admin);
    expect(await kit.appended()).toEqual([
      ['reservation-product-url-a', 'ValueReleased', { owner: 'product-1' }],
      ['reservation-product-url-alpha', 'ValueReleased', { owner: 'product-1' }],
      ['product-1', 'ProductDeleted', { productId: 1 }],
    ]);
    await expectRefusal(
      deleteProduct(kit.deps, { productId: 1 }, admin),
      'not_found',
      'Product not found',
    );
  });

  it('retries after a concurrent stock change', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A'), admin);
    kit.interleave('product-1', [{ type: 'StockItemsSet', data: { items: [] } }]);
    await deleteProduct(kit.deps, { productId: 1 }, admin);
    expect(kit.retries).toEqual(['DeleteProduct']);
  });
});

describe('SetProductStock', () => {
  it('seals the trimmed non-empty items before appending them', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A'), admin);
    await kit.appended();
    await setProductStock(kit.deps, { productId: 1, items: [' KEY-1 ', '', 'KEY-2'] }, admin);
    const [[stream, type, data]] = (await kit.appended()) as [
      [string, string, { items: string[] }],
    ];
    expect([stream, type]).toEqual(['product-1', 'StockItemsSet']);
    expect(data.items.every((item) => item.startsWith('enc:v1:stock-1:'))).toBe(true);
    expect(await stockOf(kit, 1)).toEqual(['KEY-1', 'KEY-2']);
  });

  it('refuses a stale stock version, a repeated line and an item already delivered', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      setProductStock(kit.deps, { productId: 1, items: [] }, admin),
      'not_found',
      'Product not found',
    );
    await createProduct(kit.deps, product('A'), admin);
    await setProductStock(kit.deps, { productId: 1, items: ['K1'] }, admin);
    await expectRefusal(
      setProductStock(kit.deps, { productId: 1, items: ['K2'], expectedStockVersion: 0 }, admin),
      'conflict',
      'Stock changed since it was loaded (a sale or another edit): reload it and make your change again',
    );
    await expectRefusal(
      setProductStock(kit.deps, { productId: 1, items: ['K2', 'K2'] }, admin),
      'validation',
      'Stock line 2 is the same item as line 1: each key or account can be in stock only once',
    );
    // A sale of the item on sale (K1, as sealed in the stream).
    const streams = await kit.deps.commandRunner.read(['product-1']);
    const onSale = aggregate(streams, 'product-1', evolveProduct, initialProduct).state;
    const sold = onSale.status === 'existing' ? onSale.stockItems[0]! : '';
    await kit.given('product-1', [
      { type: 'StockTaken', data: { orderId: 1, quantity: 1, items: [sold] } },
    ]);
    await expectRefusal(
      setProductStock(kit.deps, { productId: 1, items: ['K3', 'K1'] }, admin),
      'conflict',
      'Stock line 2 was already delivered to a customer: remove it, a key is sold only once',
    );
  });

  it('retries after a concurrent sale and then refuses the edit made on the old stock version', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A'), admin);
    await setProductStock(kit.deps, { productId: 1, items: ['K1', 'K2'] }, admin);
    kit.interleave('product-1', [
      { type: 'StockTaken', data: { orderId: 1, quantity: 1, items: [] } },
    ]);
    await expectRefusal(
      setProductStock(
        kit.deps,
        { productId: 1, items: ['K2', 'K3'], expectedStockVersion: 1 },
        admin,
      ),
      'conflict',
      'Stock changed since it was loaded (a sale or another edit): reload it and make your change again',
    );
    expect(kit.retries).toEqual(['SetProductStock']);
  });
});

describe('AddProductFaq and RemoveProductFaq', () => {
  it('adds a trimmed FAQ with the next id and removes it', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A'), admin);
    await kit.appended();
    const added = await addProductFaq(
      kit.deps,
      { productId: 1, question: ' Works? ', answer: ' Yes ', order: 2, isActive: true },
      admin,
    );
    expect(added.result).toEqual({ faqId: 1 });
    await removeProductFaq(kit.deps, { productId: 1, faqId: 1 }, admin);
    expect(await kit.appended()).toEqual([
      [
        'product-1',
        'FaqAdded',
        { faqId: 1, question: 'Works?', answer: 'Yes', order: 2, isActive: true },
      ],
      ['product-1', 'FaqRemoved', { faqId: 1 }],
    ]);
  });

  it('refuses a blank FAQ, an unknown product and an unknown FAQ', async () => {
    const kit = commandTestKit();
    const faq = { productId: 1, question: 'Q', answer: 'A', order: 0, isActive: true };
    await expectRefusal(addProductFaq(kit.deps, faq, admin), 'not_found', 'Product not found');
    await createProduct(kit.deps, product('A'), admin);
    await expectRefusal(
      addProductFaq(kit.deps, { ...faq, answer: '  ' }, admin),
      'validation',
      'Question and answer are required',
    );
    await expectRefusal(
      removeProductFaq(kit.deps, { productId: 1, faqId: 3 }, admin),
      'not_found',
      'FAQ not found',
    );
  });

  it('retry after a concurrent FAQ change: both FAQs are kept, then the removal finds the FAQ', async () => {
    const kit = commandTestKit();
    await createProduct(kit.deps, product('A'), admin);
    const other = { faqId: 50, question: 'Q', answer: 'A', order: 0, isActive: true };
    kit.interleave('product-1', [{ type: 'FaqAdded', data: other }]);
    await addProductFaq(
      kit.deps,
      { productId: 1, question: 'Q2', answer: 'A2', order: 1, isActive: false },
      admin,
    );
    kit.interleave('product-1', [{ type: 'StockItemsSet', data: { items: [] } }]);
    await removeProductFaq(kit.deps, { productId: 1, faqId: 50 }, admin);
    expect(kit.retries).toEqual(['AddProductFaq', 'RemoveProductFaq']);
    const events = (await kit.store.read(['product-1'])).get('product-1')!.events;
    expect(events.map((event) => event.type)).toEqual([
      'ProductCreated',
      'FaqAdded',
      'FaqAdded',
      'StockItemsSet',
      'FaqRemoved',
    ]);
  });
});
