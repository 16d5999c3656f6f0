import type { RouteObject } from 'react-router';
import { APP_ROUTES, type AppRouteKey } from '../../domain/app-routes';
import { RequireAuth } from '../lib/auth/require-auth';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import {
  afterLoading,
  lazyModule,
  lazyPage,
  loadPagesFor,
  pageRoute,
  type PageHandle,
  type PageLoader,
  useLazyModule,
} from './lazy-page';
import { RouteBoundary } from './route-boundary';

/**
 * The route table of SPEC section 2, built from src/domain/app-routes.ts (the server answers 404
 * for any path that is not there). Pages are code-split (lazy-page.tsx), and the admin panel (its
 * routes, layout and pages) is fetched only under /admin. Screens not built yet render
 * <BuildingPage> with their title.
 */

const customerPages: PageLoader = () => import('./customer-pages');
const contentPage: PageLoader = () => import('../features/info/content-page');

/** Each page's code, by route (route-pages.ts names the same files for the server; router.test.ts checks). */
export const pageLoaders = {
  home: () => import('../pages/home-page'),
  shop: () => import('../features/shop/shop-page'),
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/auth/register-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  checkout: customerPages,
  leaderboard: () => import('../features/leaderboard/leaderboard-page'),
  about: () => import('../features/info/about-page'),
  contact: () => import('../features/contact/contact-page'),
  services: () => import('../features/info/services-page'),
  faq: contentPage,
  shippingPolicy: contentPage,
  returnPolicy: contentPage,
  privacyPolicy: contentPage,
  trackOrder: customerPages,
  membership: () => import('../pages/membership-page'),
  dashboard: customerPages,
  profile: customerPages,
  points: customerPages,
  orders: customerPages,
  order: customerPages,
} satisfies Partial<Record<AppRouteKey, PageLoader>>;

const route = (key: keyof typeof pageLoaders, component?: string) =>
  pageRoute(APP_ROUTES[key].path, pageLoaders[key], component);

const publicPages: RouteObject[] = [
  { index: true, ...lazyPage(pageLoaders.home) },
  route('login'),
  route('register'),
  route('resetPassword'),
  route('shop'),
  route('checkout', 'CheckoutPage'),
  route('leaderboard'),
  route('about'),
  route('contact'),
  route('services'),
  route('faq'),
  route('shippingPolicy'),
  route('returnPolicy'),
  route('privacyPolicy'),
  route('trackOrder', 'TrackOrderPage'),
  route('membership'),
  {
    // Signed in, then customers only: an admin sees 'Access denied' here (no redirect loop).
    element: <RequireAuth />,
    children: [
      {
        // Comes with the customer's pages (an admin sees 'Access denied' from it).
        ...lazyPage(customerPages, 'CustomerOnly'),
        children: [
          route('dashboard', 'DashboardPage'),
          route('profile', 'ProfilePage'),
          route('points', 'PointsHistoryPage'),
          route('orders', 'OrdersPage'),
          route('order', 'OrderDetailPage'),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The admin panel: its own route table (admin-routes.tsx) with its first screen. */
const adminPanel = lazyModule(() => import('./admin-routes'));
const ADMIN_PANEL_PATH = `${APP_ROUTES.admin.path}/*`;

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
          <RequireAuth role="admin">
            <AdminPanel />
          </RequireAuth>
        ),
        handle: adminPanelHandle,
      },
    ],
  },
];
