import type { Page } from '@playwright/test';
import { expect, test } from './admin-session';
import { openAdminProducts, searchShop, shopCard, shopProducts, solidPng, uniqueStamp } from './support';

async function openAdminServices(page: Page, search: string) {
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search services by title or category' }).fill(search);
}

test.describe('admin catalogue', () => {
  test('an admin adds a category and a product with a photo, edits it and deletes it; the shop follows', async ({
    page,
    asAdmin,
  }) => {
    const stamp = uniqueStamp();
    const category = `E2E Aisle ${stamp}`;
    const name = `E2E Palm Jaggery ${stamp}`;
    await asAdmin();
    await openAdminProducts(page);

    // Add the category.
    await page.getByRole('button', { name: 'Add Category', exact: true }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByLabel('Category name').fill(category);
    await categoryDialog.getByLabel(/Description/).fill('Made by the browser tests.');
    await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category added successfully')).toBeVisible();
    await expect(categoryDialog).toHaveCount(0);

    // Add the product, with an uploaded PNG.
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Product' });
    await addDialog.getByLabel('Product name').fill(name);
    await addDialog
      .getByLabel('Description', { exact: true })
      .fill('Dark palm jaggery from Marayoor, for payasam.');
    await addDialog.getByLabel('Category', { exact: true }).selectOption(category);
    await addDialog.getByLabel('MRP (₹)').fill('120');
    await addDialog.getByLabel('Company Profit Price (₹)').fill('100');
    await addDialog.getByLabel(/Dummy price/).fill('150');
    await addDialog.getByLabel('Stock quantity').fill('12');
    await expect(addDialog.getByText('Customers will earn ₹20.00 point money per unit')).toBeVisible();
    await addDialog.getByLabel('Product image file').setInputFiles({
      name: 'jaggery.png',
      mimeType: 'image/png',
      buffer: await solidPng(8, [120, 70, 20]),
    });
    const preview = addDialog.getByRole('img', { name: 'Selected image preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    const uploadedSrc = (await preview.getAttribute('src'))!;
    await addDialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(
      page.getByText('Product added successfully! Customers will earn ₹20.00 point money per unit.'),
    ).toBeVisible();
    await expect(addDialog).toHaveCount(0);

    // The shop has it: under its new category button and by name.
    await page.goto('/shop');
    const chip = page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(shopProducts(page).getByRole('listitem')).toHaveCount(1);
    await searchShop(page, name);
    const card = shopCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(category);
    await expect(card).toContainText('₹120.00');
    await expect(card.locator('s')).toHaveText('was ₹150.00');
    await expect(card).toContainText('Earn ₹20.00 point money');
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', uploadedSrc);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Edit: fewer in stock and a higher MRP.
    await openAdminProducts(page, name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editDialog.getByLabel('Product name')).toHaveValue(name);
    await expect(editDialog.getByLabel('MRP (₹)')).toHaveValue('120.00');
    await expect(editDialog.getByRole('img', { name: 'Selected image preview' })).toHaveAttribute(
      'src',
      uploadedSrc,
    );
    await editDialog.getByLabel('MRP (₹)').fill('130');
    await editDialog.getByLabel('Stock quantity').fill('3');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('Product updated successfully! Customers will earn ₹30.00 point money per unit.'),
    ).toBeVisible();
    await expect(editDialog).toHaveCount(0);
    // The list (a table on desktop, cards on a phone) shows the new figures.
    const listed = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name });
    await expect(listed).toContainText('₹130.00');
    await expect(listed).toContainText('Low Stock');

    await page.goto('/shop');
    await searchShop(page, name);
    await expect(card).toContainText('₹130.00');
    await expect(card.getByText('Low Stock (3 left)')).toBeVisible();
    await expect(picture).toHaveAttribute('src', uploadedSrc); // the image is kept on edit

    // Delete, with confirmation.
    await openAdminProducts(page, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete Product' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);

    await page.goto('/shop');
    await searchShop(page, name);
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(shopProducts(page)).toHaveCount(0);
  });

  test('switching a service off hides it from Other Services, and on shows it again', async ({
    page,
    asAdmin,
  }) => {
    const title = `E2E Knife Sharpening ${uniqueStamp()}`;
    await asAdmin();
    await openAdminServices(page, title);
    await expect(page.getByText('No services found', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Service', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Kitchen knives sharpened while you shop.');
    await dialog.getByLabel('Price').fill('₹40 per knife');
    await dialog.getByLabel('Category').fill('Kitchen');
    await expect(dialog.getByRole('switch', { name: 'Show on the Other Services page' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Service added successfully')).toBeVisible();

    const active = page.getByRole('switch', { name: `${title} is active` });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await openAdminServices(page, title);
    await active.click();
    await expect(page.getByText('Service deactivated successfully')).toBeVisible();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await expect(active).toBeEnabled();

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Home Delivery within 5 km' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await openAdminServices(page, title);
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await active.click();
    await expect(page.getByText('Service activated successfully')).toBeVisible();
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await expect(active).toBeEnabled();

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Clean up.
    await openAdminServices(page, title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this service?' })
      .getByRole('button', { name: 'Delete Service' })
      .click();
    await expect(page.getByText('Service deleted successfully')).toBeVisible();
    await expect(page.getByText('No services found', { exact: true })).toBeVisible();
  });
});

test('a guest sends a contact message and the admin sees it under Messages', async ({ page, asAdmin }) => {
  const stamp = uniqueStamp();
  const subject = `Bulk order for a wedding ${stamp}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Anjali Nair');
  await form.getByLabel('Email').fill(`anjali.${stamp}@example.com`);
  await form.getByLabel(/Phone/).fill('9847012345');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Do you supply 50 kg of matta rice for a wedding on Sunday?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText('We will get back to you within 24 hours.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  await asAdmin();
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
  const message = page.getByRole('article', { name: subject });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Anjali Nair');
  await expect(message).toContainText(`anjali.${stamp}@example.com`);
  await expect(message).toContainText('9847012345');
  await expect(message).toContainText('Do you supply 50 kg of matta rice for a wedding on Sunday?');
  await expect(message).toContainText('Open');

  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Message marked as handled')).toBeVisible();
  await expect(message).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByRole('article', { name: subject })).toContainText('Handled on');
});
