import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HELD_FOR_REVIEW } from '../../contracts/held-orders';
import { NOT_HELD } from '../../domain/order/decide-hold';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let build: ReturnType<typeof shop>;

beforeAll(async () => {
  // TRUST_PROXY: the client address a rule matches is the one X-Forwarded-For names.
  store = await startTestStore({ TRUST_PROXY: '1' });
  admin = store.client();
  await admin.register('admin@keymart.test');
  build = shop(admin, () => store.client(), 'Fraud');
});
afterAll(() => store.stop());

interface Rule {
  id: number;
  hits: number;
  lastHitAt: string | null;
  mode: string;
  expiresAt: string | null;
}

async function createRule(body: Record<string, unknown>): Promise<Rule> {
  const answer = await admin.post('/api/admin/fraud-rules', {
    actions: ['registration'],
    outcome: 'block',
    ...body,
  });
  expect(answer.status).toBe(201);
  return answer.body as Rule;
}

const registration = (email: string) => ({
  email,
  password: 'secret123',
  firstName: 'Test',
  lastName: 'User',
  country: 'usa',
});

async function eventCount(): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]!.n;
}

async function eventTypesSince(count: number): Promise<string[]> {
  const { rows } = await store.core.pool.query<{ event_type: string }>(
    'SELECT event_type FROM events ORDER BY position OFFSET $1',
    [count],
  );
  return rows.map((row) => row.event_type);
}

/** The rule as GET /api/admin/fraud-rules lists it once its hits reached `hits`. */
async function ruleWithHits(ruleId: number, hits: number): Promise<Rule> {
  return vi.waitFor(async () => {
    const list = await admin.get<Rule[]>('/api/admin/fraud-rules');
    const rule = list.body.find((r) => r.id === ruleId)!;
    expect(rule.hits).toBe(hits);
    return rule;
  });
}

describe('fraud rules on registration', () => {
  it('a wildcard e-mail rule refuses a registration with its message; only the hit is recorded, and the audit log lists it', async () => {
    const rule = await createRule({
      matchKind: 'email-pattern',
      matchValue: '*@Mail.RU',
      message: 'Registrations from mail.ru are closed',
    });
    expect(rule).toMatchObject({ hits: 0, mode: 'enforce', expiresAt: null });
    const before = await eventCount();
    const refused = await store
      .client()
      .request('POST', '/api/register', registration('Ivan@mail.ru'), {
        'x-forwarded-for': '198.51.100.7',
      });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Registrations from mail.ru are closed');
    expect(await eventTypesSince(before)).toEqual(['FraudRuleHit']);
    const { rows } = await store.core.pool.query(
      "SELECT 1 FROM users WHERE email = 'ivan@mail.ru'",
    );
    expect(rows).toEqual([]);
    const counted = await ruleWithHits(rule.id, 1);
    expect(counted.lastHitAt).not.toBeNull();

    const audit = await vi.waitFor(async () => {
      const page = await admin.get(
        `/api/admin/audit?type=FraudRuleHit&stream=fraud-rule-hits-${rule.id}`,
      );
      expect(page.body.entries).toHaveLength(1);
      return page.body.entries[0];
    });
    expect(audit).toMatchObject({
      actor: null,
      eventType: 'FraudRuleHit',
      ip: '198.51.100.7',
      summary: `Fraud rule ${rule.id} blocked registration from 198.51.100.7`,
      changes: expect.objectContaining({
        outcome: 'block',
        mode: 'enforce',
        action: 'registration',
      }),
    });
    // Another address registers as ever.
    expect(
      (await store.client().post('/api/register', registration('ivan@gmail.com'))).status,
    ).toBe(201);
  });

  it('a shadow rule lets the registration through and counts its hit, per day', async () => {
    const rule = await createRule({
      matchKind: 'email-domain',
      matchValue: 'shadow.test',
      mode: 'shadow',
      message: 'Not from shadow.test',
    });
    const registered = await store.client().post('/api/register', registration('eve@shadow.test'));
    expect(registered.status).toBe(201);
    await ruleWithHits(rule.id, 1);
    const days = await admin.get(`/api/admin/fraud-rules/${rule.id}/hits`);
    expect(days.status).toBe(200);
    expect(days.body).toHaveLength(30);
    expect(days.body.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      enforced: 0,
      shadow: 1,
    });
    expect(days.body.slice(0, -1).every((day: { shadow: number }) => day.shadow === 0)).toBe(true);
  });

  it('an expired rule no longer applies', async () => {
    const rule = await createRule({ matchKind: 'email', matchValue: 'late@keymart.test' });
    expect(
      (await store.client().post('/api/register', registration('late@keymart.test'))).status,
    ).toBe(422);
    const expired = await admin.put(`/api/admin/fraud-rules/${rule.id}`, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(expired.status).toBe(200);
    expect(
      (await store.client().post('/api/register', registration('late@keymart.test'))).status,
    ).toBe(201);
    await ruleWithHits(rule.id, 1);
  });

  it('a deleted rule no longer applies and leaves the list', async () => {
    const rule = await createRule({ matchKind: 'email', matchValue: 'gone@keymart.test' });
    expect((await admin.delete(`/api/admin/fraud-rules/${rule.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/fraud-rules/${rule.id}`)).status).toBe(404);
    const list = await admin.get<Rule[]>('/api/admin/fraud-rules');
    expect(list.body.some((r) => r.id === rule.id)).toBe(false);
    expect(
      (await store.client().post('/api/register', registration('gone@keymart.test'))).status,
    ).toBe(201);
  });

  it('refuses a rule it could not apply with 400, and changes nothing', async () => {
    const before = await eventCount();
    for (const body of [
      { matchKind: 'ip', matchValue: '2001:db8::/129' },
      { matchKind: 'email-pattern', matchValue: '' },
      { matchKind: 'ip', matchValue: '10.0.0.1', outcome: 'hold' },
      { matchKind: 'ip', matchValue: '10.0.0.1', actions: [] },
      { matchKind: 'ip', matchValue: '10.0.0.1', expiresAt: 'tomorrow' },
    ]) {
      const answer = await admin.post('/api/admin/fraud-rules', {
        actions: ['registration'],
        outcome: 'block',
        ...body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.put('/api/admin/fraud-rules/999999', { mode: 'shadow' })).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });
});

describe('fraud rules on purchases', () => {
  it('an IPv6 CIDR rule blocks a purchase from its range (client address through TRUST_PROXY); nothing but the hit changes', async () => {
    const product = await build.product({ price: '5.00', items: ['V6-1', 'V6-2'] });
    const { client, user } = await build.customer('v6@keymart.test', '20.00');
    const rule = await createRule({
      matchKind: 'ip',
      matchValue: '2001:db8:bad::/48',
      actions: ['purchase'],
      message: 'Purchases from this network are blocked',
    });
    const before = await eventCount();
    const blocked = await client.request(
      'POST',
      '/api/purchase',
      { productId: product.id, quantity: 1 },
      { 'x-forwarded-for': '2001:db8:bad:1::42' },
    );
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe('Purchases from this network are blocked');
    expect(await eventTypesSince(before)).toEqual(['FraudRuleHit']);
    const { rows } = await store.core.pool.query(
      'SELECT data FROM events WHERE event_type = $1 ORDER BY position DESC LIMIT 1',
      ['FraudRuleHit'],
    );
    expect(rows[0].data).toMatchObject({
      ruleId: rule.id,
      action: 'purchase',
      outcome: 'block',
      mode: 'enforce',
      subject: { userId: user.id, emailDomain: 'keymart.test', ip: '2001:db8:bad:1::42' },
    });
    expect((await client.get('/api/user')).body.balance).toBe('20.00');
    expect((await client.get('/api/orders')).body).toEqual([]);

    const bought = await client.request(
      'POST',
      '/api/purchase',
      { productId: product.id, quantity: 1 },
      { 'x-forwarded-for': '2001:db8:beef::1' },
    );
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({
      status: 'completed',
      deliveredItem: 'V6-1',
      heldForReview: false,
    });
    await ruleWithHits(rule.id, 1);
  });
});

describe('held orders', () => {
  async function heldOrder(email: string, items: string[]) {
    const product = await build.product({ price: '10.00', items });
    const { client } = await build.customer(email, '30.00');
    await createRule({
      matchKind: 'email',
      matchValue: email,
      actions: ['purchase'],
      outcome: 'hold',
    });
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({
      status: 'pending',
      heldForReview: true,
      deliveredItem: null,
      totalAmount: '20.00',
    });
    expect((await client.get('/api/user')).body.balance).toBe('10.00');
    return { client, product, orderId: bought.body.order.id as number };
  }

  it('takes payment and stock but delivers nothing; release delivers it, once', async () => {
    const { client, product, orderId } = await heldOrder('held@keymart.test', [
      'H-1',
      'H-2',
      'H-3',
    ]);
    const shown = await client.get(`/api/orders/${orderId}`);
    expect(shown.body).toMatchObject({ heldForReview: true, deliveredItem: null });
    expect(HELD_FOR_REVIEW).toBe('Held for review');
    const stocked = await store.client().get(`/api/products/by-url/${product.productUrl}`);
    expect(stocked.body.stock).toBe(1);

    const released = await admin.post(`/api/admin/orders/${orderId}/release`);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'completed', heldForReview: false });
    const delivered = await client.get(`/api/orders/${orderId}`);
    expect(delivered.body).toMatchObject({
      status: 'completed',
      deliveredItem: 'H-1\nH-2',
      heldForReview: false,
    });

    const again = await admin.post(`/api/admin/orders/${orderId}/release`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(NOT_HELD);
    const refusedAfter = await admin.post(`/api/admin/orders/${orderId}/refuse`, {
      reason: 'Too late',
    });
    expect(refusedAfter.status).toBe(422);
    expect((await client.get('/api/user')).body.balance).toBe('10.00');
  });

  it('refusal refunds the order in full and puts its keys back in stock, once', async () => {
    const { client, product, orderId } = await heldOrder('refused@keymart.test', ['R-1', 'R-2']);
    const refused = await admin.post(`/api/admin/orders/${orderId}/refuse`, {
      reason: 'Card reported stolen',
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      status: 'cancelled',
      heldForReview: false,
      refundedAmount: '20.00',
      keysReturnedToStock: true,
    });
    expect((await client.get('/api/user')).body.balance).toBe('30.00');
    expect(
      (await store.client().get(`/api/products/by-url/${product.productUrl}`)).body.stock,
    ).toBe(2);

    const again = await admin.post(`/api/admin/orders/${orderId}/refuse`, { reason: 'Again' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(NOT_HELD);
    expect((await admin.post(`/api/admin/orders/${orderId}/release`)).status).toBe(422);
    expect((await client.get('/api/user')).body.balance).toBe('30.00');
  });

  it('refuses a refusal without a reason with 400', async () => {
    const { orderId } = await heldOrder('reason@keymart.test', ['Q-1', 'Q-2']);
    const answer = await admin.post(`/api/admin/orders/${orderId}/refuse`, { reason: ' ' });
    expect(answer.status).toBe(400);
  });
});
