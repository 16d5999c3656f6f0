import { expect, test } from './admin-session';

/** The drawer is the phone's menu: on a wide screen the header shows the links themselves. */
test('on a phone the menu also reaches the footer’s everyday pages', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const more = page.getByRole('navigation', { name: 'More from the shop' });
  await expect(more.getByRole('link')).toHaveText([
    'Track Order',
    'Other Services',
    'About Us',
    'Contact',
    'FAQ',
  ]);
  await more.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL('/track-order');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closing a menu drawer puts focus back on its menu button, in the shop and the admin panel', async ({
  page,
  asAdmin,
}) => {
  await page.goto('/shop');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu).toBeFocused();

  await asAdmin();
  await page.goto('/admin/dashboard');
  const adminMenu = page.getByRole('button', { name: 'Open admin menu' });
  await adminMenu.click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(drawer.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close admin menu' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(adminMenu).toBeFocused();
});
