import { expect, test } from '@playwright/test';
import { customerLogin, PASSWORD, registerCustomer, signOut, uniqueStamp } from './support';

test('a customer edits their name and address; the header and the page follow, and they stay', async ({
  page,
}) => {
  await registerCustomer(page, 'Anil Kumar');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Full name').fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
  ).toBeVisible();

  const name = `Anil ${uniqueStamp()}`;
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel(/Delivery address/).fill('Thekkinkadu Lane, Round East, Thrissur');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${name}, account menu` })).toBeVisible();
  await expect(page.getByText('Thekkinkadu Lane, Round East, Thrissur')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Thekkinkadu Lane, Round East, Thrissur')).toBeVisible();
});

test('a customer changes their password: a wrong current one is refused; the new one signs them in', async ({
  page,
}) => {
  const { phone } = await registerCustomer(page, 'Beena Thomas');
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'kerala-new-7';

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill('something-else');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();

  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Your current password is not correct' }),
  ).toBeVisible();

  await form.getByLabel('Show passwords').check();
  await expect(form.getByLabel('Current password')).toHaveAttribute('type', 'text');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. You stay signed in here; other devices are signed out.'),
  ).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(page).toHaveURL('/profile');

  await signOut(page, 'Beena Thomas');
  await customerLogin(page, phone, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();
  await customerLogin(page, phone, newPassword);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beena Thomas, account menu' })).toBeVisible();
});
