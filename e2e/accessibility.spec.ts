import { headingLevels, skippedHeadingLevels, textContrast } from './accessibility';
import { expect, test } from './admin-session';
import { shopProducts } from './support';

test.describe('headings and contrast', () => {
  test('no page skips a heading level (product cards sit under an h2, not straight under the h1)', async ({
    page,
  }) => {
    for (const path of ['/shop', '/', '/about', '/services', '/membership/gold', '/leaderboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (path === '/shop') await expect(shopProducts(page).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const levels = await headingLevels(page);
      expect(levels, path).toContain(1);
      expect(skippedHeadingLevels(levels), path).toEqual([]);
    }
  });

  test('the Add Product dialog’s help text has AA contrast (4.5:1) before the prices are typed', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin();
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const help = dialog.getByText('Enter the MRP and the Company Profit Price', { exact: false });
    await expect(help).toBeVisible();
    expect(await textContrast(help)).toBeGreaterThanOrEqual(4.5);
    // Every hint under a field too.
    for (const hint of await dialog.locator('[id$="-hint"]').all()) {
      expect(await textContrast(hint), (await hint.textContent()) ?? '').toBeGreaterThanOrEqual(4.5);
    }
  });
});
