import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoute, type AppRouteKey } from '../../domain/app-routes';
import { BuildingPage } from '../components/building-page';
import { LoadingState } from '../components/ui/spinner';
import { loadWhileOnline } from '../lib/connection';
import { RequireAuth } from '../lib/auth/require-auth';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The route table of SPEC section 2, built from src/domain/app-routes.ts (the server answers 404
 * for any path that is not there). Pages are code-split: each real page is a `lazy` route, and the
 * admin panel (layout and pages) is fetched only under /admin. Screens not built yet render
 * <BuildingPage> with their title.
 */

type PageModule = Record<string, ComponentType>;
export type PageLoader = () => Promise<PageModule>;

const customerPages: PageLoader = () => import('./customer-pages');
const contentPage: PageLoader = () => import('../features/info/content-page');

/** Each page's code, by route (route-pages.ts names the same files for the server; router.test.ts checks). */
export const pageLoaders = {
  home: () => import('../pages/home-page'),
  shop: () => import('../features/shop/shop-page'),
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/auth/register-page'),
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

/** A route's lazy loader: its page's code, and the export that is the page. */
export function lazyPage(load: PageLoader, component = 'default'): RouteObject['lazy'] {
  // Offline, the code is waited for (the page stays as it is); a missing chunk is a new release.
  return async () => ({ Component: (await loadWhileOnline(load))[component] });
}

/** The route for a page of the route table, loading its code with `load`. */
export const pageRoute = (key: AppRouteKey, load: PageLoader, component?: string): RouteObject => ({
  path: APP_ROUTES[key].path,
  lazy: lazyPage(load, component),
});

const route = (key: keyof typeof pageLoaders, component?: string) =>
  pageRoute(key, pageLoaders[key], component);

/** A screen not built yet: its title and a note. */
export const building = (appRoute: AppRoute, title: string): RouteObject => ({
  path: appRoute.path,
  element: <BuildingPage title={title} homeLink={false} />,
});

const R = APP_ROUTES;

const publicPages: RouteObject[] = [
  { index: true, lazy: lazyPage(pageLoaders.home) },
  route('login'),
  route('register'),
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
        lazy: lazyPage(customerPages, 'CustomerOnly'),
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

const ADMIN_ROUTE_ID = 'admin';
const isAdminPath = (path: string) => /^\/admin(?:\/|$)/i.test(path);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState fullScreen />,
    children: [
      {
        element: <PublicLayout />,
        // Errors inside a page keep the header and footer around them.
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
      // The admin panel's own routes (admin-routes.tsx) are fetched with its first screen.
      { id: ADMIN_ROUTE_ID, path: R.admin.path, element: <RequireAuth role="admin" /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (!isAdminPath(path)) return;
      const { adminRoutes } = await loadWhileOnline(() => import('./admin-routes'));
      patch(ADMIN_ROUTE_ID, adminRoutes);
    },
  });
}
