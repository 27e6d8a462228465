/**
 * Every path the app links to, in one typed place (docs/specs/admin-area.md 2.1;
 * docs/specs/customer-area.md section 2). Route matching lives in app/router.tsx; links use these
 * builders so a path changes once.
 */
import { productIdUrl } from '@contracts/product-id-url';
import type { ProductDto } from '@contracts/responses';

export const paths = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  /** The page a mailed reset link opens: /reset-password?token=... */
  resetPassword: '/reset-password',
  /** The page a mailed verification link opens: /verify-email?token=... */
  verifyEmail: '/verify-email',
  products: '/products',
  /** The navigation bar's Categories link (docs/specs/customer-area.md section 2). */
  categoriesEntry: '/category/seo-tools',
  support: '/support',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  dashboard: '/dashboard',
  profile: '/profile',
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  transactions: '/transactions',
  addFunds: '/add-funds',
  /** /category/{customUrl or id} (docs/specs/customer-area.md section 2, Category cards). */
  category: (category: { customUrl?: string | null; id: number | string }) =>
    `/category/${category.customUrl || category.id}`,
  /** /category/{category customUrl or uncategorized}/{productUrl or customUrl or product-{id}}. */
  product: (product: Pick<ProductDto, 'id' | 'productUrl' | 'customUrl' | 'category'>) =>
    `/category/${product.category?.customUrl || 'uncategorized'}/${
      product.productUrl || product.customUrl || productIdUrl(product.id)
    }`,
  /**
   * You May Also Like links (docs/specs/customer-area.md section 2, Product page):
   * /category/{category customUrl or uncategorized}/{customUrl or product-{id}}; the product page
   * resolves both.
   */
  recommendedProduct: (product: Pick<ProductDto, 'id' | 'customUrl' | 'category'>) =>
    `/category/${product.category?.customUrl || 'uncategorized'}/${
      product.customUrl || productIdUrl(product.id)
    }`,
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    orders: '/admin/orders',
    support: '/admin/support',
    users: '/admin/users',
    warranty: '/admin/warranty',
    coupons: '/admin/coupons',
    comments: '/admin/comments',
    categories: '/admin/categories',
    transactions: '/admin/transactions',
    reports: '/admin/reports',
    announcements: '/admin/announcements',
    telegram: '/admin/telegram',
    /** The audit log; its filters ride in the query (?actor&type&stream&from&to&page). */
    audit: '/admin/audit',
  },
} as const;

export { RESERVED_FIRST_SEGMENTS, isReservedSegment } from '@contracts/reserved-urls';
