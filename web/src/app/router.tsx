/**
 * The route table of the app, typed and in one place (docs/specs/admin-area.md 2.1 "Routing by
 * sign-in state"). Public pages are open to everyone; account pages wait for the sign-in state and
 * send visitors to /auth; admin pages also require isAdmin. The home page is in the initial bundle;
 * every other screen is a lazy chunk (the admin screens share one). A page that puts several
 * features together is composed by a route module in app/routes/; features never import each other.
 */
import { Suspense, lazy, memo, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { APP_PATTERNS, CUSTOM_PRODUCT_URL, type AppRoutePath } from '@contracts/app-routes';
import { useUser } from '@/api/get-user';
import { ErrorBoundary } from '@/components/error-boundary';
import { MainLayout } from '@/components/layout/main-layout';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { ImpersonationBanner } from '@/features/admin/users/components/impersonation-banner';
import { WalletFrozenNotice } from '@/components/wallet-frozen-notice';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { allProductsSearchHref } from '@/features/catalogue/all-products-search-href';
import { HeaderSearch } from '@/features/search/components/header-search';
import { HomeRoute } from './routes/home';

/** Who may open a route. */
type RouteAccess = 'public' | 'signed-in' | 'admin';

interface AppRoute {
  /**
   * One of the app's routes (contracts/app-routes.ts, which the server reads too): a wouter
   * pattern, or a RegExp whose named groups become the route params.
   */
  path: AppRoutePath;
  page: ComponentType;
  access: RouteAccess;
}

/** A screen loaded on demand, which can also be loaded ahead (`preload`). */
type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy for a named export, which renders the screen directly when it was loaded before the
 * screen mounted (`preload`): a page the server rendered then hydrates its screen in the same pass
 * as the rest. Left to React.lazy, the screen's markup would wait for its chunk in a dehydrated
 * Suspense boundary, and any context change above it in the meantime (the colour scheme becoming
 * known as the app mounts) makes React discard that markup and draw the screen again.
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen {
  let loaded: ComponentType | undefined;
  const resolve = async () => (loaded = (await load())[name] as ComponentType);
  const Lazy = lazy(async () => ({ default: await resolve() }));
  function Screen() {
    // Fixed for the life of the mount: switching from Lazy to the component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: async () => void (await resolve()) });
}

const NotFoundPage = lazyNamed(() => import('@/components/not-found-page'), 'NotFoundPage');
const AuthPage = lazyNamed(() => import('@/features/auth/components/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyNamed(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyNamed(
  () => import('@/features/auth/components/verify-email-page'),
  'VerifyEmailPage',
);
const ProductPage = lazyNamed(() => import('./routes/product'), 'ProductRoute');
const AllProductsPage = lazyNamed(
  () => import('@/features/catalogue/components/all-products-page'),
  'AllProductsPage',
);
const CategoryPage = lazyNamed(
  () => import('@/features/catalogue/components/category-page'),
  'CategoryPage',
);
const loadOrders = () => import('./routes/orders');
const OrdersPage = lazyNamed(loadOrders, 'OrdersRoute');
const OrderDetailPage = lazyNamed(loadOrders, 'OrderDetailRoute');
const TransactionsPage = lazyNamed(
  () => import('@/features/transactions/components/transactions-page'),
  'TransactionsPage',
);
const DashboardPage = lazyNamed(
  () => import('@/features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const ProfilePage = lazyNamed(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
);
const SupportPage = lazyNamed(
  () => import('@/features/support/components/support-page'),
  'SupportPage',
);
const AddFundsPage = lazyNamed(
  () => import('@/features/add-funds/components/add-funds-page'),
  'AddFundsPage',
);
const loadStaticPages = () => import('@/features/static-pages');
const AboutPage = lazyNamed(loadStaticPages, 'AboutPage');
const ContactPage = lazyNamed(loadStaticPages, 'ContactPage');
const TermsPage = lazyNamed(loadStaticPages, 'TermsPage');
const PrivacyPage = lazyNamed(loadStaticPages, 'PrivacyPage');
const RefundPage = lazyNamed(loadStaticPages, 'RefundPage');

const loadAdmin = () => import('@/features/admin');
const AdminHomePage = lazyNamed(loadAdmin, 'AdminHomePage');
const AdminDashboardPage = lazyNamed(loadAdmin, 'AdminDashboardPage');
const AdminProductsPage = lazyNamed(loadAdmin, 'AdminProductsPage');
const AdminOrdersPage = lazyNamed(loadAdmin, 'AdminOrdersPage');
const AdminOrderPage = lazyNamed(loadAdmin, 'AdminOrderPage');
const AdminUsersPage = lazyNamed(loadAdmin, 'AdminUsersPage');
const AdminUserPage = lazyNamed(loadAdmin, 'AdminUserPage');
const AdminSupportPage = lazyNamed(loadAdmin, 'AdminSupportPage');
const AdminWarrantyPage = lazyNamed(loadAdmin, 'AdminWarrantyPage');
const AdminCouponsPage = lazyNamed(loadAdmin, 'AdminCouponsPage');
const AdminFraudPage = lazyNamed(loadAdmin, 'AdminFraudPage');
const AdminApiKeysPage = lazyNamed(loadAdmin, 'AdminApiKeysPage');
const AdminWebhooksPage = lazyNamed(loadAdmin, 'AdminWebhooksPage');
const AdminCommentsPage = lazyNamed(loadAdmin, 'AdminCommentsPage');
const AdminCategoriesPage = lazyNamed(loadAdmin, 'AdminCategoriesPage');
const AdminTransactionsPage = lazyNamed(loadAdmin, 'AdminTransactionsPage');
const AdminAnnouncementsPage = lazyNamed(loadAdmin, 'AdminAnnouncementsPage');
const AdminReportsPage = lazyNamed(loadAdmin, 'AdminReportsPage');
const ProductEconomicsPage = lazyNamed(loadAdmin, 'ProductEconomicsPage');
const AdminTelegramPage = lazyNamed(loadAdmin, 'AdminTelegramPage');
const AdminAuditPage = lazyNamed(loadAdmin, 'AdminAuditPage');

const ROUTES: readonly AppRoute[] = [
  // Public (docs/specs/admin-area.md 2.1, signed out or loading)
  { path: paths.home, page: HomeRoute, access: 'public' },
  { path: paths.auth, page: AuthPage, access: 'public' },
  { path: paths.forgotPassword, page: ForgotPasswordPage, access: 'public' },
  { path: paths.resetPassword, page: ResetPasswordPage, access: 'public' },
  { path: paths.verifyEmail, page: VerifyEmailPage, access: 'public' },
  { path: paths.products, page: AllProductsPage, access: 'public' },
  { path: paths.about, page: AboutPage, access: 'public' },
  { path: paths.contact, page: ContactPage, access: 'public' },
  { path: paths.terms, page: TermsPage, access: 'public' },
  { path: paths.privacy, page: PrivacyPage, access: 'public' },
  { path: paths.refund, page: RefundPage, access: 'public' },
  { path: APP_PATTERNS.category, page: CategoryPage, access: 'public' },
  { path: APP_PATTERNS.product, page: ProductPage, access: 'public' },

  // Signed in
  { path: paths.dashboard, page: DashboardPage, access: 'signed-in' },
  { path: paths.profile, page: ProfilePage, access: 'signed-in' },
  { path: paths.support, page: SupportPage, access: 'signed-in' },
  { path: paths.addFunds, page: AddFundsPage, access: 'signed-in' },
  { path: paths.orders, page: OrdersPage, access: 'signed-in' },
  { path: APP_PATTERNS.order, page: OrderDetailPage, access: 'signed-in' },
  { path: paths.transactions, page: TransactionsPage, access: 'signed-in' },

  // Admin (docs/specs/admin-area.md 2.1-2.15); /admin is the dashboard (2.3)
  { path: paths.admin.root, page: AdminHomePage, access: 'admin' },
  { path: paths.admin.products, page: AdminProductsPage, access: 'admin' },
  { path: paths.admin.users, page: AdminUsersPage, access: 'admin' },
  { path: APP_PATTERNS.adminUser, page: AdminUserPage, access: 'admin' },
  { path: paths.admin.dashboard, page: AdminDashboardPage, access: 'admin' },
  { path: paths.admin.orders, page: AdminOrdersPage, access: 'admin' },
  { path: APP_PATTERNS.adminOrder, page: AdminOrderPage, access: 'admin' },
  { path: paths.admin.support, page: AdminSupportPage, access: 'admin' },
  { path: paths.admin.warranty, page: AdminWarrantyPage, access: 'admin' },
  { path: paths.admin.coupons, page: AdminCouponsPage, access: 'admin' },
  { path: paths.admin.fraud, page: AdminFraudPage, access: 'admin' },
  { path: paths.admin.apiKeys, page: AdminApiKeysPage, access: 'admin' },
  { path: paths.admin.webhooks, page: AdminWebhooksPage, access: 'admin' },
  { path: paths.admin.comments, page: AdminCommentsPage, access: 'admin' },
  { path: paths.admin.categories, page: AdminCategoriesPage, access: 'admin' },
  { path: paths.admin.transactions, page: AdminTransactionsPage, access: 'admin' },
  { path: paths.admin.reports, page: AdminReportsPage, access: 'admin' },
  { path: paths.admin.productEconomics, page: ProductEconomicsPage, access: 'admin' },
  { path: paths.admin.announcements, page: AdminAnnouncementsPage, access: 'admin' },
  { path: paths.admin.telegram, page: AdminTelegramPage, access: 'admin' },
  { path: paths.admin.audit, page: AdminAuditPage, access: 'admin' },

  // Last: a product's custom URL (/{customUrl})
  { path: CUSTOM_PRODUCT_URL, page: ProductPage, access: 'public' },
];

/**
 * Loads the screen of the route at `path` (the first that matches, as the router picks it), so
 * that a page the server rendered hydrates in one pass (see lazyNamed). Matches with wouter's own
 * pattern parser.
 */
export async function preloadScreen(path: string): Promise<void> {
  const route = ROUTES.find((candidate) => matchRoute(parsePattern, candidate.path, path)[0]);
  const page = route?.page as Partial<LazyScreen> | undefined;
  await page?.preload?.();
}

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

/** The frame of admin pages: none here, they draw their own (features/admin/components/admin-layout.tsx). */
function AdminFrame({ children }: { banner: ReactNode; search: ReactNode; children: ReactNode }) {
  return children;
}

/** Renders the page for the current location inside the main layout (admin pages in their own). */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  useScrollToTopOnNavigate(location);
  const { isLoading, isAdmin } = useUser();
  // Staff (or anyone while the session loads) see admin pages in the admin frame; a customer who
  // opens one gets its "Access denied" in the store's layout, with the impersonation banner.
  const Frame =
    (isLoading || isAdmin) &&
    ROUTES.some((route) => route.access === 'admin' && matchRoute(parser, route.path, location)[0])
      ? AdminFrame
      : MainLayout;
  return (
    <Frame
      banner={
        <>
          <ImpersonationBanner />
          <WalletFrozenNotice />
        </>
      }
      search={<HeaderSearch resultsHref={allProductsSearchHref} />}
    >
      <RoutePage location={location} />
    </Frame>
  );
}

/**
 * The page of the current location. Memoized by location: when the session's state arrives and
 * the frame renders again, the page is left as it is. A page the server rendered may still be
 * waiting for its screen's chunk to hydrate it then, and an update reaching it before that would
 * make React throw the server's markup away and draw the page again.
 */
const RoutePage = memo(function RoutePage({ location }: { location: string }) {
  return (
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
  );
});
