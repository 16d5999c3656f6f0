import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoute } from '../../domain/app-routes';
import { NotFoundPage } from '../components/not-found-page';
import { lazyPage, pageRoute, type PageLoader } from './lazy-page';
import { ADMIN_SCREENS } from './admin-screens';
import { RouteBoundary } from './route-boundary';

/**
 * The admin panel's routes, built from its screens (admin-screens.tsx) and the shared route table.
 * They come with the panel's first screen (under /admin, after the admin role is checked), so a
 * customer's browser never downloads them. Their paths are below /admin: the panel's routes are
 * matched on what follows it.
 */
export const adminLayoutLoader: PageLoader = () => import('../layouts/admin-layout');

/** '/admin/products' → 'products'. */
const belowAdmin = (route: AppRoute) => route.path.slice(APP_ROUTES.admin.path.length + 1);

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={APP_ROUTES.adminDashboard.path} replace /> },
  ...ADMIN_SCREENS.flatMap(({ routes, page }) =>
    routes.map((key) => pageRoute(belowAdmin(APP_ROUTES[key]), page)),
  ),
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
