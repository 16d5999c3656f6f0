import { TIERS } from './tiers';

/**
 * Every page of the web app (SPEC 2's route table, DESIGN 7's extra pages), as data. The browser's
 * router is built from this list (src/web/app/router.tsx) and the server answers 404 for any path
 * that is none of these (src/server/web.ts), so the two cannot disagree about what exists.
 */
export interface AppRoute {
  /** The path: `:name` stands for one segment. Matched regardless of case and a trailing slash, as the router does. */
  readonly path: string;
  /** The page's code, relative to src/web: the router loads it lazily, the server preloads it. */
  readonly page?: string;
  /** The export of `page` that is the page (its default export when not given). */
  readonly component?: string;
  /** The values a parameter may take (lower case); any other value is a page that does not exist. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

const CUSTOMER_PAGES = 'features/account/customer-pages.ts';
const customerPage = (path: string, component: string): AppRoute => ({
  path,
  page: CUSTOMER_PAGES,
  component,
});
const contentPage = (path: string): AppRoute => ({ path, page: 'features/info/content-page.tsx' });

/** SPEC 2 links /membership/platinum, which goes to Diamond (DESIGN 7): Platinum is not a tier. */
export const MEMBERSHIP_SLUGS = [...TIERS.map((tier) => tier.toLowerCase()), 'platinum'] as const;

export const APP_ROUTES = {
  home: { path: '/', page: 'pages/home-page.tsx' },
  shop: { path: '/shop', page: 'features/shop/shop-page.tsx' },
  login: { path: '/login', page: 'features/auth/login-page.tsx' },
  register: { path: '/register', page: 'features/auth/register-page.tsx' },
  checkout: customerPage('/checkout', 'CheckoutPage'),
  leaderboard: customerPage('/leaderboard', 'LeaderboardPage'),
  about: { path: '/about', page: 'features/info/about-page.tsx' },
  contact: { path: '/contact', page: 'features/contact/contact-page.tsx' },
  services: { path: '/services', page: 'features/info/services-page.tsx' },
  faq: contentPage('/faq'),
  shippingPolicy: contentPage('/shipping-policy'),
  returnPolicy: contentPage('/return-policy'),
  privacyPolicy: contentPage('/privacy-policy'),
  trackOrder: customerPage('/track-order', 'TrackOrderPage'),
  membership: {
    path: '/membership/:tier',
    page: 'pages/membership-page.tsx',
    params: { tier: MEMBERSHIP_SLUGS },
  },
  dashboard: customerPage('/dashboard', 'DashboardPage'),
  profile: customerPage('/profile', 'ProfilePage'),
  points: customerPage('/points', 'PointsHistoryPage'),
  orders: customerPage('/orders', 'OrdersPage'),
  order: customerPage('/orders/:id', 'OrderDetailPage'),

  admin: { path: '/admin' },
  adminDashboard: { path: '/admin/dashboard', page: 'features/admin/dashboard/dashboard-page.tsx' },
  adminCustomers: { path: '/admin/customers' },
  adminAddCustomer: { path: '/admin/customers/add' },
  adminAddCustomerAlias: { path: '/admin/add-customer' },
  adminEditCustomer: { path: '/admin/customers/edit/:id' },
  adminEditCustomerAlias: { path: '/admin/customers/:id/edit' },
  adminProducts: { path: '/admin/products', page: 'features/admin/products/products-page.tsx' },
  adminServices: { path: '/admin/services', page: 'features/admin/services/services-page.tsx' },
  adminPurchases: { path: '/admin/purchases', page: 'features/admin/purchases/purchases-page.tsx' },
  adminRequests: { path: '/admin/requests', page: 'features/admin/requests/requests-page.tsx' },
  adminSales: { path: '/admin/sales' },
  adminSalesAlias: { path: '/admin/sales-dashboard' },
  adminLeaderboard: { path: '/admin/leaderboard' },
  adminClubManagement: {
    path: '/admin/club-management',
    page: 'features/admin/club-management/club-management-page.tsx',
  },
  adminMlmTree: { path: '/admin/mlm-tree' },
  adminSettings: { path: '/admin/settings', page: 'features/admin/settings/settings-page.tsx' },
  adminOffers: { path: '/admin/offers', page: 'features/admin/offers/offers-page.tsx' },
  adminMessages: { path: '/admin/messages', page: 'features/admin/messages/messages-page.tsx' },
  adminPages: { path: '/admin/pages', page: 'features/admin/content-pages/content-pages-page.tsx' },
} as const satisfies Record<string, AppRoute>;

export type AppRouteKey = keyof typeof APP_ROUTES;

/** The admin panel's frame, around every /admin page (loaded with the first of them). */
export const ADMIN_LAYOUT_PAGE = 'features/admin/admin-layout.tsx';

export interface RouteMatch {
  key: AppRouteKey;
  route: AppRoute;
  /** Parameter values as written in the path (decoded). */
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchRoute(route: AppRoute, parts: string[]): Record<string, string> | null {
  const pattern = segments(route.path);
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = parts[index]!;
    if (expected.startsWith(':')) {
      const name = expected.slice(1);
      const allowed = route.params?.[name];
      if (allowed && !allowed.includes(actual.toLowerCase())) return null;
      params[name] = actual;
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The app's page at `pathname` (no query string), or null: a path the app has no page for. */
export function matchAppRoute(pathname: string): RouteMatch | null {
  let parts: string[];
  try {
    parts = segments(pathname).map((part) => decodeURIComponent(part));
  } catch {
    return null; // a broken %-escape names no page
  }
  for (const [key, route] of Object.entries(APP_ROUTES) as [AppRouteKey, AppRoute][]) {
    const params = matchRoute(route, parts);
    if (params) return { key, route, params };
  }
  return null;
}
