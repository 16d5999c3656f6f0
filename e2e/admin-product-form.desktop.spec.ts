import { expect, test } from './admin-session';
import { openAdminProducts, uniqueStamp } from './support';

/*
 * The form's rules do not depend on the layout, so they run once, in the desktop project (see
 * playwright.config.ts); admin-catalogue.spec.ts saves products at both widths.
 */
test('the Add Product dialog shows every validation message in SPEC order', async ({ page, asAdmin }) => {
  const name = `E2E Invalid ${uniqueStamp()}`;
  await asAdmin();
  await openAdminProducts(page);

  // Add Category: the name is required.
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
  await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(categoryDialog.getByRole('alert')).toHaveText('Please enter a category name');
  await categoryDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(categoryDialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  const submit = dialog.getByRole('button', { name: 'Add Product' });
  const alert = dialog.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('Should never be saved.');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Rice & Grains');
  await dialog.getByLabel('MRP (₹)').fill('100');
  await dialog.getByLabel('Company Profit Price (₹)').fill('120');
  await dialog.getByLabel('Stock quantity').fill('5');
  await submit.click();
  await expect(alert).toHaveText('Company Profit Price cannot be higher than MRP');

  await dialog.getByLabel('Company Profit Price (₹)').fill('90');
  await dialog.getByLabel(/Dummy price/).fill('100');
  await submit.click();
  await expect(alert).toHaveText('Dummy price should be higher than MRP to show as an offer');

  await dialog.getByLabel(/Dummy price/).fill('110');
  await dialog.getByLabel('Stock quantity').fill('-1');
  await submit.click();
  await expect(alert).toHaveText('Stock quantity cannot be negative');
  // The stock box is far down the form: the message is scrolled into view all the same.
  await expect(alert).toBeInViewport();
  await expect(dialog).toBeVisible();

  // Nothing was saved.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search products by name or category' }).fill(name);
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
});
