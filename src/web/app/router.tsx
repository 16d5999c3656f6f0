import type { RouteObject } from 'react-router';
import { APP_ROUTES, type AppRouteKey } from '../../domain/app-routes';
import { RequireAuth } from '../lib/auth/require-auth';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import {
  afterLoading,
  lazyPage,
  loadPagesFor,
  pageRoute,
  type PageHandle,
  type PageLoader,
} from './lazy-page';
import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { RouteBoundary } from './route-boundary';
import type { WordArea } from '../i18n/word-areas';

/**
 * The route table of SPEC section 2, built from src/domain/app-routes.ts (the server answers 404
 * for any path that is not there). Pages are code-split (lazy-page.tsx), and the admin panel (its
 * routes, layout and pages) is fetched only under /admin.
 */

/** The guard around the customer's own pages (guard: 'customer'). */
export const customerOnly: PageLoader = () => import('../lib/auth/customer-only');
const contentPage: PageLoader = () => import('../features/info/content-page');

/** The storefront's pages in the shared route table (the admin panel has its own: admin-screens.tsx). */
type StorefrontRouteKey = Exclude<AppRouteKey, `admin${string}`>;

export interface StorefrontPage {
  route: StorefrontRouteKey;
  /** Its code, fetched when it is first shown, and the export that is the page (default if none). */
  page: PageLoader;
  component?: string;
  /** 'customer': signed in as a customer (guests sign in first; an admin sees 'Access denied'). */
  guard?: 'customer';
  /** Its words beyond the shop's own (i18n/word-areas.ts), fetched with its code. */
  words?: WordArea;
}

/**
 * Every storefront page: the one place it is declared (its path is the shared route table's). The
 * server's list of each page's code (server/web-page-sources.ts) is checked against it.
 */
export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { route: 'home', page: () => import('../pages/home-page') },
  { route: 'login', page: () => import('../features/auth/login-page') },
  { route: 'register', page: () => import('../features/auth/register-page') },
  { route: 'resetPassword', page: () => import('../features/auth/reset-password-page'), words: 'account' },
  { route: 'shop', page: () => import('../features/shop/shop-page') },
  { route: 'checkout', page: () => import('../features/orders/checkout/checkout-page') },
  { route: 'leaderboard', page: () => import('../features/leaderboard/leaderboard-page'), words: 'info' },
  { route: 'about', page: () => import('../features/info/about-page'), words: 'info' },
  { route: 'contact', page: () => import('../features/contact/contact-page'), words: 'info' },
  { route: 'services', page: () => import('../features/info/services-page'), words: 'info' },
  { route: 'faq', page: contentPage, words: 'info' },
  { route: 'shippingPolicy', page: contentPage, words: 'info' },
  { route: 'returnPolicy', page: contentPage, words: 'info' },
  { route: 'privacyPolicy', page: contentPage, words: 'info' },
  { route: 'trackOrder', page: () => import('../features/orders/track-order-page'), words: 'info' },
  { route: 'referralTerms', page: () => import('../features/info/referral-terms-page'), words: 'info' },
  { route: 'pay', page: () => import('../features/orders/pay-page') },
  { route: 'receipt', page: () => import('../features/orders/receipt-page'), words: 'info' },
  { route: 'membership', page: () => import('../pages/membership-page'), words: 'account' },
  {
    route: 'dashboard',
    page: () => import('../pages/customer-dashboard-page'),
    guard: 'customer',
    words: 'account',
  },
  {
    route: 'profile',
    page: () => import('../features/account/profile-page'),
    guard: 'customer',
    words: 'account',
  },
  {
    route: 'points',
    page: () => import('../features/account/points-page'),
    guard: 'customer',
    words: 'account',
  },
  {
    route: 'khata',
    page: () => import('../features/account/khata-page'),
    guard: 'customer',
    words: 'account',
  },
  { route: 'orders', page: () => import('../features/orders/orders-page'), guard: 'customer' },
  { route: 'order', page: () => import('../features/orders/order-detail-page'), guard: 'customer' },
];

const routesOf = (pages: readonly StorefrontPage[]) =>
  pages.map(({ route, page, component, words }) =>
    route === 'home'
      ? { index: true, ...lazyPage(page, component, words) }
      : pageRoute(APP_ROUTES[route].path, page, component, words),
  );

const publicPages: RouteObject[] = [
  ...routesOf(STOREFRONT_PAGES.filter((page) => !page.guard)),
  {
    // Signed in, then customers only: an admin sees 'Access denied' here (no redirect loop).
    element: <RequireAuth />,
    children: [
      {
        // An admin sees 'Access denied' from it (fetched with the page, like its own code).
        ...lazyPage(customerOnly),
        children: routesOf(STOREFRONT_PAGES.filter((page) => page.guard === 'customer')),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The admin panel: its own route table (admin-routes.tsx) with its first screen. */
const adminPanel = lazyModule(() => import('./admin-routes'));
const ADMIN_PANEL_PATH = `${APP_ROUTES.admin.path}/*`;
/** Who works in the admin panel: the owner and the staff (docs/decisions/085). */
const SHOP_ROLES = ['admin', 'staff'] as const;

/** Where the admin panel's own routes are matched: the path below /admin. */
export const adminPanelPath = (match: { params: { '*'?: string } }) => `/${match.params['*'] ?? ''}`;

const adminPanelHandle: PageHandle = {
  load: (match) =>
    afterLoading(adminPanel.load(), () => loadPagesFor(adminPanel.get()!.adminRoutes, adminPanelPath(match))),
};

function AdminPanel() {
  const { AdminRoutes } = useLazyModule(adminPanel);
  return <AdminRoutes />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        // Errors inside a page keep the header and footer around them.
        children: [{ element: <RouteBoundary />, children: publicPages }],
      },
      {
        path: ADMIN_PANEL_PATH,
        element: (
          <RequireAuth roles={SHOP_ROLES}>
            <AdminPanel />
          </RequireAuth>
        ),
        handle: adminPanelHandle,
      },
    ],
  },
];
