import type { AppRouteKey } from '../domain/app-routes';
import type { Language } from '../domain/language';
import type { WordArea } from '../web/i18n/word-areas';

/**
 * Which code each page of the shared route table runs, as source files relative to src/web: the
 * server looks them up in the build's manifest to tell the browser, in the HTML, which files the
 * page needs, so that it fetches them all at once instead of one after another. The web declares
 * each page once (app/router.tsx, app/admin-screens.tsx) with an import() the bundler must see
 * written out; web-page-sources.unit.test.ts checks this list names exactly the files it imports.
 */
const CONTENT_PAGE = 'features/info/content-page.tsx';
const ADD_CUSTOMER_PAGE = 'features/admin/customers/add-customer-page.tsx';
const EDIT_CUSTOMER_PAGE = 'features/admin/customers/edit-customer-page.tsx';
const SALES_PAGE = 'features/admin/sales/sales-page.tsx';

export const ROUTE_PAGES: Partial<Record<AppRouteKey, string>> = {
  home: 'pages/home-page.tsx',
  shop: 'features/shop/shop-page.tsx',
  login: 'features/auth/login-page.tsx',
  register: 'features/auth/register-page.tsx',
  resetPassword: 'features/auth/reset-password-page.tsx',
  checkout: 'features/orders/checkout/checkout-page.tsx',
  leaderboard: 'features/leaderboard/leaderboard-page.tsx',
  about: 'features/info/about-page.tsx',
  contact: 'features/contact/contact-page.tsx',
  services: 'features/info/services-page.tsx',
  faq: CONTENT_PAGE,
  shippingPolicy: CONTENT_PAGE,
  returnPolicy: CONTENT_PAGE,
  privacyPolicy: CONTENT_PAGE,
  trackOrder: 'features/orders/track-order-page.tsx',
  referralTerms: 'features/info/referral-terms-page.tsx',
  pay: 'features/orders/pay-page.tsx',
  receipt: 'features/orders/receipt-page.tsx',
  membership: 'pages/membership-page.tsx',
  dashboard: 'pages/customer-dashboard-page.tsx',
  profile: 'features/account/profile-page.tsx',
  points: 'features/account/points-page.tsx',
  khata: 'features/account/khata-page.tsx',
  orders: 'features/orders/orders-page.tsx',
  order: 'features/orders/order-detail-page.tsx',
  adminDashboard: 'features/admin/dashboard/dashboard-page.tsx',
  adminCounter: 'features/admin/counter/counter-page.tsx',
  adminCustomers: 'features/admin/customers/customers-page.tsx',
  adminAddCustomer: ADD_CUSTOMER_PAGE,
  adminAddCustomerAlias: ADD_CUSTOMER_PAGE,
  adminEditCustomer: EDIT_CUSTOMER_PAGE,
  adminEditCustomerAlias: EDIT_CUSTOMER_PAGE,
  adminProducts: 'features/admin/products/products-page.tsx',
  adminServices: 'features/admin/services/services-page.tsx',
  adminPurchases: 'features/admin/purchases/purchases-page.tsx',
  adminNewPhoneOrder: 'features/admin/phone-order/new-phone-order-page.tsx',
  adminPayments: 'features/admin/payments/payments-page.tsx',
  adminRequests: 'features/admin/requests/requests-page.tsx',
  adminLeaderboard: 'features/admin/leaderboard/leaderboard-admin-page.tsx',
  adminClubManagement: 'features/admin/club-management/club-management-page.tsx',
  adminSettings: 'features/admin/settings/settings-page.tsx',
  adminOffers: 'features/admin/offers/offers-page.tsx',
  adminMessages: 'features/admin/messages/messages-page.tsx',
  adminPages: 'features/admin/content-pages/content-pages-page.tsx',
  adminMlmTree: 'features/admin/mlm-tree/mlm-tree-page.tsx',
  adminReferralReview: 'features/admin/referral-review/referral-review-page.tsx',
  adminSales: SALES_PAGE,
  adminSalesAlias: SALES_PAGE,
  adminAuditLog: 'features/admin/audit-log/audit-log-page.tsx',
  adminKhata: 'features/admin/khata/khata-page.tsx',
  adminStaff: 'features/admin/staff/staff-page.tsx',
};

/** The admin panel's frame, around every /admin page (loaded with the first of them). */
export const ADMIN_LAYOUT_PAGE = 'layouts/admin-layout.tsx';

/** The guard around the customer's own pages (router.tsx's guard: 'customer'), loaded with each. */
export const CUSTOMER_ONLY_PAGE = 'lib/auth/customer-only.tsx';
export const CUSTOMER_ONLY_ROUTES: readonly AppRouteKey[] = [
  'dashboard',
  'profile',
  'points',
  'khata',
  'orders',
  'order',
];

/** The source files a path's page needs beyond the app's entry (none for an unknown path). */
export function pageSources(key: AppRouteKey | null): string[] {
  if (!key) return [];
  const page = ROUTE_PAGES[key];
  const sources = key.startsWith('admin')
    ? [ADMIN_LAYOUT_PAGE]
    : CUSTOMER_ONLY_ROUTES.includes(key)
      ? [CUSTOMER_ONLY_PAGE]
      : [];
  return page ? [...sources, page] : sources;
}

/**
 * Each language's translation files (src/web/i18n/dictionaries.ts loads them before a page's first
 * render, docs/decisions/097): named in the HTML with the page's code, fetched from the start.
 */
export const LANGUAGE_SOURCES: Record<Language, readonly string[]> = {
  en: ['i18n/en.json'],
  ml: ['i18n/ml.json', 'i18n/ml-messages.json'],
};

/**
 * The words beyond the shop's own that each page loads with its code (web/i18n/word-areas.ts,
 * docs/decisions/101; router.tsx declares them, the unit test checks this list against it). Every
 * admin page loads the admin panel's.
 */
export const ROUTE_WORDS: Partial<Record<AppRouteKey, WordArea>> = {
  resetPassword: 'account',
  membership: 'account',
  dashboard: 'account',
  profile: 'account',
  points: 'account',
  khata: 'account',
  leaderboard: 'info',
  about: 'info',
  contact: 'info',
  services: 'info',
  faq: 'info',
  shippingPolicy: 'info',
  returnPolicy: 'info',
  privacyPolicy: 'info',
  trackOrder: 'info',
  referralTerms: 'info',
  receipt: 'info',
};

/** The translation files a page's first render waits for, in `lang`: named in its HTML with its code. */
export function wordSources(key: AppRouteKey | null, lang: Language): string[] {
  const area = key?.startsWith('admin') ? 'admin' : key ? ROUTE_WORDS[key] : undefined;
  return [...LANGUAGE_SOURCES[lang], ...(area ? [`i18n/${area}/${lang}.json`] : [])];
}
