import { expect, test } from './admin-session';

test.describe('what the server sends for a page', () => {
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
});
