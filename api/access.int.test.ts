import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';

let store: TestStore;
let customer: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  await store.client().register('admin@keymart.test');
  customer = store.client();
  await customer.register('customer@keymart.test');
});
afterAll(() => store.stop());

/**
 * Every admin call (docs/specs/admin-area.md section 7 and the admin mutations outside
 * /api/admin).
 */
const ADMIN_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users.csv'],
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories', { name: 'Hacked' }],
  ['PUT', '/api/admin/categories/1', { name: 'Hacked' }],
  ['POST', '/api/products', { name: 'Hacked', price: 1 }],
  ['PUT', '/api/products/1', { name: 'Hacked' }],
  ['DELETE', '/api/products/1'],
  ['PUT', '/api/admin/products/1/stock', { stockItems: ['x'] }],
  ['POST', '/api/admin/products/1/faqs', { question: 'q', answer: 'a' }],
  ['POST', '/api/admin/users/2/balance', { amount: 100, operation: 'add' }],
  ['GET', '/api/admin/users/2/top-up-requests'],
  ['GET', '/api/admin/users/2/ledger'],
  ['GET', '/api/admin/users/2/statement.pdf'],
  ['GET', '/api/admin/users/2/statement.csv'],
  ['PUT', '/api/orders/1/status', { status: 'completed', deliveredItem: 'x' }],
  ['GET', '/api/admin/orders?page=1&limit=10'],
  ['GET', '/api/admin/orders.csv?status=pending'],
  ['GET', '/api/admin/transactions?page=1&limit=20'],
  ['GET', '/api/admin/transactions.csv'],
  ['GET', '/api/admin/search/users?q=a'],
  ['POST', '/api/admin/users/2/impersonate'],
  ['PUT', '/api/admin/categories/1/sort', { direction: 'up' }],
  ['DELETE', '/api/admin/categories/1'],
  ['PUT', '/api/admin/products/1/toggle-status', { isActive: false }],
  ['DELETE', '/api/admin/faqs/1'],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/reports/daily.csv'],
  ['GET', '/api/admin/reports/products'],
  ['GET', '/api/admin/reports/products.csv'],
  ['GET', '/api/admin/audit.csv?type=OrderPlaced'],
  ['GET', '/api/admin/reports/charts'],
  ['GET', '/api/admin/dashboard'],
  ['POST', '/api/admin/test-telegram'],
  ['POST', '/api/admin/send-test-notification'],
  ['POST', '/api/upload-image', { imageData: 'data:image/png;base64,AAAA', fileName: 'a.png' }],
  ['GET', '/api/admin/support/tickets'],
  ['GET', '/api/admin/support/tickets.csv'],
  ['POST', '/api/admin/support/tickets/1/reply', { message: 'Hacked' }],
  ['PUT', '/api/admin/support/tickets/1', { status: 'closed' }],
  ['GET', '/api/admin/warranty-claims'],
  ['GET', '/api/admin/warranty-claims.csv'],
  ['PUT', '/api/admin/warranty-claims/1', { status: 'approved', replaceFromStock: true }],
  ['GET', '/api/admin/coupons'],
  ['POST', '/api/admin/coupons', { code: 'HACKED', discountPercentage: 100, maxUsage: 1 }],
  ['PUT', '/api/admin/coupons/1', { discountPercentage: 100 }],
  ['DELETE', '/api/admin/coupons/1'],
  ['GET', '/api/admin/comments?search=x'],
  ['PUT', '/api/admin/comments/1', { isApproved: true }],
  ['DELETE', '/api/admin/comments/1'],
  ['GET', '/api/admin/announcements?search=x'],
  ['POST', '/api/admin/announcements', { text: 'Hacked' }],
  ['PUT', '/api/admin/announcements/1', { isActive: false }],
  ['DELETE', '/api/admin/announcements/1'],
];

describe('admin calls', () => {
  it.each(ADMIN_CALLS)('%s %s answers 401 without a session', async (method, path, body) => {
    const answer = await store.client().request(method, path, body);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTruthy();
  });

  it.each(ADMIN_CALLS)('%s %s answers 403 for a customer', async (method, path, body) => {
    const answer = await customer.request(method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Administrator access required');
  });

  it('appended nothing for any refused call', async () => {
    const { rows } = await store.core.pool.query<{ event_type: string }>(
      'SELECT DISTINCT event_type FROM events ORDER BY 1',
    );
    // Only what registering (and so signing in) the two accounts appended, with the address each
    // registered from (the velocity limit on accounts per address counts it).
    expect(rows.map((r) => r.event_type)).toEqual([
      'AccountRegisteredFromAddress',
      'AdminGranted',
      'EmailVerificationRequested',
      'SessionStarted',
      'UserRegistered',
      'ValueReserved',
    ]);
  });
});

describe('identity', () => {
  it('answers 401 for the current user when signed out', async () => {
    const answer = await store.client().get('/api/user');
    expect(answer.status).toBe(401);
  });

  it('makes ADMIN_EMAILS accounts admins on registration', async () => {
    const admin = store.client();
    const login = await admin.post('/api/login', {
      email: 'ADMIN@keymart.test',
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
  });

  it('registers one account per e-mail, even under concurrent registrations', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        store.client().post('/api/register', {
          email: 'Twin@Keymart.test',
          password: 'secret123',
          firstName: 'T',
          lastName: 'W',
          country: 'uk',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409 && a.body.message === 'Email already registered'),
    ).toHaveLength(9);
  });

  it('validates registration with readable messages', async () => {
    const answer = await store.client().post('/api/register', {
      email: 'not-an-email',
      password: '123',
      firstName: '',
      lastName: 'x',
      country: 'uk',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Password must be at least 6 characters');
    expect(answer.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'email',
      'firstName',
      'password',
    ]);
  });

  it('rejects a wrong password and logs in with the right one', async () => {
    const client = store.client();
    expect(
      (await client.post('/api/login', { email: 'customer@keymart.test', password: 'wrong-pass' }))
        .status,
    ).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(
      (await client.post('/api/login', { email: 'customer@keymart.test', password: 'secret123' }))
        .status,
    ).toBe(200);
    expect((await client.get('/api/user')).body.email).toBe('customer@keymart.test');
  });

  it('updates the profile', async () => {
    const updated = await customer.put('/api/update-profile', {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      country: 'tr',
    });
    expect(updated.status).toBe(200);
    expect((await customer.get('/api/user')).body).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      country: 'tr',
    });
  });

  it('changes the password, keeps this session and ends the older ones', async () => {
    const user = store.client();
    await user.register('changer@keymart.test', 'first-pass');
    const otherDevice = store.client();
    await otherDevice.post('/api/login', { email: 'changer@keymart.test', password: 'first-pass' });

    const wrong = await user.post('/api/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-pass',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Current password is incorrect');

    const changed = await user.post('/api/change-password', {
      currentPassword: 'first-pass',
      newPassword: 'second-pass',
    });
    expect(changed.status).toBe(200);
    expect((await user.get('/api/user')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect(
      (
        await store
          .client()
          .post('/api/login', { email: 'changer@keymart.test', password: 'second-pass' })
      ).status,
    ).toBe(200);
  });

  it('sends a browser that opens /api/login to the sign-in page', async () => {
    const answer = await fetch(`${store.url}/api/login`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/auth');
  });

  it('signs out, revoking that session on the server and no other', async () => {
    const client = store.client();
    await client.post('/api/login', { email: 'customer@keymart.test', password: 'secret123' });
    const elsewhere = store.client();
    await elsewhere.post('/api/login', { email: 'customer@keymart.test', password: 'secret123' });
    const copy = client.on(store.url);
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    // The cookie a copy kept (a shared computer, a stolen cookie) is refused too.
    expect((await copy.get('/api/user')).status).toBe(401);
    expect((await copy.post('/api/logout')).status).toBe(200);
    // Another device's session of the same customer goes on.
    expect((await elsewhere.get('/api/user')).body.email).toBe('customer@keymart.test');
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const answer = await customer.request(
      'PUT',
      '/api/update-profile',
      { firstName: 'X', lastName: 'Y', country: 'uk' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(answer.status).toBe(403);
  });

  it('answers unknown API paths and malformed JSON with JSON errors', async () => {
    expect((await customer.get('/api/nope')).status).toBe(404);
    const malformed = await customer.request('POST', '/api/login', '{"email":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
  });
});
