import { Navigate, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRouteKey } from '../../domain/app-routes';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { building, lazyPage, pageRoute, type PageLoader } from './router';

/**
 * The admin panel's routes, from the shared route table. They come with the panel's first screen
 * (the router patches them in under /admin), so a customer's browser never downloads them.
 */
export const adminPageLoaders = {
  adminDashboard: () => import('../features/admin/dashboard/dashboard-page'),
  adminProducts: () => import('../features/admin/products/products-page'),
  adminServices: () => import('../features/admin/services/services-page'),
  adminPurchases: () => import('../features/admin/purchases/purchases-page'),
  adminRequests: () => import('../features/admin/requests/requests-page'),
  adminClubManagement: () => import('../features/admin/club-management/club-management-page'),
  adminSettings: () => import('../features/admin/settings/settings-page'),
  adminOffers: () => import('../features/admin/offers/offers-page'),
  adminMessages: () => import('../features/admin/messages/messages-page'),
  adminPages: () => import('../features/admin/content-pages/content-pages-page'),
} satisfies Partial<Record<AppRouteKey, PageLoader>>;

export const adminLayoutLoader: PageLoader = () => import('../features/admin/admin-layout');

const R = APP_ROUTES;
const route = (key: keyof typeof adminPageLoaders) => pageRoute(key, adminPageLoaders[key]);

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={R.adminDashboard.path} replace /> },
  route('adminDashboard'),
  building(R.adminCustomers, 'Customers'),
  building(R.adminAddCustomer, 'Add Customer'),
  building(R.adminAddCustomerAlias, 'Add Customer'),
  building(R.adminEditCustomer, 'Edit Customer'),
  building(R.adminEditCustomerAlias, 'Edit Customer'),
  route('adminProducts'),
  route('adminServices'),
  route('adminPurchases'),
  route('adminRequests'),
  building(R.adminSales, 'Daily Sales Dashboard'),
  building(R.adminSalesAlias, 'Daily Sales Dashboard'),
  building(R.adminLeaderboard, 'Leaderboard Settings'),
  route('adminClubManagement'),
  building(R.adminMlmTree, 'MLM Tree'),
  route('adminSettings'),
  route('adminOffers'),
  route('adminMessages'),
  route('adminPages'),
  { path: '*', element: <NotFoundPage /> },
];

/** Under the /admin route (which checks the admin role): the panel's frame, then its screens. */
export const adminRoutes: RouteObject[] = [
  {
    lazy: lazyPage(adminLayoutLoader),
    children: [{ errorElement: <RouteErrorPage />, children: adminPages }],
  },
];
