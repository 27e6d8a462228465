import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  alice = store.client();
  await alice.register('alice.smith@keymart.test');
  bob = store.client();
  await bob.register('bob@keymart.test');
});
afterAll(() => store.stop());

let productCounter = 0;
/** An active manual-delivery product (reviewRating 4.5 unless given) in a fresh category. */
async function createProduct(options: { name?: string; reviewRating?: number } = {}) {
  productCounter++;
  const category = await admin.post('/api/admin/categories', {
    name: `Reviewed ${productCounter}`,
  });
  expect(category.status).toBe(201);
  const product = await admin.post('/api/products', {
    name: options.name ?? `Reviewed product ${productCounter}`,
    price: '5.00',
    categoryId: category.body.id,
    deliveryType: 'manual',
    stock: 5,
    ...(options.reviewRating === undefined ? {} : { reviewRating: options.reviewRating }),
  });
  expect(product.status).toBe(201);
  return product.body as { id: number; productUrl: string };
}

async function post(client: TestClient, productId: number, body: Record<string, unknown>) {
  return client.post(`/api/products/${productId}/comments`, body);
}

async function productDto(product: { productUrl: string }) {
  const answer = await store.client().get(`/api/products/by-url/${product.productUrl}`);
  expect(answer.status).toBe(200);
  return answer.body as { rating: number; reviewCount: number; reviewRating: number };
}

describe('posting a review', () => {
  it('posts a pending review (rating 5 by default) that only its author sees, marked as not approved', async () => {
    const product = await createProduct();
    const posted = await post(alice, product.id, { productId: product.id, comment: '  Great!  ' });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      productId: product.id,
      comment: 'Great!',
      rating: 5,
      isApproved: false,
      user: { email: 'alice.smith' },
    });

    const own = await alice.get(`/api/products/${product.id}/comments`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([posted.body]);
    expect((await bob.get(`/api/products/${product.id}/comments`)).body).toEqual([]);
    expect((await store.client().get(`/api/products/${product.id}/comments`)).body).toEqual([]);
  });

  it('asks a visitor to sign in (401)', async () => {
    const product = await createProduct();
    const answer = await post(store.client(), product.id, { comment: 'Anonymous', rating: 3 });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toContain('authentication');
  });

  it('refuses a blank comment, a rating outside 1-5 and a mismatched productId with 400, appending nothing', async () => {
    const product = await createProduct();
    const before = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    for (const body of [
      {},
      { comment: '' },
      { comment: '   ' },
      { comment: 'Fine', rating: 0 },
      { comment: 'Fine', rating: 6 },
      { comment: 'Fine', rating: 2.5 },
      { comment: 'Fine', rating: 'five' },
      { comment: 'Fine', productId: product.id + 1000 },
    ]) {
      const answer = await post(bob, product.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await post(bob, product.id, { comment: ' ' })).body.message).toContain(
      'Comment is required',
    );
    expect((await bob.post('/api/products/abc/comments', { comment: 'Fine' })).status).toBe(400);
    const after = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const missing = await post(bob, 999999, { comment: 'Ghost' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    const product = await createProduct();
    expect((await admin.put(`/api/products/${product.id}`, { isActive: false })).status).toBe(200);
    expect((await post(bob, product.id, { comment: 'Hidden' })).status).toBe(404);
  });

  it('takes one review per customer per product (409), even when posted concurrently', async () => {
    const product = await createProduct();
    expect((await post(alice, product.id, { comment: 'First', rating: 4 })).status).toBe(201);
    const again = await post(alice, product.id, { comment: 'Second', rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product');

    const other = await createProduct();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(bob, other.id, { comment: `Try ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter(
        (a) => a.status === 409 && a.body.message === 'You have already reviewed this product',
      ),
    ).toHaveLength(5);
    expect((await bob.get(`/api/products/${other.id}/comments`)).body).toHaveLength(1);
  });

  it('answers an empty list for a product with no reviews', async () => {
    expect((await store.client().get('/api/products/999998/comments')).body).toEqual([]);
    expect((await store.client().get('/api/products/x/comments')).status).toBe(400);
  });
});

describe('moderating reviews', () => {
  it('shows approved reviews to everyone, newest first, with the author own pending one among them', async () => {
    const product = await createProduct({ name: 'Moderated Netflix' });
    const fromBob = await post(bob, product.id, { comment: 'Bob says fine', rating: 3 });
    const fromAdmin = await post(admin, product.id, { comment: 'Admin says good', rating: 4 });
    const fromAlice = await post(alice, product.id, { comment: 'Alice waits', rating: 2 });
    for (const review of [fromBob, fromAdmin]) {
      const approved = await admin.put(`/api/admin/comments/${review.body.id}`, {
        isApproved: true,
      });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        id: review.body.id,
        isApproved: true,
        product: { id: product.id, name: 'Moderated Netflix' },
      });
    }
    const visitor = await store.client().get(`/api/products/${product.id}/comments`);
    expect(visitor.body.map((c: { id: number }) => c.id)).toEqual([
      fromAdmin.body.id,
      fromBob.body.id,
    ]);
    expect(visitor.body[1].user).toEqual({ email: 'bob' });
    const author = await alice.get(`/api/products/${product.id}/comments`);
    expect(
      author.body.map((c: { id: number; isApproved: boolean }) => [c.id, c.isApproved]),
    ).toEqual([
      [fromAlice.body.id, false],
      [fromAdmin.body.id, true],
      [fromBob.body.id, true],
    ]);

    const unapproved = await admin.put(`/api/admin/comments/${fromBob.body.id}`, {
      isApproved: false,
    });
    expect(unapproved.body.isApproved).toBe(false);
    expect(
      (await store.client().get(`/api/products/${product.id}/comments`)).body.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([fromAdmin.body.id]);
  });

  it('lists every review for the admin with product name and full e-mail, searchable by text, product or e-mail', async () => {
    const product = await createProduct({ name: 'Searchable Spotify' });
    const carol = store.client();
    await carol.register('carol.jones@keymart.test');
    const review = await post(carol, product.id, { comment: 'Plays Offline nicely', rating: 5 });
    const all = await admin.get('/api/admin/comments');
    expect(all.status).toBe(200);
    expect(all.body.find((c: { id: number }) => c.id === review.body.id)).toMatchObject({
      comment: 'Plays Offline nicely',
      isApproved: false,
      user: { email: 'carol.jones@keymart.test' },
      product: { id: product.id, name: 'Searchable Spotify' },
    });
    expect(all.body[0].id).toBe(review.body.id);

    for (const search of ['offline', 'SEARCHABLE spot', 'carol.jones@KEYMART']) {
      const found = await admin.get(`/api/admin/comments?search=${encodeURIComponent(search)}`);
      expect(found.status).toBe(200);
      expect(found.body.map((c: { id: number }) => c.id)).toEqual([review.body.id]);
    }
    expect((await admin.get('/api/admin/comments?search=nothing-like-this')).body).toEqual([]);
    expect((await admin.get('/api/admin/comments?search=%25')).body).toEqual([]);
  });

  it('edits the text, refusing a blank one or an empty change with 400', async () => {
    const product = await createProduct();
    const review = await post(bob, product.id, { comment: 'Typo here', rating: 4 });
    const edited = await admin.put(`/api/admin/comments/${review.body.id}`, {
      comment: ' Fixed text ',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ comment: 'Fixed text', rating: 4, isApproved: false });
    expect((await bob.get(`/api/products/${product.id}/comments`)).body[0].comment).toBe(
      'Fixed text',
    );
    for (const body of [{ comment: '   ' }, {}, { isApproved: 'yes' }]) {
      const refused = await admin.put(`/api/admin/comments/${review.body.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('deletes a review, lets its author review again, and answers 404 for unknown reviews', async () => {
    const product = await createProduct();
    const review = await post(bob, product.id, { comment: 'To be removed', rating: 1 });
    const deleted = await admin.delete(`/api/admin/comments/${review.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await bob.get(`/api/products/${product.id}/comments`)).body).toEqual([]);
    expect(
      (await admin.get('/api/admin/comments')).body.some(
        (c: { id: number }) => c.id === review.body.id,
      ),
    ).toBe(false);

    const again = await admin.delete(`/api/admin/comments/${review.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Comment not found');
    expect(
      (await admin.put(`/api/admin/comments/${review.body.id}`, { isApproved: true })).status,
    ).toBe(404);
    expect((await admin.put('/api/admin/comments/999999', { comment: 'x' })).status).toBe(404);
    expect((await post(bob, product.id, { comment: 'Second chance', rating: 5 })).status).toBe(201);
  });
});

describe('verified purchase', () => {
  it("marks a buyer's review, whose order was delivered, and not a non-buyer's, in the public and admin lists", async () => {
    const product = await createProduct({ name: 'Verified product' });
    const aliceId = ((await alice.get('/api/user')).body as { id: number }).id;
    const credited = await admin.post(`/api/admin/users/${aliceId}/balance`, {
      amount: '20.00',
      operation: 'add',
    });
    expect(credited.status).toBe(200);
    const bought = await alice.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const delivered = await admin.put(`/api/orders/${bought.body.order.id}/status`, {
      status: 'completed',
      deliveredItem: 'ACCOUNT-1',
    });
    expect(delivered.status).toBe(200);

    const byBuyer = await post(alice, product.id, { comment: 'Bought it, works', rating: 5 });
    const byNonBuyer = await post(bob, product.id, { comment: 'Looks nice', rating: 4 });
    expect([byBuyer.status, byNonBuyer.status]).toEqual([201, 201]);
    expect(byBuyer.body.verifiedPurchase).toBe(true);
    expect(byNonBuyer.body.verifiedPurchase).toBe(false);
    for (const review of [byBuyer.body, byNonBuyer.body])
      expect(
        (await admin.put(`/api/admin/comments/${review.id}`, { isApproved: true })).status,
      ).toBe(200);

    const flags = (list: { comment: string; verifiedPurchase: boolean }[]) =>
      list
        .filter((review) => ['Bought it, works', 'Looks nice'].includes(review.comment))
        .map((review) => [review.comment, review.verifiedPurchase]);
    const expected = [
      ['Looks nice', false],
      ['Bought it, works', true],
    ];
    const publicList = await store.client().get(`/api/products/${product.id}/comments`);
    expect(flags(publicList.body)).toEqual(expected);
    const adminList = await admin.get('/api/admin/comments?search=verified%20product');
    expect(flags(adminList.body)).toEqual(expected);
  });
});

describe('admin comment calls for others', () => {
  it('answer 401 to a visitor and 403 to a customer', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/comments?search=a'],
      ['PUT', '/api/admin/comments/1', { isApproved: true }],
      ['DELETE', '/api/admin/comments/1'],
    ] as [string, string, unknown?][]) {
      expect((await store.client().request(method, path, body)).status).toBe(401);
      const refused = await bob.request(method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Administrator access required');
    }
  });
});

describe('product rating from approved reviews', () => {
  it('is the average of approved reviews to one decimal, kept right through approve, unapprove and delete', async () => {
    const product = await createProduct({ reviewRating: 4.5 });
    expect(await productDto(product)).toMatchObject({
      rating: 4.5,
      reviewCount: 0,
      reviewRating: 4.5,
    });

    const ratings = [5, 4, 4];
    const reviewers = [alice, bob, admin];
    const reviews = [];
    for (const [i, client] of reviewers.entries()) {
      const review = await post(client, product.id, {
        comment: `Stars ${ratings[i]}`,
        rating: ratings[i],
      });
      expect(review.status).toBe(201);
      reviews.push(review.body as { id: number });
    }
    // Pending reviews do not count.
    expect(await productDto(product)).toMatchObject({ rating: 4.5, reviewCount: 0 });

    for (const review of reviews)
      await admin.put(`/api/admin/comments/${review.id}`, { isApproved: true });
    // Approving twice changes nothing.
    await admin.put(`/api/admin/comments/${reviews[0]!.id}`, { isApproved: true });
    expect(await productDto(product)).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
      reviewRating: 4.5,
    });
    const listed = (await store.client().get('/api/products')).body.find(
      (p: { id: number }) => p.id === product.id,
    );
    expect(listed).toMatchObject({ rating: 4.3, reviewCount: 3 });

    await admin.put(`/api/admin/comments/${reviews[0]!.id}`, { comment: 'Still five' });
    expect(await productDto(product)).toMatchObject({ rating: 4.3, reviewCount: 3 });

    await admin.put(`/api/admin/comments/${reviews[0]!.id}`, { isApproved: false });
    expect(await productDto(product)).toMatchObject({ rating: 4, reviewCount: 2 });

    await admin.delete(`/api/admin/comments/${reviews[1]!.id}`);
    expect(await productDto(product)).toMatchObject({ rating: 4, reviewCount: 1 });

    await admin.delete(`/api/admin/comments/${reviews[2]!.id}`);
    expect(await productDto(product)).toMatchObject({ rating: 4.5, reviewCount: 0 });

    // A pending review deleted leaves the figures alone.
    await admin.delete(`/api/admin/comments/${reviews[0]!.id}`);
    expect(await productDto(product)).toMatchObject({ rating: 4.5, reviewCount: 0 });
  });

  it('rounds the average half up to one decimal (4, 4, 4, 5 -> 4.3; 4, 4, 5, 5, 5, 5 -> 4.7)', async () => {
    const raters = [alice, bob, admin];
    for (let i = 3; i < 6; i++) {
      const client = store.client();
      await client.register(`rater${i}@keymart.test`);
      raters.push(client);
    }
    async function rate(productId: number, stars: number[]) {
      for (const [i, rating] of stars.entries()) {
        const review = await post(raters[i]!, productId, { comment: 'ok', rating });
        expect(review.status).toBe(201);
        await admin.put(`/api/admin/comments/${review.body.id}`, { isApproved: true });
      }
    }
    const quarter = await createProduct({ reviewRating: 3 });
    await rate(quarter.id, [4, 4, 4, 5]); // 17 / 4 = 4.25
    expect(await productDto(quarter)).toMatchObject({
      rating: 4.3,
      reviewCount: 4,
      reviewRating: 3,
    });

    const thirds = await createProduct();
    await rate(thirds.id, [4, 4, 5, 5, 5, 5]); // 28 / 6 = 4.666...
    expect(await productDto(thirds)).toMatchObject({ rating: 4.7, reviewCount: 6 });
  });
});

describe('reviews read model', () => {
  it('is reproduced exactly by a rebuild from position 0', async () => {
    await store.core.runner.catchUp();
    const dump = async () => {
      const reviews = await store.core.pool.query<{ row: string }>(
        'SELECT r::text AS row FROM reviews r ORDER BY 1',
      );
      const ratings = await store.core.pool.query<{ row: string }>(
        'SELECT r::text AS row FROM product_ratings r ORDER BY 1',
      );
      return { reviews: reviews.rows.map((r) => r.row), ratings: ratings.rows.map((r) => r.row) };
    };
    const before = await dump();
    expect(before.reviews.length).toBeGreaterThan(10);
    expect(before.ratings.length).toBeGreaterThan(2);
    await store.core.runner.rebuild(['reviews']);
    expect(await dump()).toEqual(before);
  });
});
