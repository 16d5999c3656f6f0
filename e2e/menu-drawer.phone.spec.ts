import { expect, test } from '@playwright/test';

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
