/**
 * What sqlmap attacks: the API's routes that take a path parameter, a query string or a JSON body
 * whose values reach a query, each as the role that may call it, with the fixture's real ids.
 *
 * Left out on purpose: register (its values become event data and the e-mail's reservation; the
 * e-mail lookup is the login target; and the per-account limit of 10 failed attempts in 15 minutes
 * would answer 429 to sqlmap's repeated taken-address requests), a login's password (only compared
 * with the stored hash, and the same per-account limit), review and warranty-claim creation (one
 * per product or order: every request after the first answers 409 before the values are used),
 * ticket creation (its subject and message take the same path as the ticket reply's message, and
 * every answer is a new ticket, which sqlmap can only compare slowly), and routes whose only
 * parameter is an id parsed by the same schema as the id targets below (`idParams`,
 * api/http/endpoint.ts).
 */
import type { ScanFixture } from './scan-fixture';

/** Who sends a target's requests: no cookie, the customer's or the admin's session cookie. */
export type ScanRole = 'visitor' | 'customer' | 'otherCustomer' | 'admin';

/** One sqlmap run: a request and the parameters to inject into it. */
export interface SqlmapTarget {
  /** "METHOD /path/{name}?query" as the API documents it. */
  name: string;
  role: ScanRole;
  method: 'GET' | 'POST' | 'PUT';
  /**
   * Path and query sent unchanged except where injected. A `*` right after a path segment marks
   * it as the injected parameter (sqlmap's custom injection marker).
   */
  path: string;
  /** JSON body; integers are JSON integers (the API takes no other form of them). */
  body?: Record<string, string | number>;
  /** Query or JSON parameters to inject (sqlmap -p); omitted for a `*`-marked path parameter. */
  parameters?: string[];
  /** The status the untouched request answers (checked before the scan starts). */
  expectedStatus: number;
  /**
   * Statuses that must never answer during the scan: they would mean the session or the origin
   * check stopped the requests before the code under test ran. Default 401, 403, 429.
   */
  refusedStatuses?: number[];
  /** Statuses sqlmap must not stop at (it gives up on a 401 unless told). */
  ignoreCodes?: number[];
  /**
   * The answer differs on every request (a new row and its id, a running balance, the input
   * echoed back): sqlmap then compares status codes (--code) instead of pages. Comparing pages,
   * it sees boolean "differences" that its false-positive check disproves, and stops testing the
   * parameter there, before the error, UNION and time-based payloads ran.
   */
  answerChanges?: boolean;
}

/** The path with its `*` marker removed: the untouched request. */
export function plainPath(target: SqlmapTarget): string {
  return target.path.replace('*', '');
}

/** A date `days` before today, YYYY-MM-DD (UTC). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every sqlmap target of a scan of the store holding `f`. */
export function sqlmapTargets(f: ScanFixture): SqlmapTarget[] {
  const customerOnly = { role: 'customer' as const, method: 'GET' as const, expectedStatus: 200 };
  const adminGet = { role: 'admin' as const, method: 'GET' as const, expectedStatus: 200 };
  return [
    // Visitors.
    {
      name: 'GET /api/products/by-url/{url}',
      role: 'visitor',
      method: 'GET',
      path: `/api/products/by-url/${f.productUrl}*`,
      expectedStatus: 200,
    },
    {
      name: 'GET /api/categories/by-url/{url}',
      role: 'visitor',
      method: 'GET',
      path: `/api/categories/by-url/${f.categoryUrl}*`,
      expectedStatus: 200,
    },
    {
      name: 'GET /api/products/{id}/comments',
      role: 'visitor',
      method: 'GET',
      path: `/api/products/${f.productId}*/comments`,
      expectedStatus: 200,
    },
    {
      name: 'GET /uploads/{name}',
      role: 'visitor',
      method: 'GET',
      path: `/uploads/${f.uploadName}*`,
      expectedStatus: 200,
    },
    {
      name: 'GET /sandbox/pay/{paymentId}',
      role: 'visitor',
      method: 'GET',
      path: `/sandbox/pay/${f.paymentId}*`,
      expectedStatus: 200,
    },
    {
      name: 'POST /api/login',
      role: 'visitor',
      method: 'POST',
      path: '/api/login',
      body: { email: f.customerEmail, password: f.password },
      parameters: ['email'],
      expectedStatus: 200,
      // Injected e-mails name no account: 401 is the answer under test.
      refusedStatuses: [403, 429],
      ignoreCodes: [401],
    },
    // The customer, on their own rows (read only).
    { ...customerOnly, name: 'GET /api/orders/{id}', path: `/api/orders/${f.orderId}*` },
    {
      ...customerOnly,
      name: 'GET /api/orders/{id}/warranty-eligibility',
      path: `/api/orders/${f.orderId}*/warranty-eligibility`,
    },
    {
      ...customerOnly,
      name: 'GET /api/support/tickets/{id}/messages',
      path: `/api/support/tickets/${f.ticketId}*/messages`,
    },
    { ...customerOnly, name: 'GET /api/deposits/{id}', path: `/api/deposits/${f.depositId}*` },
    {
      name: 'POST /api/validate-coupon',
      role: 'customer',
      method: 'POST',
      path: '/api/validate-coupon',
      body: { code: f.couponCode },
      parameters: ['code'],
      expectedStatus: 200,
    },
    // The other customer: calls that append events.
    {
      name: 'POST /api/purchase',
      role: 'otherCustomer',
      method: 'POST',
      path: '/api/purchase',
      body: {
        productId: f.purchaseProductId,
        quantity: 1,
        couponCode: f.couponCode,
      },
      parameters: ['productId', 'quantity', 'couponCode'],
      expectedStatus: 201,
      answerChanges: true,
    },
    {
      name: 'POST /api/support/messages (ticket reply)',
      role: 'otherCustomer',
      method: 'POST',
      path: '/api/support/messages',
      body: { ticketId: f.otherTicketId, message: 'Any news?' },
      parameters: ['ticketId', 'message'],
      expectedStatus: 201,
      answerChanges: true,
    },
    {
      name: 'PUT /api/update-profile',
      role: 'otherCustomer',
      method: 'PUT',
      path: '/api/update-profile',
      body: { firstName: 'Other', lastName: 'Customer', country: 'usa' },
      parameters: ['firstName', 'country'],
      expectedStatus: 200,
      answerChanges: true,
    },
    {
      name: 'POST /api/create-payment',
      role: 'otherCustomer',
      method: 'POST',
      path: '/api/create-payment',
      body: { amount: '20.00' },
      parameters: ['amount'],
      expectedStatus: 200,
      answerChanges: true,
    },
    // The admin's lists and searches.
    {
      ...adminGet,
      name: 'GET /api/admin/orders?page&limit&search&status',
      path: '/api/admin/orders?page=1&limit=10&search=scan-customer&status=all',
      parameters: ['page', 'limit', 'search', 'status'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/transactions?search&type&status',
      path: '/api/admin/transactions?page=1&limit=20&search=scan-customer&type=all&status=all',
      parameters: ['search', 'type', 'status'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/search/users?q',
      path: '/api/admin/search/users?q=admin',
      parameters: ['q'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/comments?search',
      path: '/api/admin/comments?search=Works',
      parameters: ['search'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/warranty-claims?search',
      path: '/api/admin/warranty-claims?search=activate',
      parameters: ['search'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/support/tickets?search',
      path: '/api/admin/support/tickets?search=Where',
      parameters: ['search'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/announcements?search',
      path: '/api/admin/announcements?search=Scan',
      parameters: ['search'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/reports/daily.csv?from&to',
      path: `/api/admin/reports/daily.csv?from=${daysAgo(400)}&to=${daysAgo(380)}`,
      parameters: ['from', 'to'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/users/{id}/ledger?asOf',
      path: `/api/admin/users/${f.customerId}/ledger?asOf=2099-01-01T00:00:00Z`,
      parameters: ['asOf'],
    },
    {
      ...adminGet,
      name: 'GET /api/admin/users/{id}/top-up-requests',
      path: `/api/admin/users/${f.customerId}*/top-up-requests`,
    },
    // The admin's changes, on the other customer's rows and the edit product.
    {
      name: 'POST /api/admin/support/tickets/{id}/reply',
      role: 'admin',
      method: 'POST',
      path: `/api/admin/support/tickets/${f.otherTicketId}/reply`,
      body: { message: 'We are on it' },
      parameters: ['message'],
      expectedStatus: 201,
      answerChanges: true,
    },
    {
      name: 'PUT /api/orders/{id}/status',
      role: 'admin',
      method: 'PUT',
      path: `/api/orders/${f.otherOrderId}/status`,
      body: { status: 'completed', deliveredItem: 'SCAN-REPLACEMENT' },
      parameters: ['status', 'deliveredItem'],
      expectedStatus: 200,
      answerChanges: true,
    },
    {
      name: 'PUT /api/admin/warranty-claims/{id}',
      role: 'admin',
      method: 'PUT',
      path: `/api/admin/warranty-claims/${f.otherClaimId}`,
      body: { status: 'pending', adminResponse: 'Checking' },
      parameters: ['status', 'adminResponse'],
      expectedStatus: 200,
      answerChanges: true,
    },
    {
      name: 'POST /api/admin/users/{id}/balance',
      role: 'admin',
      method: 'POST',
      path: `/api/admin/users/${f.otherCustomerId}/balance`,
      body: { amount: '1.00', operation: 'add', reason: 'scan' },
      parameters: ['amount', 'operation', 'reason'],
      expectedStatus: 200,
      answerChanges: true,
    },
    {
      name: 'PUT /api/products/{id}',
      role: 'admin',
      method: 'PUT',
      path: `/api/products/${f.editProductId}`,
      body: { name: 'Scan Edited Key', metaTitle: 'Edited' },
      parameters: ['name', 'metaTitle'],
      expectedStatus: 200,
      answerChanges: true,
    },
  ];
}
