/**
 * The web app's routes, in one list shared by the web app (web/src/app/router.tsx matches them,
 * web/src/config/paths.ts builds links from them) and the server, which answers the app's page
 * with 404 for a path no route matches (api/http/web-app-pages.ts). Source:
 * docs/specs/customer-area.md section 2 and docs/specs/admin-area.md 2.1.
 *
 * Patterns are wouter's: fixed segments and `:name` parameters, matched case-insensitively with
 * an optional trailing slash, as wouter's parser (regexparam) reads them.
 */
import { RESERVED_FIRST_SEGMENTS } from './reserved-urls';

/** The pages at a fixed path. */
export const APP_PAGES = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  /** The page a mailed reset link opens: /reset-password?token=... */
  resetPassword: '/reset-password',
  /** The page a mailed verification link opens: /verify-email?token=... */
  verifyEmail: '/verify-email',
  products: '/products',
  support: '/support',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  dashboard: '/dashboard',
  profile: '/profile',
  orders: '/orders',
  transactions: '/transactions',
  addFunds: '/add-funds',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    orders: '/admin/orders',
    support: '/admin/support',
    users: '/admin/users',
    warranty: '/admin/warranty',
    coupons: '/admin/coupons',
    /** Fraud rules and their hits. */
    fraud: '/admin/fraud',
    apiKeys: '/admin/api-keys',
    comments: '/admin/comments',
    categories: '/admin/categories',
    transactions: '/admin/transactions',
    reports: '/admin/reports',
    /** Per-product economics; the range rides in the query (?from&to, store days). */
    productEconomics: '/admin/reports/products',
    announcements: '/admin/announcements',
    telegram: '/admin/telegram',
    /** Outbound webhook endpoints and their deliveries. */
    webhooks: '/admin/webhooks',
    /** The audit log; its filters ride in the query (?actor&type&stream&from&to&page). */
    audit: '/admin/audit',
  },
} as const;

/** The pages whose path carries parameters. */
export const APP_PATTERNS = {
  /** /category/{customUrl or id}: an active category (docs/specs/admin-area.md 2.16). */
  category: '/category/:categoryUrl',
  /** /category/{category URL or uncategorized}/{productUrl, customUrl or product-{id}}. */
  product: '/category/:categoryUrl/:productUrl',
  order: '/orders/:id',
  /** An order's page, opened from the orders list (docs/specs/admin-area.md 2.5). */
  adminOrder: '/admin/orders/:id',
  /** A customer's page, opened from the users list (docs/specs/admin-area.md 2.7). */
  adminUser: '/admin/users/:id',
} as const;

/**
 * /{customUrl}: a product's custom URL, one segment that is not reserved
 * (docs/specs/customer-area.md section 2, Product page: anything starting with admin, or auth,
 * dashboard, ...). Tried after every other route.
 */
export const CUSTOM_PRODUCT_URL = new RegExp(
  `^/(?!admin)(?!(?:${RESERVED_FIRST_SEGMENTS.join('|')})/?$)(?<customUrl>[^/]+)/?$`,
);

/** Every string leaf of a nested object of paths. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** A route of the app: the router accepts only these, so a new page is added here first. */
export type AppRoutePath =
  | Leaves<typeof APP_PAGES>
  | (typeof APP_PATTERNS)[keyof typeof APP_PATTERNS]
  | typeof CUSTOM_PRODUCT_URL;

const leaves = (node: string | object): string[] =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap(leaves);

/** A pattern as wouter reads it: `:name` is one segment, a trailing slash is optional. */
function compile(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':')
        ? `/(?<${segment.slice(1)}>[^/]+?)`
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** In the router's order: fixed pages, then patterns, then the custom product URL. */
const MATCHERS: readonly RegExp[] = [
  ...leaves(APP_PAGES).map(compile),
  ...Object.values(APP_PATTERNS).map(compile),
  CUSTOM_PRODUCT_URL,
];

/** The page a path opens: its parameters (still URL-encoded), by name. */
export interface AppRouteMatch {
  params: Record<string, string>;
}

/**
 * The route the app renders for `pathname` (no query), as its router picks it: the first that
 * matches; null when the app would show its 404 page.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  for (const matcher of MATCHERS) {
    const match = matcher.exec(pathname);
    if (match) return { params: { ...match.groups } };
  }
  return null;
}
