import type { Page } from '@playwright/test';
import type { AdminCustomer } from '../src/domain/customers.schemas';
import { messages } from '../src/domain/messages';
import { expect, test } from './admin-session';
import { freshPhone, uniqueStamp } from './support';

/** A customer added through the API as the admin (the page must carry the admin's session). */
async function addCustomer(
  page: Page,
  data: { name: string; parentCode?: string; password?: string },
): Promise<AdminCustomer> {
  const response = await page.request.post('/api/admin/customers', {
    data: { phone: freshPhone(), ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer: AdminCustomer }).customer;
}

/** One customer in a list, as a table row (desktop) or a card (phone). */
const listItem = (page: Page, name: string) => page.locator('tr, article').filter({ hasText: name });

/** The toast that says `text` (the screen may say it in an alert too). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('admin customers', () => {
  test('the admin adds a Reserved customer under a member, sets their password, and the customer signs in', async ({
    page,
    asAdmin,
    browser,
  }) => {
    const name = `Reserved Ravi ${uniqueStamp()}`;
    const phone = freshPhone();
    const password = 'ravi-secret-9';
    await asAdmin();

    await page.goto('/admin/customers');
    await page.getByRole('link', { name: 'Add Customer' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add Customer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Customers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.adminCustomers.nameAndPhoneRequired }),
    ).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel(/Parent code/).fill('A101');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(toast(page, messages.adminCustomers.added)).toBeVisible();
    await expect(page).toHaveURL('/admin/customers');

    // Found by phone, under A101, Reserved (no password).
    await page.getByRole('searchbox', { name: 'Search customers by name, phone or code' }).fill(phone);
    const item = listItem(page, name);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Reserved');
    await expect(item).toContainText('A101');

    // The Password Management tab, kept in the address across a reload.
    await page.getByRole('tab', { name: 'Password Management' }).click();
    await expect(page).toHaveURL(/[?&]tab=passwords/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Password Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('searchbox', { name: 'Search passwords by name, phone or code' }).fill(phone);
    const passwordItem = listItem(page, name);
    await expect(passwordItem).toContainText('No password — Reserved');
    await expect(page.locator('body')).not.toContainText('$2');

    await passwordItem.getByRole('button', { name: /^Manage password of/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Password: ${name}`) });
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm new password').fill('something-else');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.register.passwordsDoNotMatch);
    await dialog.getByLabel('Confirm new password').fill(password);
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(toast(page, messages.adminCustomers.passwordSet)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(passwordItem).toContainText('Password set');

    // A reset link: shown with its expiry, and a WhatsApp chat with the customer's number.
    await passwordItem.getByRole('button', { name: /^Manage password of/ }).click();
    await dialog.getByRole('button', { name: 'Make reset link' }).click();
    await expect(dialog.getByLabel(`Reset link for ${name}`)).toHaveValue(/\/reset-password\?token=/);
    await expect(dialog.getByText(/valid for 30 minutes, until/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${phone}\\?text=`),
    );
    await page.keyboard.press('Escape');

    // The customer, in a browser of their own, signs in with the password the admin set.
    const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/login');
    await customerPage.getByLabel('Phone number').fill(phone);
    await customerPage.getByLabel('Password').fill(password);
    await customerPage.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(customerPage.getByText('Login successful!')).toBeVisible();
    await customerContext.close();
  });

  test('the admin moves a member with a downline to another parent; the edit screen and the tree show it', async ({
    page,
    asAdmin,
  }) => {
    const stamp = uniqueStamp();
    await asAdmin();
    const oldParent = await addCustomer(page, { name: `Old Parent ${stamp}`, parentCode: 'A101' });
    const member = await addCustomer(page, { name: `Moving Mini ${stamp}`, parentCode: oldParent.code });
    await addCustomer(page, { name: `Downline Dev ${stamp}`, parentCode: member.code });
    const newParent = await addCustomer(page, { name: `New Parent ${stamp}`, parentCode: 'A101' });

    await page.goto(`/admin/customers/${member.id}/edit`);
    const parentField = page.getByLabel('Parent code');
    await expect(parentField).toHaveValue(oldParent.code);
    await expect(page.getByText('Their whole downline (1 person) moves with them.')).toBeVisible();

    // A code nobody has is refused on the field.
    await parentField.fill('Z9999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.adminCustomers.parentMissing('Z9999') }),
    ).toBeVisible();
    await expect(parentField).toHaveAttribute('aria-invalid', 'true');

    await parentField.fill(newParent.code.toLowerCase());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, messages.adminCustomers.updated)).toBeVisible();
    await expect(parentField).toHaveValue(newParent.code);

    await page.reload();
    await expect(page.getByLabel('Parent code')).toHaveValue(newParent.code);
    await expect(page.getByRole('link', { name: 'Show in MLM Tree' })).toHaveAttribute(
      'href',
      `/admin/mlm-tree?code=${member.code}`,
    );

    // The tree opens at the member, under the new parent, with the downline that moved with them.
    await page.getByRole('link', { name: 'Show in MLM Tree' }).click();
    const item = (code: string, name: string) => page.getByRole('treeitem', { name: `${code} ${name}` });
    const moved = item(member.code, `Moving Mini ${stamp}`);
    await expect(moved).toBeFocused();
    await expect(item(newParent.code, `New Parent ${stamp}`)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      item(newParent.code, `New Parent ${stamp}`)
        .getByRole('group')
        .getByRole('treeitem', { name: new RegExp(`^${member.code} `) }),
    ).toBeVisible();
    await expect(
      item(oldParent.code, `Old Parent ${stamp}`).getByRole('treeitem', {
        name: new RegExp(`^${member.code} `),
      }),
    ).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(
      moved.getByRole('group').getByRole('treeitem', { name: new RegExp(`Downline Dev ${stamp}`) }),
    ).toBeVisible();
  });

  test('deleting a member with children is refused with SPEC words; a childless one is deleted', async ({
    page,
    asAdmin,
  }) => {
    const stamp = uniqueStamp();
    await asAdmin();
    const parent = await addCustomer(page, { name: `Parent Pooja ${stamp}`, parentCode: 'A101' });
    const child = await addCustomer(page, { name: `Child Chitra ${stamp}`, parentCode: parent.code });

    await page.goto(`/admin/customers/edit/${parent.id}`);
    await page.getByRole('button', { name: 'Delete customer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Customer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.adminCustomers.hasChildren }),
    ).toBeVisible();
    await expect(toast(page, messages.adminCustomers.deleteFailed)).toBeVisible();
    await expect(page).toHaveURL(`/admin/customers/edit/${parent.id}`);

    await page.goto(`/admin/customers/edit/${child.id}`);
    await page.getByRole('button', { name: 'Delete customer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Customer' }).click();
    await expect(toast(page, messages.adminCustomers.deleted)).toBeVisible();
    await expect(page).toHaveURL('/admin/customers');

    // Its page is gone: 'Customer not found', back to the list.
    await page.goto(`/admin/customers/edit/${child.id}`);
    await expect(toast(page, messages.customers.notFound)).toBeVisible();
    await expect(page).toHaveURL('/admin/customers');
  });

  test('a points change needs a reason and shows the new balance', async ({ page, asAdmin }) => {
    await asAdmin();
    const customer = await addCustomer(page, { name: `Points Padma ${uniqueStamp()}`, parentCode: 'A101' });

    await page.goto(`/admin/customers/edit/${customer.id}`);
    const points = page.getByLabel('Points', { exact: true });
    await expect(points).toHaveValue('0');
    await points.fill('50');
    await expect(page.getByText('+50 points')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.adminCustomers.reasonRequired }),
    ).toBeVisible();

    await page.getByLabel(/Reason for the points change/).fill('Opening balance from the old card');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, messages.adminCustomers.updated)).toBeVisible();
    await expect(page.getByText('Balance now: 50 points.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Points', { exact: true })).toHaveValue('50');
  });
});
