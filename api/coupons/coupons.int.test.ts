import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  customer = store.client();
  await customer.register('coupon-customer@keymart.test');
});
afterAll(() => store.stop());

async function createCoupon(body: Record<string, unknown>) {
  const answer = await admin.post('/api/admin/coupons', body);
  expect(answer.status).toBe(201);
  return answer.body as { id: number; code: string };
}

async function eventCount() {
  const { rows } = await store.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]!.n;
}

describe('admin coupons', () => {
  it('creates a coupon with its code in upper case, active by default, and lists it', async () => {
    const created = await admin.post('/api/admin/coupons', {
      code: 'welcome10',
      discountPercentage: 10,
      maxUsage: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'WELCOME10',
      discountPercentage: 10,
      maxUsage: 5,
      currentUsage: 0,
      isActive: true,
      expiresAt: null,
    });
    expect(typeof created.body.id).toBe('number');
    expect(Number.isNaN(Date.parse(created.body.createdAt))).toBe(false);

    const list = await admin.get('/api/admin/coupons');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: number }) => c.id === created.body.id)).toEqual(created.body);
  });

  it('keeps an expiry with an offset as that instant and reads one without an offset as UTC', async () => {
    const withOffset = await createCoupon({
      code: 'DUBAI',
      discountPercentage: 5,
      maxUsage: 1,
      expiresAt: '2030-06-01T12:00:00+04:00',
    });
    expect((withOffset as any).expiresAt).toBe('2030-06-01T08:00:00.000Z');
    const local = await createCoupon({
      code: 'LOCAL',
      discountPercentage: 5,
      maxUsage: 1,
      expiresAt: '2030-06-01T12:00',
    });
    expect((local as any).expiresAt).toBe('2030-06-01T12:00:00.000Z');
  });

  it('refuses a code already in use, whatever its case, with 409', async () => {
    await createCoupon({ code: 'TWICE', discountPercentage: 10, maxUsage: 1 });
    const again = await admin.post('/api/admin/coupons', {
      code: 'twice',
      discountPercentage: 20,
      maxUsage: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A coupon with this code already exists');
  });

  it('creates one coupon for concurrent creations of one code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post('/api/admin/coupons', {
          code: i % 2 ? 'race' : 'RACE',
          discountPercentage: 10,
          maxUsage: 1,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const list = await admin.get('/api/admin/coupons');
    expect(list.body.filter((c: { code: string }) => c.code === 'RACE')).toHaveLength(1);
  });

  it('validates the fields with 400 and appends nothing', async () => {
    const before = await eventCount();
    for (const body of [
      {},
      { code: '', discountPercentage: 10, maxUsage: 1 },
      { code: '   ', discountPercentage: 10, maxUsage: 1 },
      { code: 'BAD CODE', discountPercentage: 10, maxUsage: 1 },
      { code: 'ZERO', discountPercentage: 0, maxUsage: 1 },
      { code: 'TOOMUCH', discountPercentage: 101, maxUsage: 1 },
      { code: 'HALF', discountPercentage: 12.5, maxUsage: 1 },
      { code: 'NOUSE', discountPercentage: 10, maxUsage: 0 },
      { code: 'NOMAX', discountPercentage: 10 },
      { code: 'WHEN', discountPercentage: 10, maxUsage: 1, expiresAt: 'tomorrow' },
      { code: 'FLAG', discountPercentage: 10, maxUsage: 1, isActive: 'yes' },
    ]) {
      const answer = await admin.post('/api/admin/coupons', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const discount = await admin.post('/api/admin/coupons', {
      code: 'ZERO',
      discountPercentage: 0,
      maxUsage: 1,
    });
    expect(discount.body.message).toContain('Discount must be between 1 and 100');
    const usage = await admin.post('/api/admin/coupons', {
      code: 'NOUSE',
      discountPercentage: 10,
      maxUsage: 0,
    });
    expect(usage.body.message).toContain('Max usage must be at least 1');
    expect(await eventCount()).toBe(before);
  });

  it('updates any subset of the fields, moving the code when it changes', async () => {
    const coupon = await createCoupon({ code: 'SPRING', discountPercentage: 10, maxUsage: 3 });
    const updated = await admin.put(`/api/admin/coupons/${coupon.id}`, {
      code: 'summer',
      discountPercentage: 25,
      isActive: false,
      expiresAt: '2031-01-01T00:00:00Z',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: coupon.id,
      code: 'SUMMER',
      discountPercentage: 25,
      maxUsage: 3,
      isActive: false,
      expiresAt: '2031-01-01T00:00:00.000Z',
    });
    // The old code is free again; the new one is taken.
    await createCoupon({ code: 'SPRING', discountPercentage: 5, maxUsage: 1 });
    const taken = await admin.post('/api/admin/coupons', {
      code: 'SUMMER',
      discountPercentage: 5,
      maxUsage: 1,
    });
    expect(taken.status).toBe(409);

    const cleared = await admin.put(`/api/admin/coupons/${coupon.id}`, { expiresAt: null });
    expect(cleared.body.expiresAt).toBeNull();
    expect(cleared.body.discountPercentage).toBe(25);
  });

  it('answers 409 for a code another coupon holds, 404 for an unknown coupon, 400 for bad fields', async () => {
    const first = await createCoupon({ code: 'HOLDER', discountPercentage: 10, maxUsage: 1 });
    const second = await createCoupon({ code: 'MOVER', discountPercentage: 10, maxUsage: 1 });
    const clash = await admin.put(`/api/admin/coupons/${second.id}`, { code: 'holder' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A coupon with this code already exists');
    expect((await admin.put(`/api/admin/coupons/${first.id}`, { code: 'Holder' })).status).toBe(
      200,
    );

    const missing = await admin.put('/api/admin/coupons/999999', { discountPercentage: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Coupon not found');
    expect((await admin.put('/api/admin/coupons/abc', { discountPercentage: 5 })).status).toBe(400);
    expect(
      (await admin.put(`/api/admin/coupons/${first.id}`, { discountPercentage: 150 })).status,
    ).toBe(400);
    expect((await admin.put(`/api/admin/coupons/${first.id}`, { maxUsage: 0 })).status).toBe(400);
  });

  it('deletes a coupon, frees its code and answers 404 the second time', async () => {
    const coupon = await createCoupon({ code: 'GONE', discountPercentage: 10, maxUsage: 1 });
    const deleted = await admin.delete(`/api/admin/coupons/${coupon.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    const list = await admin.get('/api/admin/coupons');
    expect(list.body.some((c: { id: number }) => c.id === coupon.id)).toBe(false);
    expect((await customer.post('/api/validate-coupon', { code: 'GONE' })).body.valid).toBe(false);

    const again = await admin.delete(`/api/admin/coupons/${coupon.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Coupon not found');
    await createCoupon({ code: 'GONE', discountPercentage: 20, maxUsage: 1 });
  });
});

describe('admin coupon calls for others', () => {
  it('answer 401 to a visitor and 403 to a customer', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons', { code: 'HACKED', discountPercentage: 100, maxUsage: 9 }],
      ['PUT', '/api/admin/coupons/1', { discountPercentage: 100 }],
      ['DELETE', '/api/admin/coupons/1'],
    ] as [string, string, unknown?][]) {
      expect((await store.client().request(method, path, body)).status).toBe(401);
      const refused = await customer.request(method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Administrator access required');
    }
    expect((await customer.post('/api/validate-coupon', { code: 'HACKED' })).body.valid).toBe(
      false,
    );
  });
});

describe('POST /api/validate-coupon', () => {
  it('answers valid with the code and discount for an active, unexpired coupon, trimmed and in any case', async () => {
    await createCoupon({
      code: 'SAVE15',
      discountPercentage: 15,
      maxUsage: 10,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    for (const client of [customer, store.client()]) {
      const answer = await client.post('/api/validate-coupon', { code: '  save15 ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        valid: true,
        coupon: { code: 'SAVE15', discountPercentage: 15 },
        message: 'Coupon applied: 15% off',
      });
    }
  });

  it('answers "Invalid coupon code" for an unknown or inactive coupon', async () => {
    const unknown = await customer.post('/api/validate-coupon', { code: 'NOSUCHCODE' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ valid: false, coupon: null, message: 'Invalid coupon code' });

    await createCoupon({ code: 'SLEEPING', discountPercentage: 15, maxUsage: 10, isActive: false });
    const inactive = await customer.post('/api/validate-coupon', { code: 'SLEEPING' });
    expect(inactive.body).toEqual({ valid: false, coupon: null, message: 'Invalid coupon code' });
  });

  it('answers "This coupon has expired" once the expiry has passed', async () => {
    await createCoupon({
      code: 'OLDNEWS',
      discountPercentage: 15,
      maxUsage: 10,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const answer = await customer.post('/api/validate-coupon', { code: 'oldnews' });
    expect(answer.body).toEqual({
      valid: false,
      coupon: null,
      message: 'This coupon has expired',
    });
  });

  it('refuses a blank or missing code with 400', async () => {
    for (const body of [{ code: '' }, { code: '   ' }, {}, { code: 42 }]) {
      const answer = await customer.post('/api/validate-coupon', body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await customer.post('/api/validate-coupon', { code: ' ' })).body.message).toContain(
      'Coupon code is required',
    );
  });
});

describe('coupons read model', () => {
  it('is reproduced exactly by a rebuild from position 0', async () => {
    await store.core.runner.catchUp();
    const dump = async () =>
      (
        await store.core.pool.query<{ row: string }>(
          'SELECT c::text AS row FROM coupons c ORDER BY 1',
        )
      ).rows.map((r) => r.row);
    const before = await dump();
    expect(before.length).toBeGreaterThan(5);
    await store.core.runner.rebuild(['coupons']);
    expect(await dump()).toEqual(before);
  });
});
