/**
 * The route table of the app, typed and in one place (admin-area.md 2.1 "Routing by sign-in
 * state"). Public pages are open to everyone; account pages wait for the sign-in state and send
 * visitors to /auth; admin pages also require isAdmin. The home page is in the initial bundle;
 * every other screen is a lazy chunk (the admin screens share one).
 */
import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { comingSoon } from '../components/coming-soon-page';
import { ErrorBoundary } from '../components/error-boundary';
import { MainLayout } from '../components/layout/main-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { RESERVED_FIRST_SEGMENTS, paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { HomePage } from '../features/catalogue/components/home-page';

/** Who may open a route. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface AppRoute {
  /** A wouter pattern, or a RegExp whose named groups become the route params. */
  path: string | RegExp;
  page: ComponentType;
  access: RouteAccess;
}

/** React.lazy for a named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AuthPage = lazyNamed(() => import('../features/auth/components/auth-page'), 'AuthPage');
const ProductPage = lazyNamed(
  () => import('../features/catalogue/components/product-page'),
  'ProductPage',
);
const OrdersPage = lazyNamed(
  () => import('../features/orders/components/orders-page'),
  'OrdersPage',
);
const OrderDetailPage = lazyNamed(
  () => import('../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);
const TransactionsPage = lazyNamed(
  () => import('../features/transactions/components/transactions-page'),
  'TransactionsPage',
);

const loadAdmin = () => import('../features/admin');
const AdminProductsPage = lazyNamed(loadAdmin, 'AdminProductsPage');
const AdminUsersPage = lazyNamed(loadAdmin, 'AdminUsersPage');
const adminComingSoon = (title: string) =>
  lazy(async () => ({ default: (await loadAdmin()).adminComingSoon(title) }));

/**
 * /{customUrl}: a single segment that is not reserved (customer-area.md section 2, Product page:
 * anything starting with admin, or auth, dashboard, ...). Reserved segments fall through to 404.
 */
const CUSTOM_PRODUCT_URL = new RegExp(
  `^/(?!admin)(?!(?:${RESERVED_FIRST_SEGMENTS.join('|')})/?$)(?<customUrl>[^/]+)/?$`,
);

export const ROUTES: readonly AppRoute[] = [
  // Public (admin-area.md 2.1, signed out or loading)
  { path: paths.home, page: HomePage, access: 'public' },
  { path: paths.auth, page: AuthPage, access: 'public' },
  { path: paths.products, page: comingSoon('All Products'), access: 'public' },
  { path: paths.about, page: comingSoon('About Us'), access: 'public' },
  { path: paths.contact, page: comingSoon('Contact'), access: 'public' },
  { path: paths.terms, page: comingSoon('Terms of Service'), access: 'public' },
  { path: paths.privacy, page: comingSoon('Privacy Policy'), access: 'public' },
  { path: paths.refund, page: comingSoon('Refund Policy'), access: 'public' },
  { path: '/category/:categoryUrl', page: comingSoon('Category'), access: 'public' },
  { path: '/category/:categoryUrl/:productUrl', page: ProductPage, access: 'public' },

  // Signed in
  { path: paths.dashboard, page: comingSoon('Dashboard'), access: 'signed-in' },
  { path: paths.profile, page: comingSoon('Profile Settings'), access: 'signed-in' },
  { path: paths.support, page: comingSoon('Support Center'), access: 'signed-in' },
  { path: paths.addFunds, page: comingSoon('Add Funds'), access: 'signed-in' },
  { path: paths.orders, page: OrdersPage, access: 'signed-in' },
  { path: '/orders/:id', page: OrderDetailPage, access: 'signed-in' },
  { path: paths.transactions, page: TransactionsPage, access: 'signed-in' },

  // Admin (admin-area.md 2.1-2.15); /admin shows the products until the dashboard exists
  { path: paths.admin.root, page: AdminProductsPage, access: 'admin' },
  { path: paths.admin.products, page: AdminProductsPage, access: 'admin' },
  { path: paths.admin.users, page: AdminUsersPage, access: 'admin' },
  { path: paths.admin.dashboard, page: adminComingSoon('Dashboard'), access: 'admin' },
  { path: paths.admin.orders, page: adminComingSoon('Orders'), access: 'admin' },
  { path: paths.admin.support, page: adminComingSoon('Support Tickets'), access: 'admin' },
  { path: paths.admin.warranty, page: adminComingSoon('Warranty Claims'), access: 'admin' },
  { path: paths.admin.coupons, page: adminComingSoon('Coupons'), access: 'admin' },
  { path: paths.admin.comments, page: adminComingSoon('Comments'), access: 'admin' },
  { path: paths.admin.categories, page: adminComingSoon('Categories'), access: 'admin' },
  { path: paths.admin.transactions, page: adminComingSoon('Transactions'), access: 'admin' },
  { path: paths.admin.reports, page: adminComingSoon('Reports Dashboard'), access: 'admin' },
  { path: paths.admin.announcements, page: adminComingSoon('Announcements'), access: 'admin' },
  { path: paths.admin.telegram, page: adminComingSoon('Telegram Settings'), access: 'admin' },

  // Last: a product's custom URL (/{customUrl})
  { path: CUSTOM_PRODUCT_URL, page: ProductPage, access: 'public' },
];

function Guarded({ access, children }: { access: RouteAccess; children: ReactNode }) {
  if (access === 'public') return children;
  return <RequireAuth adminOnly={access === 'admin'}>{children}</RequireAuth>;
}

/** Scrolls to the top when the path changes (in-page anchors keep their own scrolling). */
function useScrollToTopOnNavigate(location: string) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}

/** Renders the page for the current location inside the main layout. */
export function AppRoutes() {
  const [location] = useLocation();
  useScrollToTopOnNavigate(location);
  return (
    <MainLayout>
      <ErrorBoundary key={location}>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            {ROUTES.map((route) => (
              <Route key={String(route.path)} path={route.path}>
                <Guarded access={route.access}>
                  <route.page />
                </Guarded>
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </MainLayout>
  );
}
