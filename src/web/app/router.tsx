import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BuildingPage } from '../components/building-page';
import { LoadingState } from '../components/ui/spinner';
import { CustomerOnly, RequireAuth } from '../features/auth/require-auth';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The full route table of SPEC section 2. Pages are code-split: each real page is a
 * `lazy` route, and the admin panel (layout and pages) is fetched only under /admin.
 * Screens not built yet render <BuildingPage> with their title.
 */

const building = (path: string, title: string, homeLink = true): RouteObject => ({
  path,
  element: <BuildingPage title={title} homeLink={homeLink} />,
});

/** The customer's own screens share one lazy chunk (and one preload list in this entry chunk). */
const loadCustomerPages = () => import('../features/account/customer-pages');
const customerPage = (
  path: string,
  page: keyof Awaited<ReturnType<typeof loadCustomerPages>>,
): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await loadCustomerPages())[page] }),
});

const publicPages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/home-page')).default }) },
  { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).default }) },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('../features/auth/register-page')).default }),
  },
  { path: 'shop', lazy: async () => ({ Component: (await import('../features/shop/shop-page')).default }) },
  customerPage('checkout', 'CheckoutPage'),
  customerPage('leaderboard', 'LeaderboardPage'),
  { path: 'about', lazy: async () => ({ Component: (await import('../features/info/about-page')).default }) },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).default }),
  },
  {
    path: 'services',
    lazy: async () => ({ Component: (await import('../features/info/services-page')).default }),
  },
  ...['faq', 'shipping-policy', 'return-policy', 'privacy-policy'].map((path): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('../features/info/content-page')).default }),
  })),
  customerPage('track-order', 'TrackOrderPage'),
  {
    path: 'membership/:tier',
    lazy: async () => ({ Component: (await import('../pages/membership-page')).default }),
  },
  {
    // Signed in, then customers only: an admin sees 'Access denied' here (no redirect loop).
    element: <RequireAuth />,
    children: [
      {
        element: <CustomerOnly />,
        children: [
          customerPage('dashboard', 'DashboardPage'),
          customerPage('profile', 'ProfilePage'),
          customerPage('points', 'PointsHistoryPage'),
          customerPage('orders', 'OrdersPage'),
          customerPage('orders/:id', 'OrderDetailPage'),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('../features/admin/dashboard/dashboard-page')).default }),
  },
  building('customers', 'Customers', false),
  building('customers/add', 'Add Customer', false),
  building('add-customer', 'Add Customer', false),
  building('customers/edit/:id', 'Edit Customer', false),
  building('customers/:id/edit', 'Edit Customer', false),
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('../features/admin/products/products-page')).default }),
  },
  {
    path: 'services',
    lazy: async () => ({ Component: (await import('../features/admin/services/services-page')).default }),
  },
  {
    path: 'purchases',
    lazy: async () => ({ Component: (await import('../features/admin/purchases/purchases-page')).default }),
  },
  {
    path: 'requests',
    lazy: async () => ({ Component: (await import('../features/admin/requests/requests-page')).default }),
  },
  building('sales', 'Daily Sales Dashboard', false),
  building('sales-dashboard', 'Daily Sales Dashboard', false),
  building('leaderboard', 'Leaderboard Settings', false),
  {
    path: 'club-management',
    lazy: async () => ({
      Component: (await import('../features/admin/club-management/club-management-page')).default,
    }),
  },
  building('mlm-tree', 'MLM Tree', false),
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('../features/admin/settings/settings-page')).default }),
  },
  {
    path: 'offers',
    lazy: async () => ({ Component: (await import('../features/admin/offers/offers-page')).default }),
  },
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('../features/admin/messages/messages-page')).default }),
  },
  {
    path: 'pages',
    lazy: async () => ({
      Component: (await import('../features/admin/content-pages/content-pages-page')).default,
    }),
  },
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
        path: 'admin',
        element: <RequireAuth role="admin" />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).default }),
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
