import type { Page } from '@playwright/test';
import { expect, test } from './admin-session';
import { solidPng, uniqueStamp } from './support';

async function openClubManagement(page: Page) {
  await page.goto('/admin/club-management');
  await expect(page.getByRole('heading', { name: 'Club Management', exact: true })).toBeVisible();
  const gold = page.getByRole('region', { name: 'Gold club' });
  await expect(gold).toBeVisible();
  return gold;
}

/** The titles of the Gold membership page's showcase, in the order customers see them. */
async function goldShowcaseTitles(page: Page) {
  await page.goto('/membership/gold');
  const showcase = page.getByRole('region', { name: 'Gold club showcase' });
  const titles = showcase.getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible(); // past the loading skeleton
  return titles.allTextContents();
}

test.describe('club management', () => {
  test('an admin adds a Gold item with a photo, moves, edits and deletes it; the Gold page follows', async ({
    page,
    asAdmin,
  }) => {
    const stamp = uniqueStamp();
    const title = `E2E Onam hamper ${stamp}`;
    const renamed = `E2E Vishu hamper ${stamp}`;
    await asAdmin();
    const gold = await openClubManagement(page);
    const items = gold.getByRole('listitem');
    const before = await items.count();
    expect(before).toBeGreaterThan(0); // the demo seed gives Gold a showcase

    // Add: the required fields are asked for, then a PNG is uploaded.
    await gold.getByRole('button', { name: 'Add item to Gold' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Gold item' });
    await addDialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(addDialog.getByText('Please fill in all required fields')).toBeVisible();
    await addDialog.getByLabel('Title').fill(title);
    await addDialog.getByLabel(/Description/).fill('A payasam kit with your first festival order.');
    await addDialog.getByLabel('Price').fill('₹499 / year');
    await addDialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(addDialog.getByText('Please upload an image or paste an https:// link')).toBeVisible();
    await addDialog.getByLabel('Image file').setInputFiles({
      name: 'hamper.png',
      mimeType: 'image/png',
      buffer: await solidPng(8, [212, 160, 23]),
    });
    const preview = addDialog.getByRole('img', { name: 'Selected image preview' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    const uploadedSrc = (await preview.getAttribute('src'))!;
    await addDialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Gold club showcase saved')).toBeVisible();
    await expect(addDialog).toHaveCount(0);
    await expect(items).toHaveCount(before + 1);
    const row = items.filter({ hasText: title });
    await expect(row).toContainText('₹499 / year');
    await expect(row.locator('img')).toHaveAttribute('src', uploadedSrc);
    await expect(items.last()).toContainText(title);

    // Move it up one place; the focus follows it (to Move down once it is at the top).
    await row.getByRole('button', { name: `Move ${title} up` }).click();
    await expect(items.nth(before - 1)).toContainText(title);
    const stillFocused = before - 1 === 0 ? `Move ${title} down` : `Move ${title} up`;
    await expect(gold.getByRole('button', { name: stillFocused })).toBeFocused();

    // The Gold page shows it, in that place, with its photo and price.
    const titles = await goldShowcaseTitles(page);
    expect(titles.indexOf(title)).toBe(before - 1);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('₹499 / year');
    await expect(card).toContainText('A payasam kit with your first festival order.');
    await expect(card.locator('img')).toHaveAttribute('src', uploadedSrc);

    // Edit its title.
    await openClubManagement(page);
    await gold.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Gold item' });
    await expect(editDialog.getByLabel('Title')).toHaveValue(title);
    await expect(editDialog.getByRole('img', { name: 'Selected image preview' })).toHaveAttribute(
      'src',
      uploadedSrc,
    );
    await editDialog.getByLabel('Title').fill(renamed);
    await editDialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(editDialog).toHaveCount(0);
    await expect(items.filter({ hasText: renamed })).toHaveCount(1);
    await expect(items.filter({ hasText: title })).toHaveCount(0);
    expect(await goldShowcaseTitles(page)).toContain(renamed);

    // Delete it, after confirming.
    await openClubManagement(page);
    await gold.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete Item' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(before);
    await expect(items.filter({ hasText: renamed })).toHaveCount(0);
    expect(await goldShowcaseTitles(page)).not.toContain(renamed);
  });

  test('says when the clubs cannot be loaded or saved', async ({ page, asAdmin }) => {
    await asAdmin();
    let failLoad = true;
    await page.route('**/api/club-tiers', (route) =>
      failLoad
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } })
        : route.continue(),
    );
    await page.goto('/admin/club-management');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load club tier data' });
    await expect(failure).toBeVisible();
    failLoad = false;
    await failure.getByRole('button', { name: 'Try Again' }).click();
    const gold = page.getByRole('region', { name: 'Gold club' });
    const items = gold.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const titles = await items.allTextContents();

    const reason = 'The database is busy';
    await page.route('**/api/admin/club-tiers/Gold', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: reason } } }),
    );
    await gold
      .getByRole('button', { name: /^Move .* down$/ })
      .first()
      .click();
    await expect(page.getByText('Failed to save club tier data')).toBeVisible();
    expect(await items.allTextContents()).toEqual(titles);
    // The toast also says why.
    const saveFailed = page.getByRole('listitem').filter({ hasText: 'Failed to save club tier data' });
    const closeToast = async () => {
      await saveFailed.getByRole('button', { name: 'Close toast' }).click();
      await expect(saveFailed).toHaveCount(0);
    };
    await expect(saveFailed).toContainText(reason);
    await closeToast();

    // A refused delete keeps the confirmation open, with the same toast.
    await gold
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
    await confirm.getByRole('button', { name: 'Delete Item' }).click();
    await expect(saveFailed).toContainText(reason);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await closeToast();
    expect(await items.allTextContents()).toEqual(titles);

    // A refused edit keeps the dialog open, saying why, with the same toast.
    await gold
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Gold item' });
    await editDialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(saveFailed).toContainText(reason);
    await expect(editDialog.getByText(reason)).toBeVisible();
  });
});
