import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility';
import { adminLogin, appReady } from './support';

/**
 * Issue 26, point 3 (docs/decisions/103, 106): the owner switches the admin panel to Malayalam in
 * its own header at 390 px; the counter reads in Malayalam, the choice holds on reload (the same
 * `lang` cookie as the shop's), and switching back shows the panel's English word for word.
 */
test('the admin panel switches to Malayalam from its header and stays so on reload', async ({ page }) => {
  await adminLogin(page);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/counter');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { name: 'കൗണ്ടർ', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('button', { name: 'ലോഗ് ഔട്ട്' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'വിൽപ്പന പൂർത്തിയാക്കുക F2' })).toBeVisible();

  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'കൗണ്ടർ', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'അഡ്മിൻ മെനു തുറക്കുക' }).click();
  await expect(page.getByRole('link', { name: 'ഓർഡറുകൾ' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
