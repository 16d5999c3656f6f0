import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminLogin, elementsPastTheEdge } from './support';

/*
 * At phone width (the phone project only: see playwright.config.ts) nothing may stick out past
 * the right edge (and so be cut off or make the page scroll sideways). Rows built to scroll
 * sideways, like the category buttons, are allowed.
 */

async function expectFitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Lists arrive after the heading: measure once every request has answered and drawn.
  await page.waitForLoadState('networkidle');
  expect(await elementsPastTheEdge(page), path).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/about',
  '/contact',
  '/services',
  '/faq',
  '/track-order',
  '/membership/gold',
  '/login',
  '/register',
  '/reset-password?token=not-a-real-token',
];

test('public pages fit a phone', async ({ page }) => {
  for (const path of PUBLIC_PAGES) await expectFitsThePhone(page, path);
});

test("a customer's pages fit a phone", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill('9847100000');
  await page.getByLabel('Password').fill('shop1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL('/');
  for (const path of ['/dashboard', '/orders', '/profile', '/points', '/leaderboard']) {
    await expectFitsThePhone(page, path);
  }

  // A cart worth four figures (four 5 kg bags of rice): the cart bar shows the whole total beside
  // its button. A demo product by name, so products other tests add never change the total.
  await page.goto('/shop');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Kerala Matta Rice');
  await page.getByRole('button', { name: 'Add to Cart: Kerala Matta Rice 5 kg' }).click();
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Add one more Kerala Matta Rice 5 kg' }).click();
  }
  await expectFitsThePhone(page, '/shop');
  const bar = page.getByRole('region', { name: 'Cart summary' });
  const total = bar.getByText(/^₹\d{1,2},\d{3}\.\d{2}$/);
  const totalBox = (await total.boundingBox())!;
  expect(totalBox.x + totalBox.width).toBeLessThanOrEqual((await bar.getByRole('button').boundingBox())!.x);
  // ...and the whole of it: no digits spilling out of (or under) its box.
  expect(await total.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectFitsThePhone(page, '/checkout');
});

/** The text of every element inside `scope` that cuts its own text short ("Harikrish…"); not screen-reader-only text. */
function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter(
        (element) =>
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1 &&
          ['hidden', 'clip'].includes(getComputedStyle(element).overflowX),
      )
      .map((element) => (element.textContent ?? '').trim()),
  );
}

test('the leaderboard shows every name whole on a phone, on the signed-in home and its own page', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { phone: '9847100000', password: 'shop1234' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  const leaders = page.getByRole('region', { name: 'Top shoppers this season' });
  await expect(leaders.getByRole('listitem')).toHaveCount(5);
  expect(await clippedTexts(leaders)).toEqual([]);

  await page.goto('/leaderboard');
  const rows = page.getByRole('list', { name: 'Leaderboard' });
  await expect(rows.getByRole('listitem').first()).toBeVisible();
  expect(await clippedTexts(rows)).toEqual([]);
});

test("the admin's screens fit a phone", async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const screens = [
    'dashboard',
    'customers',
    'customers?tab=passwords',
    'customers/add',
    'products',
    'services',
    'requests',
    'purchases',
    'offers',
    'settings',
    'messages',
    'pages',
    'club-management',
    'mlm-tree',
    'sales',
    'leaderboard',
    'audit-log',
    'staff',
  ];
  for (const screen of screens) await expectFitsThePhone(page, `/admin/${screen}`);
});

test('a toast opens below the header, so Logout and the menu stay within reach', async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/settings');
  const silver = page.getByLabel('Silver from (₹)');
  await expect(silver).toBeEnabled();
  await silver.fill(await silver.inputValue()); // saves the settings as they are
  await page.getByRole('button', { name: 'Save Settings' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toBeVisible();

  const header = (await page.getByRole('banner').boundingBox())!;
  // Where it comes to rest (it slides in from the top).
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);
  // A click on Logout reaches it while the toast is up (trial: checks, does not sign out).
  await page.getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 2_000 });
  await page.getByRole('button', { name: 'Open admin menu' }).click({ trial: true, timeout: 2_000 });
});
