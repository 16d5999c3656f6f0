import { TIERS } from './tiers';

/**
 * Every page of the web app (SPEC 2's route table, DESIGN 7's extra pages), as data. The browser's
 * router is built from this list (src/web/app/router.tsx) and the server answers 404 for any path
 * that is none of these (src/server/web.ts), so the two cannot disagree about what exists. Which code
 * each page runs is declared with its page in the web app (src/web/app/router.tsx and
 * admin-screens.tsx) and named for the server, which preloads it, in
 * src/server/web-page-sources.ts (a test checks the two agree; docs/decisions/044).
 */
export interface AppRoute {
  /** The path: `:name` stands for one segment. Matched regardless of case and a trailing slash, as the router does. */
  readonly path: string;
  /** The values a parameter may take (lower case); any other value is a page that does not exist. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

/** SPEC 2 links /membership/platinum, which goes to Diamond (DESIGN 7): Platinum is not a tier. */
export const MEMBERSHIP_SLUGS = [...TIERS.map((tier) => tier.toLowerCase()), 'platinum'] as const;

export const APP_ROUTES = {
  home: { path: '/' },
  shop: { path: '/shop' },
  login: { path: '/login' },
  register: { path: '/register' },
  resetPassword: { path: '/reset-password' },
  checkout: { path: '/checkout' },
  leaderboard: { path: '/leaderboard' },
  about: { path: '/about' },
  contact: { path: '/contact' },
  services: { path: '/services' },
  faq: { path: '/faq' },
  shippingPolicy: { path: '/shipping-policy' },
  returnPolicy: { path: '/return-policy' },
  privacyPolicy: { path: '/privacy-policy' },
  trackOrder: { path: '/track-order' },
  referralTerms: { path: '/referral-terms' },
  pay: { path: '/pay/:token' },
  receipt: { path: '/receipt/:token' },
  membership: { path: '/membership/:tier', params: { tier: MEMBERSHIP_SLUGS } },
  dashboard: { path: '/dashboard' },
  profile: { path: '/profile' },
  points: { path: '/points' },
  khata: { path: '/khata' },
  orders: { path: '/orders' },
  order: { path: '/orders/:id' },

  admin: { path: '/admin' },
  adminDashboard: { path: '/admin/dashboard' },
  adminCounter: { path: '/admin/counter' },
  adminCustomers: { path: '/admin/customers' },
  adminAddCustomer: { path: '/admin/customers/add' },
  adminAddCustomerAlias: { path: '/admin/add-customer' },
  adminEditCustomer: { path: '/admin/customers/edit/:id' },
  adminEditCustomerAlias: { path: '/admin/customers/:id/edit' },
  adminProducts: { path: '/admin/products' },
  adminServices: { path: '/admin/services' },
  adminPurchases: { path: '/admin/purchases' },
  adminNewPhoneOrder: { path: '/admin/orders/new' },
  adminPayments: { path: '/admin/payments' },
  adminRequests: { path: '/admin/requests' },
  adminSales: { path: '/admin/sales' },
  adminSalesAlias: { path: '/admin/sales-dashboard' },
  adminLeaderboard: { path: '/admin/leaderboard' },
  adminClubManagement: { path: '/admin/club-management' },
  adminMlmTree: { path: '/admin/mlm-tree' },
  adminReferralReview: { path: '/admin/referral-review' },
  adminSettings: { path: '/admin/settings' },
  adminOffers: { path: '/admin/offers' },
  adminMessages: { path: '/admin/messages' },
  adminPages: { path: '/admin/pages' },
  adminAuditLog: { path: '/admin/audit-log' },
  adminKhata: { path: '/admin/khata' },
  adminStaff: { path: '/admin/staff' },
} as const satisfies Record<string, AppRoute>;

export type AppRouteKey = keyof typeof APP_ROUTES;

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
