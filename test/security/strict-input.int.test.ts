/**
 * Input read as what it is, not guessed: integers are JSON integers in bodies and plain decimal
 * digits in paths and queries (coerced, `productId: true` would buy product 1, `quantity: "1e3"`
 * 1,000 keys, and `null`, `""`, `[]`, `false` would set an admin's figures to 0), and text holding
 * a lone UTF-16 surrogate is refused with 400 (PostgreSQL refuses it, which would be a 500). Every
 * refusal appends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE } from '../../api/http/validate';
import { NOT_AN_INTEGER, NOT_INTEGER_TEXT } from '../../contracts/integers';
import { shop } from '../support/shop';
import { NOT_INTEGERS } from '../support/not-integers';
import { startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let admin: TestClient;
let customer: TestClient;
let customerId: number;
let productId: number;
let categoryId: number;
let couponId: number;
let orderId: number;
let ticketId: number;

async function lastPosition(): Promise<bigint> {
  const { rows } = await store.core.pool.query<{ last: string }>(
    'SELECT coalesce(max(position), 0)::text AS last FROM events',
  );
  return BigInt(rows[0]!.last);
}

/** Sends `body` (JSON text, so lone surrogates go out as `\ud800` escapes) as `client`. */
function send(client: TestClient, method: string, path: string, body?: unknown) {
  return client.request(method, path, body === undefined ? undefined : JSON.stringify(body));
}

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Strict');
  let user;
  ({ client: customer, user } = await helpers.customer('strict@keymart.test', '1000.00'));
  customerId = user.id;
  ({ id: productId } = await helpers.product({ price: '1.00', manualStock: 100 }));
  const category = await admin.post('/api/admin/categories', { name: 'Strict category' });
  expect(category.status).toBe(201);
  categoryId = category.body.id;
  const bought = await customer.post('/api/purchase', { productId, quantity: 1 });
  expect(bought.status).toBe(201);
  orderId = bought.body.order.id;
  const ticket = await customer.post('/api/support/tickets', { subject: 'Help', message: 'Hi' });
  expect(ticket.status).toBe(201);
  ticketId = ticket.body.id;
  const coupon = await admin.post('/api/admin/coupons', {
    code: 'STRICT',
    discountPercentage: 10,
    maxUsage: 5,
  });
  expect(coupon.status).toBe(201);
  couponId = coupon.body.id;
});
afterAll(async () => {
  await store?.stop();
});

describe('integers', () => {
  /** Each integer field, with who sends it where and a body valid but for it. */
  const fields = () =>
    [
      [customer, 'POST', '/api/purchase', 'productId', { productId, quantity: 1 }],
      [customer, 'POST', '/api/purchase', 'quantity', { productId, quantity: 1 }],
      [customer, 'POST', '/api/support/messages', 'ticketId', { ticketId, message: 'More' }],
      [customer, 'POST', '/api/warranty-claims', 'orderId', { orderId, description: 'Broken' }],
      [
        customer,
        'POST',
        `/api/products/${productId}/comments`,
        'rating',
        { comment: 'Fine', rating: 5 },
      ],
      [admin, 'PUT', `/api/products/${productId}`, 'stock', { stock: 7 }],
      [admin, 'PUT', `/api/products/${productId}`, 'warrantyDays', { warrantyDays: 7 }],
      [
        admin,
        'PUT',
        `/api/products/${productId}`,
        'sortOrderInCategory',
        { sortOrderInCategory: 7 },
      ],
      [admin, 'PUT', `/api/products/${productId}`, 'categoryId', { categoryId }],
      [admin, 'PUT', `/api/admin/categories/${categoryId}`, 'sortOrder', { sortOrder: 7 }],
      [admin, 'PUT', `/api/admin/coupons/${couponId}`, 'maxUsage', { maxUsage: 7 }],
      [
        admin,
        'PUT',
        `/api/admin/coupons/${couponId}`,
        'discountPercentage',
        { discountPercentage: 7 },
      ],
      [
        admin,
        'POST',
        `/api/admin/products/${productId}/faqs`,
        'order',
        { question: 'Q?', answer: 'A.', order: 7 },
      ],
      [
        admin,
        'POST',
        `/api/admin/users/${customerId}/balance`,
        'depositId',
        { amount: '1.00', operation: 'add', depositId: 1 },
      ],
    ] as const;

  it('refuses every other form of an integer field with 400 naming it, appending nothing', async () => {
    for (const [client, method, path, field, valid] of fields())
      for (const value of NOT_INTEGERS) {
        // categoryId null means "no category": the one other value it takes.
        if (field === 'categoryId' && value === null) continue;
        const before = await lastPosition();
        const answer = await send(client, method, path, { ...valid, [field]: value });
        const where = `${method} ${path} ${field}: ${JSON.stringify(value)}`;
        expect(answer.status, `${where} -> ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.message, where).toContain(`${field}: `);
        expect(await lastPosition(), where).toBe(before);
      }
  });

  it('says what an integer is', async () => {
    const answer = await customer.post('/api/purchase', { productId: true, quantity: '1e3' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`productId: ${NOT_AN_INTEGER}; quantity: ${NOT_AN_INTEGER}`);
  });

  it('takes JSON integers', async () => {
    const answer = await customer.post('/api/purchase', { productId, quantity: 2 });
    expect(answer.status).toBe(201);
    expect((await admin.put(`/api/products/${productId}`, { stock: 50 })).status).toBe(200);
  });

  it('reads path and query integers from plain decimal digits only', async () => {
    const before = await lastPosition();
    for (const id of ['0x1', '1e0', '+1', '%201', '1%20', '1.', '1.0', '01x'].map((text) =>
      text.replace('1', String(orderId)),
    )) {
      const answer = await customer.get(`/api/orders/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.message, id).toBe(`id: ${NOT_INTEGER_TEXT}`);
    }
    expect((await customer.get(`/api/orders/${orderId}`)).status).toBe(200);
    for (const query of ['page=0x1', 'page=', 'limit=1e1', 'page=%2B1', 'limit=5.']) {
      const answer = await admin.get(`/api/admin/orders?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await admin.get('/api/admin/orders?page=1&limit=10')).status).toBe(200);
    const cancelled = await send(admin, 'DELETE', `/api/admin/coupons/0x${couponId}`);
    expect(cancelled.status).toBe(400);
    expect(await lastPosition()).toBe(before);
  });
});

describe('lone surrogates', () => {
  const LONE = ['\uD800', 'tail \uDFFF', 'reversed \uDC00\uD800', 'cut \uD83D'];

  /** Each text field with who sends it where and a body valid but for it. */
  const fields = () =>
    [
      [customer, 'POST', `/api/products/${productId}/comments`, 'comment', { comment: 'Good' }],
      [customer, 'POST', '/api/support/tickets', 'subject', { subject: 'S', message: 'M' }],
      [customer, 'POST', '/api/support/tickets', 'message', { subject: 'S', message: 'M' }],
      [customer, 'POST', '/api/support/messages', 'message', { ticketId, message: 'M' }],
      [admin, 'POST', `/api/admin/support/tickets/${ticketId}/reply`, 'message', { message: 'M' }],
      [
        admin,
        'POST',
        `/api/admin/products/${productId}/faqs`,
        'question',
        { question: 'Q?', answer: 'A.' },
      ],
      [
        admin,
        'POST',
        `/api/admin/products/${productId}/faqs`,
        'answer',
        { question: 'Q?', answer: 'A.' },
      ],
      [admin, 'PUT', `/api/products/${productId}`, 'description', { description: 'D' }],
      [admin, 'POST', '/api/admin/announcements', 'text', { text: 'News' }],
      [
        admin,
        'POST',
        `/api/admin/users/${customerId}/balance`,
        'reason',
        { amount: '1.00', operation: 'add', reason: 'Goodwill' },
      ],
      [
        customer,
        'PUT',
        '/api/update-profile',
        'firstName',
        { firstName: 'A', lastName: 'B', country: 'uk' },
      ],
    ] as const;

  it('refuses text holding half a surrogate pair with 400 naming the field, appending nothing', async () => {
    for (const [client, method, path, field, valid] of fields())
      for (const text of LONE) {
        const before = await lastPosition();
        const answer = await send(client, method, path, { ...valid, [field]: text });
        const where = `${method} ${path} ${field}: ${JSON.stringify(text)}`;
        expect(answer.status, `${where} -> ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.message, where).toBe(`${field}: ${LONE_SURROGATE_MESSAGE}`);
        expect(await lastPosition(), where).toBe(before);
      }
  });

  it('refuses them in keys, and in bodies a route does not read', async () => {
    const before = await lastPosition();
    const key = await send(customer, 'POST', '/api/support/tickets', {
      subject: 'S',
      message: 'M',
      extra: { '\uD800': 1 },
    });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe(`extra.\uD800: ${LONE_SURROGATE_MESSAGE}`);
    // A body the route does not read is refused the same way.
    const unread = await send(admin, 'DELETE', `/api/admin/coupons/${couponId}`, {
      note: '\uDBFF',
    });
    expect(unread.status).toBe(400);
    expect(await lastPosition()).toBe(before);
  });

  it('takes well-formed text, characters outside the BMP included', async () => {
    const answer = await customer.post('/api/support/tickets', {
      subject: 'Keys 🔑',
      message: '𝒳 and 💥',
    });
    expect(answer.status).toBe(201);
  });
});
