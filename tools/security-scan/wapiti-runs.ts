/**
 * What wapiti crawls and attacks, per role. Wapiti 3.0.4 attacks query strings and HTML forms (not
 * JSON bodies, which are sqlmap's), so each run starts from the pages and API reads that role can
 * open, with the query strings the API takes, besides the site root it crawls from. The
 * single-page app's routes answer its index.html; the sandbox payment page is the one page the
 * server renders with data, and has forms.
 */
import type { ScanFixture } from './scan-fixture';
import type { ScanRole } from './sqlmap-targets';

/** One wapiti scan: a role and the paths it starts from. */
export interface WapitiRun {
  role: ScanRole;
  /** Paths (with query strings) given to wapiti as start URLs (-s), besides "/". */
  startPaths: string[];
  /**
   * Paths that must answer 200 to this role before the run: proves the session is the role's (and
   * the run attacks what that role really reaches).
   */
  mustOpen: string[];
  /** The attack modules; default all of run-wapiti.ts WAPITI_MODULES. */
  modules?: readonly string[];
}

/** The admin's reads that take a query string (the admin list and search screens). */
function adminQueryPaths(f: ScanFixture): string[] {
  return [
    '/api/admin/orders?page=1&limit=10&search=scan&status=all',
    '/api/admin/transactions?page=1&limit=20&search=scan&type=all&status=all',
    '/api/admin/search/users?q=scan',
    '/api/admin/comments?search=Works',
    '/api/admin/warranty-claims?search=key',
    '/api/admin/support/tickets?search=key',
    '/api/admin/announcements?search=Scan',
    '/api/admin/categories?search=Scan',
    '/api/admin/reports/daily.csv?from=2026-01-01&to=2026-01-31',
    `/api/admin/users/${f.customerId}/ledger?asOf=2099-01-01T00:00:00Z`,
  ];
}

/** The visitor's, the customer's and the admin's runs over the store holding `f`. */
export function wapitiRuns(f: ScanFixture): WapitiRun[] {
  const publicPaths = [
    '/add-funds?deposit=1',
    `/category/${f.categoryUrl}/${f.productUrl}`,
    `/sandbox/pay/${encodeURIComponent(f.paymentId)}`,
    `/api/products/by-url/${f.productUrl}`,
    `/api/categories/by-url/${f.categoryUrl}`,
    `/api/products/${f.productId}/comments`,
    `/api/products/${f.productId}/faqs`,
    '/api/products',
    '/api/categories',
    '/api/announcements',
    `/uploads/${f.uploadName}`,
  ];
  const customerPaths = [
    '/api/user',
    '/api/orders',
    `/api/orders/${f.orderId}`,
    `/api/orders/${f.orderId}/warranty-eligibility`,
    '/api/transactions',
    '/api/support/tickets',
    `/api/support/tickets/${f.ticketId}/messages`,
    '/api/warranty-claims',
    `/api/deposits/${f.depositId}`,
  ];
  return [
    {
      role: 'visitor',
      startPaths: publicPaths,
      mustOpen: [`/api/products/by-url/${f.productUrl}`],
    },
    {
      role: 'customer',
      // The admin's URLs too: they must stay refused (wapiti's htaccess module tries other methods).
      startPaths: [...publicPaths, ...customerPaths, ...adminQueryPaths(f)],
      mustOpen: ['/api/user', `/api/orders/${f.orderId}`],
    },
    {
      role: 'admin',
      startPaths: ['/admin', ...adminQueryPaths(f)],
      mustOpen: adminQueryPaths(f),
    },
  ];
}
