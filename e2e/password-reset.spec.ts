import { expect, test } from './admin-session';
import { customerLogin, registerCustomer, signOut } from './support';

test('the login page tells a customer who forgot their password to ask the shop, with its phone and WhatsApp', async ({
  page,
}) => {
  await page.goto('/login');
  const customerTab = page.getByRole('form', { name: 'Customer sign in' });
  await expect(customerTab.getByText('Forgot your password? Ask the shop for a reset link.')).toBeVisible();
  await expect(customerTab.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
  await expect(customerTab.getByRole('link', { name: 'WhatsApp the shop' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}$/,
  );
});

test('a link that is not one of ours, or no link at all, says so and where to get a new one', async ({
  page,
}) => {
  for (const address of ['/reset-password?token=not-a-real-token', '/reset-password']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This reset link is not valid. Ask the shop for a new one.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp the shop' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('a customer forgets their password: the shop makes a link, they set a new password and sign in; the link is then used', async ({
  page,
  playwright,
  adminCookies,
  baseURL,
}) => {
  const { phone } = await registerCustomer(page, 'Shalini Menon');
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  await signOut(page, 'Shalini Menon');

  const shop = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: adminCookies, origins: [] },
  });
  // As the admin's browser asks: the link is made on the shop's own address (its Origin).
  const made = await shop.post(`/api/admin/customers/${user.id}/reset-link`, {
    data: {},
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);
  const link = new URL(((await made.json()) as { url: string }).url);
  await shop.dispose();
  const address = `${link.pathname}${link.search}`;

  await page.goto(address);
  await expect(page.getByText(/^Hello Shalini, choose a new password/)).toBeVisible();
  const newPassword = 'back-in-again-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('back-in-again');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with it.')).toBeFocused();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await customerLogin(page, phone, newPassword);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shalini Menon, account menu' })).toBeVisible();

  await page.goto(address);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This reset link has already been used. Ask the shop for a new one.' }),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
