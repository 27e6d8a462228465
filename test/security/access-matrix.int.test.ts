/**
 * The access matrix (ARCHITECTURE.md "Security model"): every route the router serves,
 * called as a visitor, a customer (A, who owns real data), another customer (B) and an admin,
 * with bodies that would be valid, so each answer is about access and not validation. Checks the
 * status of each call (401 signed out, 403 not an admin, 404 for someone else's order, ticket,
 * claim or deposit) and that no answer to the visitor or to B carries any of A's secrets.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { REVOKES_SESSION, routeKey, servedRoutes } from './routes';

type Role = 'visitor' | 'customer' | 'otherCustomer' | 'admin';
/** Visitor first and admin last: the admin's changes cannot alter what the others were shown. */
const ROLES: readonly Role[] = ['visitor', 'customer', 'otherCustomer', 'admin'];

const PASSWORD = 'secret123';
/** Put in every text customer A writes, so any of it reaching someone else is found. */
const A_SECRET = `a-secret-${randomBytes(6).toString('hex')}`;
const ADMIN_EMAIL = 'admin@keymart.test';
const A_EMAIL = `${A_SECRET}@keymart.test`;
const B_EMAIL = 'matrix-b@keymart.test';
/** A throwaway customer: what the admin's mutating calls act on. */
const C_EMAIL = 'matrix-c@keymart.test';
/** A 1x1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A's resources (what B must not reach), public ones, and the throwaway ones the admin changes. */
interface Fixture {
  users: { a: number; b: number; c: number };
  category: { id: number; url: string };
  product: { auto: number; manual: number; manualUrl: string };
  /**
   * The automatic product's stock items (A got two of them, C one): only owners and admins see
   * them.
   */
  stockItems: string[];
  faq: number;
  uploadName: string;
  couponCode: string;
  a: {
    /** Completed automatic order with a claim, a completed one without, a pending manual one. */
    claimedOrder: number;
    openOrder: number;
    pendingOrder: number;
    ticket: number;
    deposit: { id: number; number: string; paymentId: string };
    /** A second crypto deposit, for the sandbox page's simulated callback. */
    spareDeposit: { number: string; paymentId: string };
    /** A card top-up request waiting for staff. */
    manualDepositNumber: string;
    /** A second session of A (signed in elsewhere), which A revokes. */
    spareSession: string;
  };
  throwaway: {
    product: number;
    /** An automatic product with stock batch 1 (quarantined by the admin) and an item withdrawn. */
    batched: { product: number; withdrawnItemId: string };
    deletedProduct: number;
    faq: number;
    category: number;
    deletedCategory: number;
    order: number;
    ticket: number;
    claim: number;
    review: number;
    deletedReview: number;
    coupon: number;
    deletedCoupon: number;
    fraudRule: number;
    deletedFraudRule: number;
    apiKey: number;
    webhook: number;
    deletedWebhook: number;
    announcement: number;
    deletedAnnouncement: number;
    /** A customer whose personal data the admin erases. */
    erasedUser: number;
    /** A customer the admin suspends, and one the admin gives a staff role. */
    suspendedUser: number;
    staffUser: number;
  };
}

/** A public address (an IP, so no DNS is asked) for webhook endpoints that stay off. */
const MATRIX_WEBHOOK_URL = 'https://93.184.216.34/keymart-matrix';

/** The expected status of a call per role. */
type Expected = Record<Role, number>;

interface Row {
  expect: Expected;
  /** Path parameters: A's resources unless `adminParams` gives the admin throwaway ones. */
  params?: (f: Fixture) => Record<string, string | number>;
  adminParams?: (f: Fixture) => Record<string, string | number>;
  query?: string;
  /** A valid JSON body; `n` is unique per call (for e-mails, names and codes). */
  body?: (f: Fixture, role: Role, n: number) => unknown;
  /** Request headers the route reads (the Idempotency-Key of a refund); `n` as for `body`. */
  headers?: (n: number) => Record<string, string>;
  /** A form body (the sandbox page), sent as application/x-www-form-urlencoded. */
  form?: string;
  /** The call ends the role's older sessions: keep the fresh cookie it answers with. */
  keepsCookie?: boolean;
  /** Ids that B's list answer must not share with A's (B sees only their own rows). */
  ownRows?: 'orders' | 'transactions' | 'tickets' | 'claims';
  /**
   * Secrets of A this answer exists to show to whoever holds its unguessable address (the sandbox
   * gateway's hosted page, like a real gateway's checkout page, shows its deposit by payment id).
   */
  shows?: (f: Fixture) => string[];
}

const anyone = (status: number): Expected => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...anyone(status), visitor: 401 });
const adminOnly = (status: number): Expected => ({
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  admin: status,
});
/** A's own resource through a customer route: B gets 404, and so does an admin (not theirs). */
const owned = (status: number, adminStatus = 404): Expected => ({
  visitor: 401,
  customer: status,
  otherCustomer: 404,
  admin: adminStatus,
});

/** Every route, by `METHOD path`. A route missing here fails the test. */
const TABLE: Record<string, Row> = {
  'GET /healthz': { expect: anyone(200) },
  'GET /readyz': { expect: anyone(200) },
  // The matrix calls from loopback; callers from elsewhere need METRICS_TOKEN (api/metrics.int.test.ts).
  'GET /metrics': { expect: anyone(200) },
  'GET /api/openapi.json': { expect: anyone(200) },
  'GET /api/docs': { expect: anyone(200) },
  'GET /uploads/:name': { expect: anyone(200), params: (f) => ({ name: f.uploadName }) },
  'GET /sandbox/pay/:paymentId': {
    expect: anyone(200),
    params: (f) => ({ paymentId: f.a.deposit.paymentId }),
    shows: (f) => [f.a.deposit.number, f.a.deposit.paymentId],
  },
  'POST /sandbox/pay/:paymentId': {
    expect: anyone(200),
    params: (f) => ({ paymentId: f.a.spareDeposit.paymentId }),
    form: 'status=failed',
    shows: (f) => [f.a.spareDeposit.number, f.a.spareDeposit.paymentId],
  },

  // Identity.
  'POST /api/register': {
    expect: anyone(201),
    body: (_f, _role, n) => ({
      email: `matrix-new-${n}@keymart.test`,
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Customer',
      country: 'uk',
    }),
  },
  'POST /api/login': {
    expect: anyone(200),
    body: () => ({ email: C_EMAIL, password: PASSWORD }),
  },
  'GET /api/login': { expect: anyone(302) },
  'GET /api/auth/captcha': { expect: anyone(200) },
  'GET /api/auth/captcha/requirement': { expect: anyone(200) },
  'POST /api/logout': { expect: anyone(200) },
  'GET /api/user': { expect: signedIn(200) },
  'GET /api/sessions': { expect: signedIn(200) },
  'DELETE /api/sessions/:id': { expect: owned(200), params: (f) => ({ id: f.a.spareSession }) },
  'POST /api/sessions/revoke-others': { expect: signedIn(200) },
  'PUT /api/update-profile': {
    expect: signedIn(200),
    body: (_f, role) => ({
      firstName: role === 'customer' ? A_SECRET : 'Same',
      lastName: 'Person',
      country: 'uk',
    }),
  },
  'POST /api/change-password': {
    expect: signedIn(200),
    body: () => ({ currentPassword: PASSWORD, newPassword: PASSWORD }),
    keepsCookie: true,
  },
  // Nobody has a pending sign-in (the password step of a two-factor account) here.
  'POST /api/login/two-factor': { expect: anyone(401), body: () => ({ code: '123456' }) },
  // Walked in sorted order: disable and enable come before setup, when nothing is set up yet.
  'POST /api/two-factor/disable': {
    expect: signedIn(409),
    body: () => ({ password: PASSWORD, code: '123456' }),
  },
  'POST /api/two-factor/enable': { expect: signedIn(409), body: () => ({ code: '123456' }) },
  'POST /api/two-factor/setup': { expect: signedIn(200) },
  'POST /api/stop-impersonation': { expect: signedIn(409) },
  // The same answer for everyone, whoever holds the address (no enumeration).
  'POST /api/forgot-password': { expect: anyone(200), body: () => ({ email: C_EMAIL }) },
  // A well-formed token no link was mailed with: refused alike, signed in or not.
  'POST /api/reset-password': {
    expect: anyone(422),
    body: () => ({ token: 'x'.repeat(43), password: PASSWORD }),
  },
  'POST /api/verify-email': { expect: anyone(422), body: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/resend-verification': { expect: signedIn(200) },
  'POST /api/admin/users/:id/impersonate': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.c }),
  },
  // The password again: this session's cookie is renewed (the old token revoked).
  'POST /api/step-up': {
    expect: signedIn(200),
    body: () => ({ password: PASSWORD }),
    keepsCookie: true,
  },
  'PUT /api/admin/users/:id/roles': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.staffUser }),
    body: () => ({ roles: ['support'] }),
  },
  'POST /api/admin/users/:id/suspend': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.suspendedUser }),
    body: () => ({ reason: 'Chargebacks' }),
  },
  'POST /api/admin/users/:id/unsuspend': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.suspendedUser }),
  },
  'POST /api/admin/users/:id/wallet-freeze': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.suspendedUser }),
    body: () => ({ reason: 'Under investigation' }),
  },
  'DELETE /api/admin/users/:id/wallet-freeze': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.suspendedUser }),
  },

  // Catalogue: public reads.
  'GET /api/categories': { expect: anyone(200) },
  'GET /api/categories/by-url/:url': {
    expect: anyone(200),
    params: (f) => ({ url: f.category.url }),
  },
  'GET /api/categories/:id/products': {
    expect: anyone(200),
    params: (f) => ({ id: f.category.id }),
  },
  'GET /api/products': { expect: anyone(200) },
  'GET /api/products/homepage': { expect: anyone(200) },
  'GET /api/products/category/:id': {
    expect: anyone(200),
    params: (f) => ({ id: f.category.id }),
  },
  'GET /api/products/by-url/:url': {
    expect: anyone(200),
    params: (f) => ({ url: f.product.manualUrl }),
  },
  'GET /api/search/suggestions': { expect: anyone(200), query: '?q=a' },
  'GET /api/products/:id/faqs': { expect: anyone(200), params: (f) => ({ id: f.product.manual }) },
  'GET /api/products/:id/comments': {
    expect: anyone(200),
    params: (f) => ({ id: f.product.auto }),
  },
  'POST /api/products/:productId/comments': {
    expect: signedIn(201),
    params: (f) => ({ productId: f.product.manual }),
    body: (_f, role) => ({ comment: `Fine ${role === 'customer' ? A_SECRET : role}`, rating: 4 }),
  },

  // Catalogue: admin.
  'POST /api/products': {
    expect: adminOnly(201),
    body: (f, _role, n) => ({ name: `Matrix new ${n}`, price: '3.00', categoryId: f.category.id }),
  },
  'PUT /api/products/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({ shortDescription: 'Changed by the matrix' }),
  },
  'DELETE /api/products/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedProduct }),
  },
  'GET /api/admin/products': { expect: adminOnly(200) },
  'GET /api/admin/products/:id/stock': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.product.auto }),
  },
  'GET /api/admin/products/:id/stock.csv': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.product.auto }),
  },
  'PUT /api/admin/products/:id/stock': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({ stockItems: ['MATRIX-ITEM-1'] }),
  },
  'GET /api/admin/stock/running-low': { expect: adminOnly(200) },
  'GET /api/admin/products/:id/stock/batches': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.batched.product }),
  },
  'POST /api/admin/products/:id/stock/batches': {
    expect: adminOnly(201),
    params: (f) => ({ id: f.throwaway.batched.product }),
    body: (_f, role) => ({ items: [`MATRIX-BATCH-${role}`], supplier: 'Matrix', unitCost: '0.50' }),
  },
  'POST /api/admin/products/:id/stock/batches/check': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.batched.product }),
    body: () => ({ items: ['MATRIX-CHECK'] }),
  },
  'POST /api/admin/products/:id/stock/batches/:batchId/quarantine': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.batched.product, batchId: 1 }),
    body: () => ({ reason: 'Matrix' }),
  },
  'POST /api/admin/products/:id/stock/withdrawals': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.batched.product }),
    body: (f) => ({ itemIds: [f.throwaway.batched.withdrawnItemId] }),
  },
  'GET /api/admin/products/:id/stock/items': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.product.auto }),
  },
  'GET /api/admin/products/:id/stock/items.csv': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.product.auto }),
  },
  'PUT /api/admin/products/:id/policy': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({
      autoApproveClaims: true,
      claimCapPer90Days: 2,
      lowStockThreshold: 5,
      runOutWithinHours: 24,
      quarantineClaimRatePercent: 20,
    }),
  },
  'PUT /api/admin/products/:id/purchase-limits': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({ maxPerOrder: 1000, maxPerCustomerPerDay: 1000 }),
  },
  'POST /api/admin/products/:id/faqs': {
    expect: adminOnly(201),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({ question: 'Does it work?', answer: 'Yes.' }),
  },
  'PUT /api/admin/products/:id/toggle-status': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.product }),
    body: () => ({ isActive: false }),
  },
  'DELETE /api/admin/faqs/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.faq }),
  },
  'GET /api/admin/categories': { expect: adminOnly(200) },
  'POST /api/admin/categories': {
    expect: adminOnly(201),
    body: (_f, _role, n) => ({ name: `Matrix category ${n}` }),
  },
  'PUT /api/admin/categories/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.category }),
    body: () => ({ description: 'Changed by the matrix' }),
  },
  'DELETE /api/admin/categories/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedCategory }),
  },
  'PUT /api/admin/categories/:id/sort': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.category }),
    body: () => ({ direction: 'up' }),
  },
  'POST /api/upload-image': {
    expect: adminOnly(201),
    body: () => ({ imageData: `data:image/png;base64,${PNG}`, fileName: 'dot.png' }),
  },

  // Orders and wallet.
  'POST /api/purchase': {
    expect: signedIn(201),
    body: (f) => ({ productId: f.product.manual, quantity: 1 }),
  },
  'GET /api/orders': { expect: signedIn(200), ownRows: 'orders' },
  'GET /api/orders/:id': { expect: owned(200), params: (f) => ({ id: f.a.claimedOrder }) },
  'GET /api/orders/:id/warranty-eligibility': {
    expect: owned(200),
    params: (f) => ({ id: f.a.openOrder }),
  },
  'PUT /api/orders/:id/status': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.a.pendingOrder }),
    adminParams: (f) => ({ id: f.throwaway.order }),
    body: () => ({ status: 'completed', deliveredItem: 'MATRIX-DELIVERED' }),
  },
  // This store sends no e-mail: past the access check, the admin is told so (422).
  'POST /api/admin/orders/:id/resend-delivery': {
    expect: adminOnly(422),
    params: (f) => ({ id: f.a.claimedOrder }),
  },
  // A cent of C's manual order, under a key of its own per call.
  'POST /api/admin/orders/:id/refunds': {
    expect: adminOnly(201),
    params: (f) => ({ id: f.a.openOrder }),
    adminParams: (f) => ({ id: f.throwaway.order }),
    headers: (n) => ({ 'idempotency-key': `matrix-refund-${n}` }),
    body: () => ({ amount: '0.01', reason: 'Matrix', restock: false }),
  },
  // The matrix's key product is sold out: past the access check, the admin is told so (409).
  'POST /api/admin/orders/:id/replacement': {
    expect: adminOnly(409),
    params: (f) => ({ id: f.a.claimedOrder }),
    body: () => ({ reason: 'Matrix replacement' }),
  },
  // Left off, as the walk's registrations and sign-ins send no captcha.
  'GET /api/admin/settings/captcha': { expect: adminOnly(200) },
  'PUT /api/admin/settings/captcha': { expect: adminOnly(200), body: () => ({ required: false }) },
  // The admin's orders were never held: past the access check, the admin is told so (422).
  'POST /api/admin/orders/:id/release': {
    expect: adminOnly(422),
    params: (f) => ({ id: f.a.pendingOrder }),
    adminParams: (f) => ({ id: f.throwaway.order }),
  },
  'POST /api/admin/orders/:id/refuse': {
    expect: adminOnly(422),
    params: (f) => ({ id: f.a.pendingOrder }),
    adminParams: (f) => ({ id: f.throwaway.order }),
    body: () => ({ reason: 'Matrix refusal' }),
  },
  'GET /api/admin/settings/overdue-compensation': { expect: adminOnly(200) },
  'PUT /api/admin/settings/overdue-compensation': {
    expect: adminOnly(200),
    body: () => ({ mode: 'credit', percent: 10 }),
  },
  'GET /api/admin/settings/velocity-limits': { expect: adminOnly(200) },
  // Off again: the other rows register, deposit and claim freely.
  'PUT /api/admin/settings/velocity-limits': {
    expect: adminOnly(200),
    body: () => ({ depositsPerHour: 0, claimsPer90Days: 0, accountsPerAddressPerDay: 0 }),
  },
  'GET /api/transactions': { expect: signedIn(200), ownRows: 'transactions' },
  // Each customer gets their own statement (B's holds none of A's entries: the leak check).
  'GET /api/transactions/statement.pdf': { expect: signedIn(200) },
  'GET /api/transactions/statement.csv': { expect: signedIn(200) },
  'POST /api/admin/users/:id/balance': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.users.c }),
    body: () => ({ amount: '5.00', operation: 'add', reason: 'Matrix' }),
  },
  'GET /api/admin/users/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
  },
  'GET /api/admin/users/:id/ledger': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
  },
  'GET /api/admin/users/:id/statement.pdf': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
  },
  'GET /api/admin/users/:id/statement.csv': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
  },
  'GET /api/admin/users/:id/top-up-requests': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
  },
  'GET /api/admin/users': { expect: adminOnly(200) },
  'GET /api/admin/users.csv': { expect: adminOnly(200), query: `?q=${A_SECRET}` },
  'DELETE /api/admin/users/:id/personal-data': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.users.a }),
    adminParams: (f) => ({ id: f.throwaway.erasedUser }),
  },
  'GET /api/admin/orders': { expect: adminOnly(200), query: '?page=1&limit=10' },
  'GET /api/admin/orders.csv': { expect: adminOnly(200), query: '?status=completed' },
  'GET /api/admin/orders/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.a.claimedOrder }),
  },
  'GET /api/admin/transactions': { expect: adminOnly(200), query: '?page=1&limit=20' },
  'GET /api/admin/transactions.csv': { expect: adminOnly(200), query: '?type=purchase' },
  'GET /api/admin/search/users': { expect: adminOnly(200), query: `?q=${A_SECRET}` },
  'GET /api/admin/dashboard': { expect: adminOnly(200) },
  'GET /api/admin/attention': { expect: adminOnly(200) },
  'GET /api/admin/reports': { expect: adminOnly(200) },
  'GET /api/admin/reports/daily.csv': { expect: adminOnly(200) },
  'GET /api/admin/reports/products': { expect: adminOnly(200) },
  'GET /api/admin/reports/products.csv': { expect: adminOnly(200) },
  'GET /api/admin/reports/charts': { expect: adminOnly(200) },
  'GET /api/admin/audit': { expect: adminOnly(200), query: '?type=BalanceAdjusted&page=1' },
  'GET /api/admin/audit.csv': { expect: adminOnly(200), query: '?from=2020-01-01' },
  'POST /api/admin/test-telegram': { expect: adminOnly(200) },
  'POST /api/admin/send-test-notification': { expect: adminOnly(200) },
  'POST /api/admin/send-test-discord': { expect: adminOnly(200) },

  // Payments.
  'POST /api/create-payment': { expect: signedIn(200), body: () => ({ amount: '10.00' }) },
  'GET /api/deposits/:id': { expect: owned(200), params: (f) => ({ id: f.a.deposit.id }) },
  'POST /api/manual-payment-requests': {
    expect: signedIn(201),
    body: () => ({ amount: '20.00', method: 'paypal' }),
  },
  // The gateway's callback is authorised by its signature, never by a session.
  'POST /api/payments/:provider/webhook': {
    expect: anyone(401),
    params: () => ({ provider: 'sandbox' }),
    body: (f) => ({ paymentId: f.a.deposit.paymentId, status: 'paid' }),
  },
  'GET /api/site-config': { expect: anyone(200) },

  // Support.
  'GET /api/support/tickets': { expect: signedIn(200), ownRows: 'tickets' },
  'POST /api/support/tickets': {
    expect: signedIn(201),
    body: (_f, role) => ({
      subject: `Help ${role === 'customer' ? A_SECRET : role}`,
      message: `Please help ${role === 'customer' ? A_SECRET : role}`,
    }),
  },
  'GET /api/support/tickets/:id/messages': {
    expect: owned(200, 200),
    params: (f) => ({ id: f.a.ticket }),
  },
  'POST /api/support/messages': {
    expect: owned(201),
    body: (f, role) => ({
      ticketId: f.a.ticket,
      message: `More ${role === 'customer' ? A_SECRET : role}`,
    }),
  },
  'GET /api/admin/support/tickets': { expect: adminOnly(200) },
  'GET /api/admin/support/tickets.csv': { expect: adminOnly(200), query: '?search=a' },
  // The contact form: anyone may write (a guest ticket, seen by staff only).
  'POST /api/contact': {
    expect: anyone(201),
    body: (_f, role) => ({
      name: `Visitor ${role}`,
      email: `matrix-${role}@keymart.test`,
      subject: `Question from ${role}`,
      message: `Hello from ${role}`,
    }),
  },
  'POST /api/admin/support/tickets/:id/reply': {
    expect: adminOnly(201),
    params: (f) => ({ id: f.a.ticket }),
    adminParams: (f) => ({ id: f.throwaway.ticket }),
    body: () => ({ message: 'Staff answer' }),
  },
  'PUT /api/admin/support/tickets/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.a.ticket }),
    adminParams: (f) => ({ id: f.throwaway.ticket }),
    body: () => ({ status: 'in_progress' }),
  },

  // Warranty.
  'GET /api/warranty-claims': { expect: signedIn(200), ownRows: 'claims' },
  'POST /api/warranty-claims': {
    expect: owned(201),
    body: (f, role) => ({
      orderId: f.a.openOrder,
      claimType: 'product_defect',
      description: `Broken ${role === 'customer' ? A_SECRET : role}`,
    }),
  },
  'GET /api/admin/warranty-claims': { expect: adminOnly(200) },
  'GET /api/admin/warranty-claims.csv': { expect: adminOnly(200), query: '?search=a' },
  'PUT /api/admin/warranty-claims/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.claim }),
    body: () => ({ status: 'rejected', adminResponse: 'Not covered' }),
  },

  // Coupons, reviews, announcements.
  'POST /api/validate-coupon': { expect: anyone(200), body: (f) => ({ code: f.couponCode }) },
  'GET /api/admin/coupons': { expect: adminOnly(200) },
  'POST /api/admin/coupons': {
    expect: adminOnly(201),
    body: (_f, _role, n) => ({ code: `MATRIX${n}`, discountPercentage: 10, maxUsage: 5 }),
  },
  'PUT /api/admin/coupons/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.coupon }),
    body: () => ({ discountPercentage: 20 }),
  },
  'DELETE /api/admin/coupons/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedCoupon }),
  },
  // Fraud rules (flags on addresses nobody uses, so the matrix's own calls are not affected).
  'GET /api/admin/fraud-rules': { expect: adminOnly(200) },
  'POST /api/admin/fraud-rules': {
    expect: adminOnly(201),
    body: (_f, _role, n) => ({
      matchKind: 'email',
      matchValue: `matrix-${n}@nowhere.test`,
      actions: ['registration'],
      outcome: 'flag',
    }),
  },
  'PUT /api/admin/fraud-rules/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.fraudRule }),
    body: () => ({ note: 'Matrix note' }),
  },
  'DELETE /api/admin/fraud-rules/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedFraudRule }),
  },
  'GET /api/admin/fraud-rules/:id/hits': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.fraudRule }),
  },
  // API keys.
  'GET /api/admin/api-keys': { expect: adminOnly(200) },
  'POST /api/admin/api-keys': {
    expect: adminOnly(201),
    body: (_f, _role, n) => ({ name: `Matrix ${n}`, scopes: ['orders:read'] }),
  },
  'DELETE /api/admin/api-keys/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.apiKey }),
  },
  // Webhook endpoints that are off, at a public address: nothing is delivered.
  'GET /api/admin/webhooks': { expect: adminOnly(200) },
  'POST /api/admin/webhooks': {
    expect: adminOnly(201),
    body: () => ({ url: MATRIX_WEBHOOK_URL, eventTypes: ['stock.low'], enabled: false }),
  },
  'PUT /api/admin/webhooks/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.webhook }),
    body: () => ({ eventTypes: ['stock.low', 'order.placed'] }),
  },
  'DELETE /api/admin/webhooks/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedWebhook }),
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.webhook }),
  },
  // An endpoint that is off has no deliveries and replays nothing: past the access check, 404
  // and 422.
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend': {
    expect: adminOnly(404),
    params: (f) => ({ id: f.throwaway.webhook, deliveryId: 1 }),
  },
  'POST /api/admin/webhooks/:id/replay': {
    expect: adminOnly(422),
    params: (f) => ({ id: f.throwaway.webhook }),
    body: () => ({ from: '1' }),
  },
  'GET /api/admin/comments': { expect: adminOnly(200), query: '?search=' },
  'PUT /api/admin/comments/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.review }),
    body: () => ({ isApproved: true }),
  },
  'DELETE /api/admin/comments/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedReview }),
  },
  'GET /api/announcements': { expect: anyone(200) },
  'GET /api/admin/announcements': { expect: adminOnly(200) },
  'POST /api/admin/announcements': {
    expect: adminOnly(201),
    body: () => ({ text: 'Matrix announcement' }),
  },
  'PUT /api/admin/announcements/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.announcement }),
    body: () => ({ isActive: false }),
  },
  'DELETE /api/admin/announcements/:id': {
    expect: adminOnly(200),
    params: (f) => ({ id: f.throwaway.deletedAnnouncement }),
  },
};

let store: TestStore;
let fixture: Fixture;
/** Session cookies per role (none for the visitor). */
const cookies: Record<Role, string> = { visitor: '', customer: '', otherCustomer: '', admin: '' };
/** Who each signed-in role is. */
const EMAILS: Record<Exclude<Role, 'visitor'>, string> = {
  customer: A_EMAIL,
  otherCustomer: B_EMAIL,
  admin: ADMIN_EMAIL,
};

/** The status and body of a setup call, failing with the body when the status differs. */
async function expectStatus<T = any>(
  pending: Promise<{ status: number; body: unknown }>,
  status: number,
): Promise<T> {
  const answer = await pending;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

/** Registers `email` on a new client (signed in) and returns it with the user's id. */
async function newCustomer(email: string, firstName = 'Matrix') {
  const client = store.client();
  const user = await expectStatus<{ id: number }>(
    client.post('/api/register', {
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Customer',
      country: 'uk',
    }),
    201,
  );
  return { client, id: user.id };
}

/** The session cookie of `email`, as a browser would keep it. */
async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${store.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return sessionCookieOf(answer)!;
}

/** The `name=value` of a non-empty session cookie set by `answer`, if any. */
function sessionCookieOf(answer: Response): string | null {
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  return cookie && !cookie.endsWith('=') ? cookie : null;
}

async function buildFixture(): Promise<Fixture> {
  const admin = store.client();
  await expectStatus(
    admin.post('/api/register', {
      email: ADMIN_EMAIL,
      password: PASSWORD,
      firstName: 'Admin',
      lastName: 'Person',
      country: 'uk',
    }),
    201,
  );
  const a = await newCustomer(A_EMAIL, A_SECRET);
  const b = await newCustomer(B_EMAIL);
  const c = await newCustomer(C_EMAIL);
  const adminId = (await expectStatus<{ id: number }>(admin.get('/api/user'), 200)).id;
  for (const id of [a.id, b.id, c.id, adminId])
    await expectStatus(
      admin.post(`/api/admin/users/${id}/balance`, { amount: '100.00', operation: 'add' }),
      200,
    );

  const category = async (name: string) =>
    expectStatus<{ id: number; customUrl: string }>(
      admin.post('/api/admin/categories', { name }),
      201,
    );
  const product = async (body: Record<string, unknown>, items?: string[]) => {
    const created = await expectStatus<{ id: number; productUrl: string }>(
      admin.post('/api/products', { price: '1.00', warrantyDays: 30, ...body }),
      201,
    );
    if (items)
      await expectStatus(
        admin.put(`/api/admin/products/${created.id}/stock`, { stockItems: items }),
        200,
      );
    return created;
  };
  const publicCategory = await category('Matrix games');
  const throwawayCategory = await category('Matrix throwaway');
  const deletedCategory = await category('Matrix deleted');
  const keys = Array.from({ length: 3 }, (_, i) => `KEY-${i}-${randomBytes(8).toString('hex')}`);
  const auto = await product(
    { name: 'Matrix key', categoryId: publicCategory.id, deliveryType: 'automatic' },
    keys,
  );
  const manual = await product({
    name: 'Matrix account',
    categoryId: publicCategory.id,
    deliveryType: 'manual',
    stock: 1000,
  });
  const throwawayProduct = await product(
    { name: 'Matrix spare', categoryId: throwawayCategory.id, deliveryType: 'automatic' },
    ['SPARE-1'],
  );
  const deletedProduct = await product({ name: 'Matrix gone', categoryId: throwawayCategory.id });
  const batched = await product(
    { name: 'Matrix batches', categoryId: throwawayCategory.id, deliveryType: 'automatic' },
    ['MATRIX-WITHDRAWN'],
  );
  await expectStatus(
    admin.post(`/api/admin/products/${batched.id}/stock/batches`, {
      items: ['MATRIX-B-1', 'MATRIX-B-2'],
      supplier: 'Matrix supplier',
      unitCost: '1.00',
    }),
    201,
  );
  const batchedItems = await expectStatus<{ itemId: string; item: string }[]>(
    admin.get(`/api/admin/products/${batched.id}/stock/items`),
    200,
  );
  const faq = async (productId: number) =>
    (
      await expectStatus<{ id: number }>(
        admin.post(`/api/admin/products/${productId}/faqs`, { question: 'Q?', answer: 'A.' }),
        201,
      )
    ).id;
  const uploaded = await expectStatus<{ imageUrl: string }>(
    admin.post('/api/upload-image', { imageData: `data:image/png;base64,${PNG}` }),
    201,
  );

  const buy = async (client: TestClient, productId: number) =>
    (
      await expectStatus<{ order: { id: number } }>(
        client.post('/api/purchase', { productId, quantity: 1 }),
        201,
      )
    ).order.id;
  const ticket = async (client: TestClient, text: string) =>
    (
      await expectStatus<{ id: number }>(
        client.post('/api/support/tickets', { subject: text, message: text }),
        201,
      )
    ).id;
  const claim = async (client: TestClient, orderId: number, text: string) =>
    (
      await expectStatus<{ id: number }>(
        client.post('/api/warranty-claims', { orderId, description: text }),
        201,
      )
    ).id;
  const review = async (client: TestClient, productId: number, text: string) =>
    (
      await expectStatus<{ id: number }>(
        client.post(`/api/products/${productId}/comments`, { comment: text }),
        201,
      )
    ).id;
  const deposit = async (client: TestClient) => {
    const created = await expectStatus<{
      depositId: number;
      depositNumber: string;
      paymentUrl: string;
    }>(client.post('/api/create-payment', { amount: '10.00' }), 200);
    return {
      id: created.depositId,
      number: created.depositNumber,
      paymentId: created.paymentUrl.split('/').pop()!,
    };
  };

  // Customer A's data.
  const claimedOrder = await buy(a.client, auto.id);
  const openOrder = await buy(a.client, auto.id);
  const pendingOrder = await buy(a.client, manual.id);
  const aTicket = await ticket(a.client, `Ticket ${A_SECRET}`);
  await claim(a.client, claimedOrder, `Claim ${A_SECRET}`);
  await review(a.client, auto.id, `Review ${A_SECRET}`);
  const aDeposit = await deposit(a.client);
  const spareDeposit = await deposit(a.client);
  const manualDeposit = await expectStatus<{ depositNumber: string }>(
    a.client.post('/api/manual-payment-requests', { amount: '20.00', method: 'credit_card' }),
    201,
  );
  const elsewhere = store.client();
  await expectStatus(elsewhere.post('/api/login', { email: A_EMAIL, password: PASSWORD }), 200);
  const spareSession = (
    await expectStatus<{ id: string; current: boolean }[]>(elsewhere.get('/api/sessions'), 200)
  ).find((session) => session.current)!.id;

  // Throwaway things the admin's mutating calls act on.
  const cOrder = await buy(c.client, auto.id);
  const coupon = async (code: string) =>
    (
      await expectStatus<{ id: number }>(
        admin.post('/api/admin/coupons', { code, discountPercentage: 10, maxUsage: 100 }),
        201,
      )
    ).id;
  const announcement = async () =>
    (
      await expectStatus<{ id: number }>(
        admin.post('/api/admin/announcements', { text: 'Matrix news' }),
        201,
      )
    ).id;
  const fraudRule = async (email: string) =>
    (
      await expectStatus<{ id: number }>(
        admin.post('/api/admin/fraud-rules', {
          matchKind: 'email',
          matchValue: email,
          actions: ['purchase'],
          outcome: 'flag',
        }),
        201,
      )
    ).id;
  const webhook = async () =>
    (
      await expectStatus<{ id: number }>(
        admin.post('/api/admin/webhooks', {
          url: MATRIX_WEBHOOK_URL,
          eventTypes: ['stock.low'],
          enabled: false,
        }),
        201,
      )
    ).id;
  await coupon('MATRIXPUBLIC');
  return {
    users: { a: a.id, b: b.id, c: c.id },
    category: { id: publicCategory.id, url: publicCategory.customUrl },
    product: { auto: auto.id, manual: manual.id, manualUrl: manual.productUrl },
    stockItems: keys,
    faq: await faq(manual.id),
    uploadName: uploaded.imageUrl.split('/').pop()!,
    couponCode: 'MATRIXPUBLIC',
    a: {
      claimedOrder,
      openOrder,
      pendingOrder,
      ticket: aTicket,
      deposit: aDeposit,
      spareDeposit,
      manualDepositNumber: manualDeposit.depositNumber,
      spareSession,
    },
    throwaway: {
      product: throwawayProduct.id,
      batched: {
        product: batched.id,
        withdrawnItemId: batchedItems.find((row) => row.item === 'MATRIX-WITHDRAWN')!.itemId,
      },
      deletedProduct: deletedProduct.id,
      faq: await faq(throwawayProduct.id),
      category: throwawayCategory.id,
      deletedCategory: deletedCategory.id,
      order: await buy(c.client, manual.id),
      ticket: await ticket(c.client, 'Throwaway ticket'),
      claim: await claim(c.client, cOrder, 'Throwaway claim'),
      review: await review(c.client, auto.id, 'Throwaway review'),
      deletedReview: await review(c.client, manual.id, 'Throwaway review 2'),
      coupon: await coupon('MATRIXSPARE'),
      deletedCoupon: await coupon('MATRIXGONE'),
      fraudRule: await fraudRule('matrix-spare@nowhere.test'),
      deletedFraudRule: await fraudRule('matrix-gone@nowhere.test'),
      apiKey: (
        await expectStatus<{ apiKey: { id: number } }>(
          admin.post('/api/admin/api-keys', { name: 'Matrix', scopes: ['orders:read'] }),
          201,
        )
      ).apiKey.id,
      webhook: await webhook(),
      deletedWebhook: await webhook(),
      announcement: await announcement(),
      deletedAnnouncement: await announcement(),
      erasedUser: (await newCustomer('matrix-erased@keymart.test')).id,
      suspendedUser: (await newCustomer('matrix-suspended@keymart.test')).id,
      staffUser: (await newCustomer('matrix-staff@keymart.test')).id,
    },
  };
}

beforeAll(async () => {
  store = await startTestStore();
  fixture = await buildFixture();
  cookies.customer = await signIn(EMAILS.customer);
  cookies.otherCustomer = await signIn(EMAILS.otherCustomer);
  cookies.admin = await signIn(EMAILS.admin);
});
afterAll(() => store?.stop());

/**
 * `path` with its `:name` parameters filled in (URL-encoded). @throws Error naming a missing one
 */
function fill(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Every string value under the keys that name A's secrets (order and deposit numbers, delivered
 * items, payment ids), anywhere in `body`.
 */
function secretsIn(body: unknown, found: Set<string>): void {
  if (Array.isArray(body)) body.forEach((item) => secretsIn(item, found));
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      if (
        ['orderNumber', 'depositNumber', 'deliveredItem', 'paymentUrl'].includes(key) &&
        typeof value === 'string'
      )
        found.add(key === 'paymentUrl' ? value.split('/').pop()! : value);
      else secretsIn(value, found);
    }
}

/** The ids of the rows of a list answer. */
function idsOf(body: unknown): number[] {
  expect(Array.isArray(body), JSON.stringify(body)).toBe(true);
  return (body as { id: number }[]).map((row) => row.id);
}

describe('access matrix', () => {
  it('answers every route as it must to a visitor, a customer, another customer and an admin, and never shows one customer’s data to anyone else', async () => {
    const routes = servedRoutes(store.app);
    const keys = routes.map(routeKey);
    // A route without a row (a new route) or a row without a route (a removed one) fails here.
    expect(
      keys.filter((key) => !(key in TABLE)),
      'routes with no row',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !keys.includes(key)),
      'rows with no route',
    ).toEqual([]);

    /** A's secrets: every text A wrote carries A_SECRET; numbers and delivered items are added. */
    const { deposit, spareDeposit, manualDepositNumber } = fixture.a;
    const secrets = new Set<string>([
      A_SECRET,
      A_EMAIL,
      deposit.number,
      deposit.paymentId,
      spareDeposit.number,
      spareDeposit.paymentId,
      manualDepositNumber,
      ...fixture.stockItems,
    ]);
    const aLists: Record<NonNullable<Row['ownRows']>, number[]> = {
      orders: [],
      transactions: [],
      tickets: [],
      claims: [],
    };
    const mismatches: string[] = [];
    const leaks: string[] = [];
    let calls = 0;
    let counter = 0;

    // A's own answers name the secrets to look for (order and deposit numbers, delivered items).
    for (const path of ['/api/orders', '/api/transactions', '/api/support/tickets']) {
      const answer = await fetch(`${store.url}${path}`, { headers: { cookie: cookies.customer } });
      secretsIn(await answer.json(), secrets);
    }

    for (const role of ROLES) {
      if (role === 'otherCustomer') {
        // Everything A has by now, including what A's own calls just created.
        for (const [list, path] of [
          ['orders', '/api/orders'],
          ['transactions', '/api/transactions'],
          ['tickets', '/api/support/tickets'],
          ['claims', '/api/warranty-claims'],
        ] as const) {
          const answer = await fetch(`${store.url}${path}`, {
            headers: { cookie: cookies.customer },
          });
          const body: unknown = await answer.json();
          aLists[list] = idsOf(body);
          secretsIn(body, secrets);
        }
        expect(aLists.orders.length).toBeGreaterThanOrEqual(4);
        expect(aLists.transactions.length).toBeGreaterThanOrEqual(4);
        expect(aLists.tickets.length).toBeGreaterThanOrEqual(3);
        expect(aLists.claims.length).toBe(2);
      }
      for (const route of routes) {
        const key = routeKey(route);
        const row = TABLE[key]!;
        counter++;
        const params =
          (role === 'admin' ? (row.adminParams ?? row.params) : row.params)?.(fixture) ?? {};
        const url = `${store.url}${fill(route.path, params)}${row.query ?? ''}`;
        const body = row.body?.(fixture, role, counter);
        const headers: Record<string, string> = row.headers?.(counter) ?? {};
        // A call that revokes its session is made with one of its own, checked afterwards.
        const revokes = REVOKES_SESSION.has(key);
        const session = revokes && role !== 'visitor' ? await signIn(EMAILS[role]) : cookies[role];
        if (session) headers.cookie = session;
        if (row.form) headers['content-type'] = 'application/x-www-form-urlencoded';
        else if (body !== undefined) headers['content-type'] = 'application/json';
        const answer = await fetch(url, {
          method: route.method,
          headers,
          body: row.form ?? (body === undefined ? undefined : JSON.stringify(body)),
          redirect: 'manual',
        });
        calls++;
        const text = await answer.text();
        if (answer.status !== row.expect[role])
          mismatches.push(
            `${key} as ${role}: ${answer.status} (expected ${row.expect[role]}) ${text.slice(0, 200)}`,
          );
        if (revokes && role !== 'visitor') {
          const after = await fetch(`${store.url}/api/user`, { headers: { cookie: session } });
          const revoked = after.status === 401;
          if (revoked !== answer.ok)
            mismatches.push(
              `${key} as ${role}: its session ${revoked ? 'was' : 'was not'} revoked after ${answer.status}`,
            );
        }
        if (row.keepsCookie && role !== 'visitor' && answer.ok) {
          const fresh = sessionCookieOf(answer);
          expect(fresh, `${key} as ${role} sets a fresh session cookie`).toBeTruthy();
          cookies[role] = fresh!;
        }
        if (role === 'customer' && answer.headers.get('content-type')?.includes('json'))
          secretsIn(JSON.parse(text), secrets);
        if (role === 'visitor' || role === 'otherCustomer') {
          const shown = new Set(row.shows?.(fixture) ?? []);
          const everything = `${[...answer.headers.values()].join('\n')}\n${text}`;
          for (const secret of secrets)
            if (!shown.has(secret) && everything.includes(secret))
              leaks.push(`${key} as ${role} shows ${secret}`);
          if (role === 'otherCustomer' && row.ownRows && answer.ok) {
            const shared = idsOf(JSON.parse(text)).filter((id) =>
              aLists[row.ownRows!].includes(id),
            );
            if (shared.length > 0)
              leaks.push(`${key} as ${role} lists A's ${row.ownRows} ${shared.join(', ')}`);
          }
        }
      }
    }

    console.log(
      `access matrix: ${routes.length} routes walked, ${calls} calls (${ROLES.length} roles), ${secrets.size} secrets of customer A looked for, ${leaks.length} leaks`,
    );
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
    // The secrets looked for include A's order and deposit numbers (the delivered items too).
    expect([...secrets].filter((s) => /^KM-\d{6}$/.test(s)).length).toBeGreaterThanOrEqual(4);
    expect([...secrets].filter((s) => /^DEP-\d{6}$/.test(s)).length).toBeGreaterThanOrEqual(4);
  });
});
