/**
 * Staff roles (contracts/staff-roles.ts) against every admin route: each role is refused (403)
 * exactly the routes whose permission it lacks, and gets past the check on the others (sent
 * input the route refuses, so nothing changes). Also: roles set only by an owner, suspension,
 * and the step-up window of the sensitive actions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describedEndpoint } from '../../api/http/endpoint';
import { servedRoutes } from '../../api/openapi/served-routes';
import { STEP_UP_MESSAGE } from '../../api/auth/session';
import { hasPermission, type Permission, type StaffRole } from '../../contracts/staff-roles';
import { ACCOUNT_SUSPENDED } from '../../domain/identity/decide-staff';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { routeKey } from './routes';

/** The permission each admin route needs: a new admin route without a row fails the test. */
const PERMISSION_OF: Record<string, Permission> = {
  'POST /api/admin/users/:id/impersonate': 'users.manage',
  'PUT /api/admin/users/:id/roles': 'staff',
  'POST /api/admin/users/:id/suspend': 'users.manage',
  'POST /api/admin/users/:id/unsuspend': 'users.manage',
  'POST /api/admin/users/:id/wallet-freeze': 'users.manage',
  'DELETE /api/admin/users/:id/wallet-freeze': 'users.manage',
  'DELETE /api/admin/users/:id/personal-data': 'users.manage',
  'GET /api/admin/users': 'users.read',
  'GET /api/admin/users.csv': 'users.read',
  'GET /api/admin/users/:id': 'users.read',
  'GET /api/admin/search/users': 'users.read',
  'POST /api/admin/users/:id/balance': 'balances',
  'GET /api/admin/users/:id/ledger': 'balances',
  'GET /api/admin/users/:id/statement.pdf': 'balances',
  'GET /api/admin/users/:id/statement.csv': 'balances',
  'GET /api/admin/users/:id/top-up-requests': 'balances',
  'GET /api/admin/transactions': 'transactions',
  'GET /api/admin/transactions.csv': 'transactions',
  'GET /api/admin/dashboard': 'dashboard',
  'GET /api/admin/attention': 'dashboard',
  'GET /api/admin/reports': 'reports',
  'GET /api/admin/reports/daily.csv': 'reports',
  'GET /api/admin/reports/products': 'reports',
  'GET /api/admin/reports/products.csv': 'reports',
  'GET /api/admin/reports/charts': 'reports',
  'POST /api/products': 'catalogue',
  'PUT /api/products/:id': 'catalogue',
  'DELETE /api/products/:id': 'catalogue',
  'GET /api/admin/products': 'catalogue',
  'POST /api/admin/products/:id/faqs': 'catalogue',
  'PUT /api/admin/products/:id/toggle-status': 'catalogue',
  'PUT /api/admin/products/:id/policy': 'catalogue',
  'PUT /api/admin/products/:id/purchase-limits': 'catalogue',
  'DELETE /api/admin/faqs/:id': 'catalogue',
  'GET /api/admin/categories': 'catalogue',
  'POST /api/admin/categories': 'catalogue',
  'PUT /api/admin/categories/:id': 'catalogue',
  'DELETE /api/admin/categories/:id': 'catalogue',
  'PUT /api/admin/categories/:id/sort': 'catalogue',
  'POST /api/upload-image': 'catalogue',
  'PUT /api/admin/products/:id/stock': 'stock',
  'GET /api/admin/products/:id/stock': 'stock',
  'GET /api/admin/products/:id/stock.csv': 'stock',
  'GET /api/admin/stock/running-low': 'stock',
  'GET /api/admin/products/:id/stock/batches': 'stock',
  'POST /api/admin/products/:id/stock/batches': 'stock',
  'POST /api/admin/products/:id/stock/batches/check': 'stock',
  'POST /api/admin/products/:id/stock/batches/:batchId/quarantine': 'stock',
  'POST /api/admin/products/:id/stock/withdrawals': 'stock',
  'GET /api/admin/products/:id/stock/items': 'stock',
  'GET /api/admin/products/:id/stock/items.csv': 'stock',
  'GET /api/admin/orders': 'orders.read',
  'GET /api/admin/orders.csv': 'orders.read',
  'GET /api/admin/orders/:id': 'orders.read',
  'PUT /api/orders/:id/status': 'orders.fulfil',
  'POST /api/admin/orders/:id/resend-delivery': 'orders.fulfil',
  'POST /api/admin/orders/:id/refunds': 'balances',
  'POST /api/admin/orders/:id/replacement': 'orders.fulfil',
  'GET /api/admin/settings/captcha': 'settings',
  'PUT /api/admin/settings/captcha': 'settings',
  'POST /api/admin/orders/:id/release': 'orders.fulfil',
  'POST /api/admin/orders/:id/refuse': 'balances',
  'GET /api/admin/settings/overdue-compensation': 'settings',
  'PUT /api/admin/settings/overdue-compensation': 'settings',
  'GET /api/admin/settings/velocity-limits': 'settings',
  'PUT /api/admin/settings/velocity-limits': 'settings',
  'GET /api/admin/support/tickets': 'tickets',
  'GET /api/admin/support/tickets.csv': 'tickets',
  'POST /api/admin/support/tickets/:id/reply': 'tickets',
  'PUT /api/admin/support/tickets/:id': 'tickets',
  'GET /api/admin/warranty-claims': 'warranty',
  'GET /api/admin/warranty-claims.csv': 'warranty',
  'PUT /api/admin/warranty-claims/:id': 'warranty',
  'GET /api/admin/coupons': 'content',
  'POST /api/admin/coupons': 'content',
  'PUT /api/admin/coupons/:id': 'content',
  'DELETE /api/admin/coupons/:id': 'content',
  'GET /api/admin/fraud-rules': 'users.manage',
  'POST /api/admin/fraud-rules': 'users.manage',
  'PUT /api/admin/fraud-rules/:id': 'users.manage',
  'DELETE /api/admin/fraud-rules/:id': 'users.manage',
  'GET /api/admin/fraud-rules/:id/hits': 'users.manage',
  'GET /api/admin/api-keys': 'integrations',
  'POST /api/admin/api-keys': 'integrations',
  'DELETE /api/admin/api-keys/:id': 'integrations',
  'GET /api/admin/webhooks': 'settings',
  'POST /api/admin/webhooks': 'settings',
  'PUT /api/admin/webhooks/:id': 'settings',
  'DELETE /api/admin/webhooks/:id': 'settings',
  'GET /api/admin/webhooks/:id/deliveries': 'settings',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend': 'settings',
  'POST /api/admin/webhooks/:id/replay': 'settings',
  'GET /api/admin/comments': 'content',
  'PUT /api/admin/comments/:id': 'content',
  'DELETE /api/admin/comments/:id': 'content',
  'GET /api/admin/announcements': 'content',
  'POST /api/admin/announcements': 'content',
  'PUT /api/admin/announcements/:id': 'content',
  'DELETE /api/admin/announcements/:id': 'content',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit.csv': 'audit',
  'POST /api/admin/test-telegram': 'settings',
  'POST /api/admin/send-test-notification': 'settings',
  'POST /api/admin/send-test-discord': 'settings',
};

const ROLES: readonly StaffRole[] = ['owner', 'admin', 'support', 'fulfilment', 'finance'];

let store: TestStore;
let owner: TestClient;
const staff = new Map<StaffRole, TestClient>();

beforeAll(async () => {
  store = await startTestStore();
  owner = store.client();
  await owner.register('admin@keymart.test');
  staff.set('owner', owner);
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const client = store.client();
    const { id } = await client.register(`staff-${role}@keymart.test`);
    const answer = await owner.put(`/api/admin/users/${id}/roles`, { roles: [role] });
    expect(answer).toMatchObject({ status: 200, body: { roles: [role], isAdmin: true } });
    staff.set(role, client);
  }
});
afterAll(async () => {
  await store?.stop();
});

describe('staff roles x admin routes', () => {
  it('lists every admin route with the permission it needs', () => {
    const admin = servedRoutes(store.app).filter((route) =>
      route.handlers.some((handler) => describedEndpoint(handler)?.spec.access === 'admin'),
    );
    expect(admin.map(routeKey).sort()).toEqual(Object.keys(PERMISSION_OF).sort());
  });

  it.each(ROLES)('refuses the %s role exactly the routes its roles lack', async (role) => {
    const client = staff.get(role)!;
    const wrong: string[] = [];
    for (const [key, permission] of Object.entries(PERMISSION_OF)) {
      const [method, path] = key.split(' ') as [string, string];
      // Input every such route refuses (a path id that is no id, a body that is no object):
      // past the access check, nothing changes.
      const url = path.replace(/:\w+/g, 'not-an-id');
      const answer = await client.request(method, url, method === 'GET' ? undefined : '[]');
      const allowed = hasPermission([role], permission);
      const refused = answer.status === 403;
      if (allowed === refused || answer.status === 401 || answer.status >= 500)
        wrong.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (refused && !allowed)
        expect(answer.body).toEqual({ message: 'Your staff role does not allow this' });
    }
    expect(wrong).toEqual([]);
  });

  it('answers the roles on GET /api/user, keeping isAdmin for any staff', async () => {
    expect((await staff.get('support')!.get('/api/user')).body).toMatchObject({
      isAdmin: true,
      roles: ['support'],
    });
    expect((await owner.get('/api/user')).body).toMatchObject({ isAdmin: true, roles: ['owner'] });
  });
});

describe('roles and suspension', () => {
  it('lets only an owner set roles, never their own', async () => {
    const customer = store.client();
    const { id } = await customer.register('roles-target@keymart.test');
    const admin = staff.get('admin')!;
    expect(await admin.put(`/api/admin/users/${id}/roles`, { roles: ['support'] })).toMatchObject({
      status: 403,
    });
    const me = (await owner.get('/api/user')).body as { id: number };
    expect(await owner.put(`/api/admin/users/${me.id}/roles`, { roles: [] })).toMatchObject({
      status: 403,
      body: { message: 'You cannot change your own roles' },
    });
    expect(
      await owner.put(`/api/admin/users/${id}/roles`, { roles: ['finance', 'support'] }),
    ).toMatchObject({ status: 200, body: { roles: ['finance', 'support'] } });
    expect((await customer.get('/api/admin/transactions')).status).toBe(200);
    expect((await owner.put(`/api/admin/users/${id}/roles`, { roles: [] })).status).toBe(200);
    expect((await customer.get('/api/admin/transactions')).status).toBe(403);
  });

  it('ends a suspended customer’s sessions and refuses their sign-in, keeping the balance', async () => {
    const customer = store.client();
    const { id } = await customer.register('suspended@keymart.test');
    await owner.post(`/api/admin/users/${id}/balance`, {
      amount: '25.00',
      operation: 'add',
      reason: 'Welcome bonus',
    });
    const suspended = await owner.post(`/api/admin/users/${id}/suspend`, { reason: 'Chargebacks' });
    expect(suspended).toMatchObject({
      status: 200,
      body: { suspension: { reason: 'Chargebacks' }, balance: '25.00' },
    });
    expect((await customer.get('/api/user')).status).toBe(401);
    const signIn = () =>
      store.client().post('/api/login', { email: 'suspended@keymart.test', password: 'secret123' });
    expect(await signIn()).toMatchObject({ status: 403, body: { message: ACCOUNT_SUSPENDED } });
    expect(await owner.post(`/api/admin/users/${id}/impersonate`)).toMatchObject({ status: 403 });
    // A staff account is suspended only by an owner.
    const finance = (await staff.get('finance')!.get('/api/user')).body as { id: number };
    expect(
      await staff.get('admin')!.post(`/api/admin/users/${finance.id}/suspend`, { reason: 'x' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'Only an owner can suspend a staff account' },
    });

    expect(await owner.post(`/api/admin/users/${id}/unsuspend`)).toMatchObject({
      status: 200,
      body: { suspension: null },
    });
    expect((await signIn()).status).toBe(200);
  });
});

describe('step-up', () => {
  it('refuses a sensitive action 5 minutes after the password was entered, until it is entered again', async () => {
    const client = store.client();
    const { id } = await client.register('stepup-target@keymart.test');
    const adjust = () =>
      owner.post(`/api/admin/users/${id}/balance`, {
        amount: '1.00',
        operation: 'add',
        reason: 'Goodwill',
      });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 5_000 });
    try {
      expect(await adjust()).toMatchObject({
        status: 403,
        body: { message: STEP_UP_MESSAGE, stepUpRequired: true },
      });
      // Reading needs no step-up.
      expect((await owner.get('/api/admin/users')).status).toBe(200);
      expect(await owner.post('/api/step-up', { password: 'wrong-password' })).toMatchObject({
        status: 422,
      });
      expect((await adjust()).status).toBe(403);
      expect((await owner.post('/api/step-up', { password: 'secret123' })).status).toBe(200);
      expect((await adjust()).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
