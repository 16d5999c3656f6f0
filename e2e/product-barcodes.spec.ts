import type { Page } from '@playwright/test';
import { expect, test } from './admin-session';
import { openAdminProducts, uniqueStamp } from './support';

/** A valid EAN-13 no other run uses: 890, twelve digits in all from the clock and chance, its check digit. */
function freshEan(): string {
  const body = `890${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[11 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function fillProduct(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('Loose, weighed at the counter.');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Rice & Grains');
  await dialog.getByLabel('MRP (₹)').fill('60');
  await dialog.getByLabel('Company Profit Price (₹)').fill('55');
  await dialog.getByLabel('Stock quantity').fill('3');
  return dialog;
}

test('a scanned barcode is added with Enter, not saved; a weighed product keeps its stock in kg and is found by barcode', async ({
  page,
  asAdmin,
}) => {
  const name = `E2E Loose Rice ${uniqueStamp()}`;
  const code = freshEan();
  const itemCode = String(10000 + Math.floor(Math.random() * 89999));
  await asAdmin();
  await openAdminProducts(page);
  const dialog = await fillProduct(page, name);
  const barcodeField = dialog.getByRole('textbox', { name: /^Barcodes/ });

  // Every required field is filled, so a submitted form would save. A USB scanner types the digits
  // and Enter: the code becomes a chip, and the dialog stays open, unsaved and unchecked.
  await barcodeField.fill(code);
  await barcodeField.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Barcodes of this product' }).getByText(code)).toBeVisible();
  await expect(barcodeField).toHaveValue('');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Product added successfully/)).toHaveCount(0);

  // A misread code (its check digit wrong) is refused beside the field, in words.
  const misread = `${code.slice(0, 12)}${(Number(code.at(-1)) + 1) % 10}`;
  await barcodeField.fill(misread);
  await barcodeField.press('Enter');
  await expect(dialog.getByText(`The last digit of ${misread} does not match the others`)).toBeVisible();

  // Sold by the kg, weighed: the weighed box and then the scale item code appear.
  await expect(dialog.getByLabel(/^Weighed/)).toHaveCount(0);
  await dialog.getByLabel('Sold by').selectOption('kg');
  await dialog.getByLabel(/^Weighed/).check();
  await dialog.getByLabel(/Scale item code/).fill(itemCode);
  await dialog.getByLabel('Stock quantity (kg)').fill('12.5');
  await barcodeField.fill('');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    page.getByText('Product added successfully! Customers will earn ₹5.00 point money per unit.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Scanned into the list's search, the barcode finds it, its stock in kg.
  await page.getByRole('searchbox', { name: 'Search products by name or category' }).fill(code);
  const row = page.getByText(name, { exact: true });
  await expect(row).toBeVisible();
  await expect(page.getByText('12.5 kg', { exact: false }).first()).toBeVisible();

  // The same code on a second product is refused, naming the first.
  const copy = await fillProduct(page, `${name} copy`);
  const copyField = copy.getByRole('textbox', { name: /^Barcodes/ });
  await copyField.fill(code);
  await copyField.press('Enter');
  await copy.getByRole('button', { name: 'Add Product' }).click();
  await expect(copy.getByText(`${code} is already on ${name}`).first()).toBeVisible();
  await expect(copy).toBeVisible();
});
