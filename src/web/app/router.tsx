import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ADMIN_LAYOUT_PAGE, APP_ROUTES, type AppRoute } from '../../domain/app-routes';
import { BuildingPage } from '../components/building-page';
import { loadWhileOnline } from '../lib/connection';
import { LoadingState } from '../components/ui/spinner';
import { CustomerOnly, RequireAuth } from '../features/auth/require-auth';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The route table of SPEC section 2, built from src/domain/app-routes.ts (the server answers 404
 * for any path that is not there). Pages are code-split: each real page is a `lazy` route, and the
 * admin panel (layout and pages) is fetched only under /admin. Screens not built yet render
 * <BuildingPage> with their title.
 */

type PageModule = Record<string, ComponentType>;
/** Every page module the route table names, loaded on first visit (app-routes.test.ts checks the list). */
export const pageModules = import.meta.glob<PageModule>([
  '../pages/home-page.tsx',
  '../pages/membership-page.tsx',
  '../features/shop/shop-page.tsx',
  '../features/auth/login-page.tsx',
  '../features/auth/register-page.tsx',
  '../features/account/customer-pages.ts',
  '../features/info/about-page.tsx',
  '../features/info/services-page.tsx',
  '../features/info/content-page.tsx',
  '../features/contact/contact-page.tsx',
  '../features/admin/admin-layout.tsx',
  '../features/admin/dashboard/dashboard-page.tsx',
  '../features/admin/products/products-page.tsx',
  '../features/admin/services/services-page.tsx',
  '../features/admin/purchases/purchases-page.tsx',
  '../features/admin/requests/requests-page.tsx',
  '../features/admin/club-management/club-management-page.tsx',
  '../features/admin/settings/settings-page.tsx',
  '../features/admin/offers/offers-page.tsx',
  '../features/admin/messages/messages-page.tsx',
  '../features/admin/content-pages/content-pages-page.tsx',
]);

/** The lazy loader of a page module (relative to src/web) and the export that is the page. */
function lazyPage(page: string, component = 'default'): RouteObject['lazy'] {
  const load = pageModules[`../${page}`];
  if (!load) throw new Error(`${page} is not in the router's page modules`);
  // Offline, the code is waited for (the page stays as it is); a missing chunk is a new release.
  return async () => ({ Component: (await loadWhileOnline(load))[component] });
}

const route = (appRoute: AppRoute): RouteObject => {
  if (!appRoute.page) throw new Error(`${appRoute.path} has no page`);
  return { path: appRoute.path, lazy: lazyPage(appRoute.page, appRoute.component) };
};

const building = (appRoute: AppRoute, title: string): RouteObject => ({
  path: appRoute.path,
  element: <BuildingPage title={title} homeLink={false} />,
});

const R = APP_ROUTES;

const publicPages: RouteObject[] = [
  { index: true, lazy: lazyPage(R.home.page) },
  route(R.login),
  route(R.register),
  route(R.shop),
  route(R.checkout),
  route(R.leaderboard),
  route(R.about),
  route(R.contact),
  route(R.services),
  route(R.faq),
  route(R.shippingPolicy),
  route(R.returnPolicy),
  route(R.privacyPolicy),
  route(R.trackOrder),
  route(R.membership),
  {
    // Signed in, then customers only: an admin sees 'Access denied' here (no redirect loop).
    element: <RequireAuth />,
    children: [
      {
        element: <CustomerOnly />,
        children: [route(R.dashboard), route(R.profile), route(R.points), route(R.orders), route(R.order)],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={R.adminDashboard.path} replace /> },
  route(R.adminDashboard),
  building(R.adminCustomers, 'Customers'),
  building(R.adminAddCustomer, 'Add Customer'),
  building(R.adminAddCustomerAlias, 'Add Customer'),
  building(R.adminEditCustomer, 'Edit Customer'),
  building(R.adminEditCustomerAlias, 'Edit Customer'),
  route(R.adminProducts),
  route(R.adminServices),
  route(R.adminPurchases),
  route(R.adminRequests),
  building(R.adminSales, 'Daily Sales Dashboard'),
  building(R.adminSalesAlias, 'Daily Sales Dashboard'),
  building(R.adminLeaderboard, 'Leaderboard Settings'),
  route(R.adminClubManagement),
  building(R.adminMlmTree, 'MLM Tree'),
  route(R.adminSettings),
  route(R.adminOffers),
  route(R.adminMessages),
  route(R.adminPages),
  { path: '*', element: <NotFoundPage /> },
];

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
      {
        path: R.admin.path,
        element: <RequireAuth role="admin" />,
        children: [
          {
            lazy: lazyPage(ADMIN_LAYOUT_PAGE),
            children: [{ errorElement: <RouteErrorPage />, children: adminPages }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
