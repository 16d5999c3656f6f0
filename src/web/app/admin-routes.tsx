import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { isShopUser } from '../../domain/shop-user';
import { APP_ROUTES, type AppRoute } from '../../domain/app-routes';
import { NotFoundPage } from '../components/not-found-page';
import { lazyPage, pageRoute, type PageLoader } from './lazy-page';
import { ADMIN_SCREENS, mayOpen } from './admin-screens';
import { useAuth } from '../lib/auth/auth-context';
import { homeOf } from '../lib/auth/return-path';
import { OwnerOnly } from './owner-only';
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

const routesOf = (screens: typeof ADMIN_SCREENS) =>
  screens.flatMap(({ routes, page }) => routes.map((key) => pageRoute(belowAdmin(APP_ROUTES[key]), page)));

/** /admin itself: the owner's dashboard, or the staff's first screen. */
function AdminHome() {
  const { user } = useAuth();
  return <Navigate to={homeOf(isShopUser(user) ? user.role : 'staff')} replace />;
}

/**
 * The screens the staff may open, then the owner's behind OwnerOnly (which tells a staff member
 * so): both from the one table of screens (admin-screens.tsx).
 */
const adminPages: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  ...routesOf(ADMIN_SCREENS.filter((screen) => mayOpen(screen, 'staff'))),
  { element: <OwnerOnly />, children: routesOf(ADMIN_SCREENS.filter((screen) => !mayOpen(screen, 'staff'))) },
  { path: '*', element: <NotFoundPage /> },
];

/** Below /admin (which checks for the owner or a staff member): the panel's frame, then its screens. */
export const adminRoutes: RouteObject[] = [
  {
    ...lazyPage(adminLayoutLoader, 'default', 'admin'),
    children: [{ element: <RouteBoundary />, children: adminPages }],
  },
];

/** The admin panel's screens, by the path below /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
