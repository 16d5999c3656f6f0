import { expect, test } from './admin-session';
import { axeViolations } from './accessibility';
import { openAdminProducts, uniqueStamp } from './support';

/** The shop's search box, and the names of the product cards it shows, in order. */
async function searchShop(page: import('@playwright/test').Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(term);
}
const cardNames = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

test('a guest finds the rice by ari, ary and അരി, its Malayalam name shown under the English one', async ({
  page,
}) => {
  await page.goto('/shop');
  for (const term of ['ari', 'ary', 'അരി']) {
    await searchShop(page, term);
    await expect(cardNames(page).first()).toHaveText(/Kerala Matta Rice 5\s*kg\s*മട്ട അരി/);
  }
  await expect(cardNames(page).first().locator('[lang="ml"]')).toHaveText('മട്ട അരി');
  await searchShop(page, 'velichenna');
  await expect(cardNames(page).first()).toContainText('വെളിച്ചെണ്ണ');
  // Only a combining mark: nothing to find, said as for any search that finds nothing.
  await searchShop(page, '്');
  await expect(page.getByText('No products found')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the owner adds a product with a Malayalam name written with a zero-width joiner, and finds it by an other name', async ({
  page,
  asAdmin,
}) => {
  const stamp = uniqueStamp();
  const name = `E2E Chicken Masala ${stamp}`;
  const nameMl = 'ചിക്കന്\u200d മസാല';
  const alias = `kozhimasala${stamp}`;
  await asAdmin();
  await openAdminProducts(page);
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel(/^Malayalam name/).fill(nameMl);
  await dialog.getByLabel(/^Other names/).fill(`chicken masala, ${alias}`);
  await dialog.getByLabel('Description', { exact: true }).fill('Spice mix for chicken curry.');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Spices & Masalas');
  await dialog.getByLabel('MRP (₹)').fill('60');
  await dialog.getByLabel('Company Profit Price (₹)').fill('55');
  await dialog.getByLabel('Stock quantity').fill('3');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search products by name or category' }).fill(alias);
  const shown = page.locator('[lang="ml"]', { hasText: 'മസാല' }).first();
  await expect(shown).toBeVisible();
  // Kept as typed: the joiner is still there.
  expect(await shown.textContent()).toBe(nameMl);

  await page.goto('/shop');
  await searchShop(page, alias);
  await expect(cardNames(page).first()).toContainText(name);
  await searchShop(page, 'ചിക്കൻ മസാല');
  await expect(cardNames(page).filter({ hasText: name })).toHaveCount(1);
});
