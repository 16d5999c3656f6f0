import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from './support';

/**
 * At phone width nothing may stick out past the right edge (and so be cut off or make the page
 * scroll sideways). Rows built to scroll sideways, like the category buttons, are allowed.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, 'a phone-width check');

async function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 1 && !scrollsSideways(element);
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

async function expectFitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
  for (const path of ['/dashboard', '/orders', '/profile', '/points', '/checkout', '/leaderboard']) {
    await expectFitsThePhone(page, path);
  }
});

test("the admin's screens fit a phone", async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const screens = [
    'dashboard',
    'products',
    'services',
    'requests',
    'purchases',
    'offers',
    'settings',
    'messages',
    'pages',
    'club-management',
  ];
  for (const screen of screens) await expectFitsThePhone(page, `/admin/${screen}`);
});
