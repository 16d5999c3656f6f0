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

  test('the app’s own dynamic pages still answer 200', async ({ page }) => {
    for (const path of ['/membership/platinum', '/orders/ORD-1-x', '/admin/customers/x/edit']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });
});
