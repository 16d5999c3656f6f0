import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoute, type AppRouteKey } from '../../domain/app-routes';
import { NotFoundPage } from '../components/not-found-page';
import { lazyPage, pageRoute, type PageLoader } from './lazy-page';
import { RouteBoundary } from './route-boundary';

/**
 * The admin panel's routes, from the shared route table. They come with the panel's first screen
 * (under /admin, after the admin role is checked), so a customer's browser never downloads them.
 * Their paths are below /admin: the panel's routes are matched on what follows it.
 */
export const adminPageLoaders = {
  adminDashboard: () => import('../features/admin/dashboard/dashboard-page'),
  adminCustomers: () => import('../features/admin/customers/customers-page'),
  adminAddCustomer: () => import('../features/admin/customers/add-customer-page'),
  adminAddCustomerAlias: () => import('../features/admin/customers/add-customer-page'),
  adminEditCustomer: () => import('../features/admin/customers/edit-customer-page'),
  adminEditCustomerAlias: () => import('../features/admin/customers/edit-customer-page'),
  adminProducts: () => import('../features/admin/products/products-page'),
  adminServices: () => import('../features/admin/services/services-page'),
  adminPurchases: () => import('../features/admin/purchases/purchases-page'),
  adminRequests: () => import('../features/admin/requests/requests-page'),
  adminLeaderboard: () => import('../features/admin/leaderboard/leaderboard-admin-page'),
  adminClubManagement: () => import('../features/admin/club-management/club-management-page'),
  adminSettings: () => import('../features/admin/settings/settings-page'),
  adminOffers: () => import('../features/admin/offers/offers-page'),
  adminMessages: () => import('../features/admin/messages/messages-page'),
  adminPages: () => import('../features/admin/content-pages/content-pages-page'),
  adminMlmTree: () => import('../features/admin/mlm-tree/mlm-tree-page'),
  adminSales: () => import('../features/admin/sales/sales-page'),
  adminSalesAlias: () => import('../features/admin/sales/sales-page'),
  adminAuditLog: () => import('../features/admin/audit-log/audit-log-page'),
} satisfies Partial<Record<AppRouteKey, PageLoader>>;

export const adminLayoutLoader: PageLoader = () => import('../layouts/admin-layout');

const R = APP_ROUTES;
/** '/admin/products' → 'products'. */
const belowAdmin = (route: AppRoute) => route.path.slice(R.admin.path.length + 1);
const route = (key: keyof typeof adminPageLoaders) => pageRoute(belowAdmin(R[key]), adminPageLoaders[key]);

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={R.adminDashboard.path} replace /> },
  route('adminDashboard'),
  route('adminCustomers'),
  route('adminAddCustomer'),
  route('adminAddCustomerAlias'),
  route('adminEditCustomer'),
  route('adminEditCustomerAlias'),
  route('adminProducts'),
  route('adminServices'),
  route('adminPurchases'),
  route('adminRequests'),
  route('adminSales'),
  route('adminSalesAlias'),
  route('adminLeaderboard'),
  route('adminClubManagement'),
  route('adminMlmTree'),
  route('adminSettings'),
  route('adminOffers'),
  route('adminMessages'),
  route('adminPages'),
  route('adminAuditLog'),
  { path: '*', element: <NotFoundPage /> },
];

/** Below /admin (which checks the admin role): the panel's frame, then its screens. */
export const adminRoutes: RouteObject[] = [
  {
    ...lazyPage(adminLayoutLoader),
    children: [{ element: <RouteBoundary />, children: adminPages }],
  },
];

/** The admin panel's screens, by the path below /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
