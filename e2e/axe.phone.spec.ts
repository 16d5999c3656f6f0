import type { Page } from '@playwright/test';
import { APP_ROUTES, type AppRouteKey } from '../src/domain/app-routes';
import { axeViolations } from './accessibility';
import { expect, test } from './admin-session';
import { shopProducts } from './support';

/*
 * axe on every page of the app at phone width (the phone project only: see playwright.config.ts),
 * as the people who use it see it: the storefront as a guest and as a signed-in customer, the
 * customer's own pages, and every admin screen. Any violation fails, with its rule and element.
 * One load per page; the list comes from the app's own route table, so a new page cannot be missed.
 */

type Visitor = 'guest' | 'customer' | 'admin';

/** Where each page of the route table is opened, and by whom (ids are filled in from the demo data). */
const VISITS: Record<AppRouteKey, { path: string; as: Visitor[] }[]> = {
  home: [{ path: '/', as: ['guest', 'customer'] }],
  shop: [{ path: '/shop', as: ['guest', 'customer'] }],
  login: [{ path: '/login', as: ['guest'] }],
  register: [{ path: '/register', as: ['guest'] }],
  resetPassword: [{ path: '/reset-password?token=not-a-real-token', as: ['guest'] }],
  checkout: [{ path: '/checkout', as: ['guest', 'customer'] }],
  leaderboard: [{ path: '/leaderboard', as: ['guest', 'customer'] }],
  about: [{ path: '/about', as: ['guest'] }],
  contact: [{ path: '/contact', as: ['guest'] }],
  services: [{ path: '/services', as: ['guest'] }],
  faq: [{ path: '/faq', as: ['guest'] }],
  shippingPolicy: [{ path: '/shipping-policy', as: ['guest'] }],
  returnPolicy: [{ path: '/return-policy', as: ['guest'] }],
  privacyPolicy: [{ path: '/privacy-policy', as: ['guest'] }],
  trackOrder: [{ path: '/track-order', as: ['guest'] }],
  referralTerms: [{ path: '/referral-terms', as: ['guest'] }],
  // A real pay page is checked in upi-pay.spec.ts, which places the order it pays.
  pay: [{ path: '/pay/00000000000000000000000000000000', as: ['guest'] }],
  // A real receipt is checked in counter.spec.ts, which completes the sale it is for.
  receipt: [{ path: '/receipt/00000000000000000000000000000000', as: ['guest'] }],
  membership: [{ path: '/membership/gold', as: ['guest'] }],
  dashboard: [{ path: '/dashboard', as: ['customer'] }],
  profile: [{ path: '/profile', as: ['customer'] }],
  points: [{ path: '/points', as: ['customer'] }],
  khata: [{ path: '/khata', as: ['customer'] }],
  orders: [{ path: '/orders', as: ['customer'] }],
  order: [{ path: '/orders/:orderId', as: ['customer'] }],
  admin: [{ path: '/admin', as: ['admin'] }],
  adminDashboard: [{ path: '/admin/dashboard', as: ['admin'] }],
  adminCounter: [{ path: '/admin/counter', as: ['admin'] }],
  adminCustomers: [
    { path: '/admin/customers', as: ['admin'] },
    { path: '/admin/customers?tab=passwords', as: ['admin'] },
  ],
  adminAddCustomer: [{ path: '/admin/customers/add', as: ['admin'] }],
  adminAddCustomerAlias: [{ path: '/admin/add-customer', as: ['admin'] }],
  adminEditCustomer: [{ path: '/admin/customers/edit/:customerId', as: ['admin'] }],
  adminEditCustomerAlias: [{ path: '/admin/customers/:customerId/edit', as: ['admin'] }],
  adminProducts: [{ path: '/admin/products', as: ['admin'] }],
  adminServices: [{ path: '/admin/services', as: ['admin'] }],
  adminPurchases: [{ path: '/admin/purchases', as: ['admin'] }],
  adminNewPhoneOrder: [{ path: '/admin/orders/new', as: ['admin'] }],
  adminPayments: [{ path: '/admin/payments', as: ['admin'] }],
  adminRequests: [{ path: '/admin/requests', as: ['admin'] }],
  adminSales: [{ path: '/admin/sales', as: ['admin'] }],
  adminSalesAlias: [{ path: '/admin/sales-dashboard', as: ['admin'] }],
  adminLeaderboard: [{ path: '/admin/leaderboard', as: ['admin'] }],
  adminClubManagement: [{ path: '/admin/club-management', as: ['admin'] }],
  adminMlmTree: [{ path: '/admin/mlm-tree', as: ['admin'] }],
  adminReferralReview: [{ path: '/admin/referral-review', as: ['admin'] }],
  adminSettings: [{ path: '/admin/settings', as: ['admin'] }],
  adminOffers: [{ path: '/admin/offers', as: ['admin'] }],
  adminMessages: [{ path: '/admin/messages', as: ['admin'] }],
  adminPages: [{ path: '/admin/pages', as: ['admin'] }],
  adminAuditLog: [{ path: '/admin/audit-log', as: ['admin'] }],
  adminKhata: [{ path: '/admin/khata', as: ['admin'] }],
  adminStaff: [{ path: '/admin/staff', as: ['admin'] }],
};

const pathsFor = (visitor: Visitor, ids: Record<string, string> = {}) =>
  Object.values(VISITS)
    .flat()
    .filter((visit) => visit.as.includes(visitor))
    .map((visit) => visit.path.replace(/:(\w+)/g, (_, name: string) => ids[name]!));

/** Opens `path` and waits until it has drawn what it loads: its heading, and no list still loading. */
async function openPage(page: Page, path: string) {
  // Not waiting for every picture: axe reads the page, and the heading and lists say it is drawn.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe on each of `paths`: the violations by page, so that one run names them all. */
async function violationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await openPage(page, path);
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

/** A cart with one product, so the shop's cart bar and the checkout show everything they have. */
async function oneProductInTheCart(page: Page) {
  await openPage(page, '/shop');
  await shopProducts(page).getByRole('button', { name: /add/i, disabled: false }).first().click();
  await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText('1 item');
}

test('every route of the app is opened below', () => {
  // The table above is typed by the route table; this keeps an alias from being left out by hand.
  expect(Object.keys(VISITS).sort()).toEqual(Object.keys(APP_ROUTES).sort());
});

test('no axe violations on the pages a guest opens', async ({ page }) => {
  test.setTimeout(90_000);
  await oneProductInTheCart(page);
  const found = await violationsOn(page, [...pathsFor('guest'), '/no-such-page']);
  // The phone menu, open.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const menu = await axeViolations(page);
  if (menu.length) found['menu drawer'] = menu;
  expect(found).toEqual({});
});

test('no axe violations on the pages a signed-in customer opens', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/auth/login', {
    data: { phone: '9847100000', password: 'shop1234' },
  });
  expect(login.status()).toBe(200);
  const orders = await page.request.get('/api/orders?limit=1');
  const [order] = ((await orders.json()) as { items: { id: string }[] }).items;
  await oneProductInTheCart(page);
  const found = await violationsOn(page, pathsFor('customer', { orderId: order!.id }));
  // The account menu, open.
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const menu = await axeViolations(page);
  if (menu.length) found['account menu'] = menu;
  expect(found).toEqual({});
});

test('no axe violations on the admin screens', async ({ page, asAdmin }) => {
  test.setTimeout(90_000);
  await asAdmin();
  const customers = await page.request.get('/api/admin/customers?limit=1');
  const [customer] = ((await customers.json()) as { items: { id: string }[] }).items;
  expect(await violationsOn(page, pathsFor('admin', { customerId: customer!.id }))).toEqual({});
});
