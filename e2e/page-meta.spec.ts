import { expect, test } from './admin-session';

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
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the HTML is the same at every width');
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

  test('an unknown address answers 404, and the app shows its Page not found with a way home', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/shop/no-such-shelf', '/membership/tin']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Oops! Page not found · Fresh Mart');
    }
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown admin screen answers 404 and the admin sees Page not found in the panel', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin();
    const response = await page.goto('/admin/no-such-screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // Inside the admin panel: its sidebar on a desktop, its menu button on a phone.
    const panel = page.getByRole('navigation', { name: 'Admin' });
    await expect(panel.or(page.getByRole('button', { name: 'Open admin menu' })).first()).toBeVisible();
  });

  test('the app’s own dynamic pages still answer 200', async ({ page }) => {
    for (const path of ['/membership/platinum', '/orders/ORD-1-x', '/admin/customers/x/edit']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });
});
