import { expect, test } from '@playwright/test';

/**
 * What the server sends for a page is the same at every width, so these run once, in the desktop
 * project (see playwright.config.ts); page-meta.spec.ts has what the app shows at both widths.
 */
const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/login',
  '/register',
  '/checkout',
  '/leaderboard',
  '/about',
  '/contact',
  '/services',
  '/faq',
  '/shipping-policy',
  '/return-policy',
  '/privacy-policy',
  '/track-order',
  '/referral-terms',
  '/membership/gold',
];

test.describe('what the server sends for a page', () => {
  test('each public page has its own title and description in the HTML, and shows that title', async ({
    page,
  }) => {
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const html = await response!.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta\s+name="description"\s+content="([^"]+)"/)?.[1];
      expect(title, path).toMatch(/Fresh Mart/);
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
      // The running page keeps the title the link preview showed.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page, path).toHaveTitle(title!.replace(/&amp;/g, '&'));
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('the app’s own dynamic pages answer 200 with the app, which takes the visitor where it should', async ({
    page,
  }) => {
    const pages = [
      // Platinum is not a tier: its club page is Diamond's.
      { path: '/membership/platinum', landsOn: '/membership/diamond', heading: 'Diamond Membership' },
      // A guest opening an order or an admin screen is asked to sign in first.
      { path: '/orders/ORD-1-x', landsOn: '/login', heading: /sign in/i },
      { path: '/admin/customers/x/edit', landsOn: '/login', heading: /sign in/i },
    ];
    for (const { path, landsOn, heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response!.text(), path).toContain('<div id="root">');
      await expect(page, path).toHaveURL(landsOn);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), path).toHaveCount(0);
    }
  });
});
