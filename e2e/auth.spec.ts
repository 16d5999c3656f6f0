import { expect, test } from '@playwright/test';
import { ADMIN, adminLogin, openUserMenu, PASSWORD, registerCustomer, signOut } from './support';

test('a new customer registers and is signed in, with code and tier in the header', async ({ page }) => {
  const { code } = await registerCustomer(page, 'Meera Menon');
  await expect(page).toHaveURL('/');
  const menu = await openUserMenu(page, 'Meera Menon');
  await expect(menu.getByText(code)).toBeVisible();
  await expect(menu.getByText('Bronze')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
});

test('the referral link fills in the parent code', async ({ page }) => {
  await page.goto('/register?ref=A101');
  await expect(page.getByLabel(/Referral code/)).toHaveValue('A101');
});

test('registration shows SPEC messages and stays on the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Short Pass');
  await page.getByLabel('Phone number').fill('9847011111');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('a customer signs out and is a guest again on the home page', async ({ page }) => {
  await registerCustomer(page, 'Rahul Das');
  const menu = await openUserMenu(page, 'Rahul Das');
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Rahul Das, account menu' })).toHaveCount(0);
});

test('a customer signs in with phone and password', async ({ page }) => {
  const { phone } = await registerCustomer(page, 'Lakshmi Pillai');
  await signOut(page, 'Lakshmi Pillai');
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an admin signs in and lands on the admin dashboard', async ({ page }) => {
  await adminLogin(page);
  await expect(page.getByText('Admin login successful!')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByText(/Welcome, Store Admin/)).toBeVisible();
});

test('an admin logs out from the panel to /login', async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL('/login');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/login');
});

test('a guest opening /profile is sent to /login, and back to /profile after signing in', async ({
  page,
}) => {
  const { phone } = await registerCustomer(page, 'Fathima Beevi');
  await signOut(page, 'Fathima Beevi');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL('/profile');
});

test('a signed-in customer stays signed in when the session check cannot reach the shop; only a 401 signs out', async ({
  page,
}) => {
  await registerCustomer(page, 'Deepa Joseph');
  const account = page.getByRole('button', { name: 'Deepa Joseph, account menu' });

  const isMe = (url: string) => new URL(url).pathname === '/api/auth/me';
  const profile = page.getByRole('heading', { name: 'My Profile' });

  await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
  const unreachable = page.waitForEvent('requestfailed', (request) => isMe(request.url()));
  await page.goto('/profile');
  await unreachable;
  await expect(profile).toBeVisible();
  await expect(account).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  const failing = page.waitForResponse((response) => isMe(response.url()) && response.status() === 503);
  await page.reload();
  await failing;
  await expect(profile).toBeVisible();
  await expect(account).toBeVisible();
  await expect(page).toHaveURL('/profile');
  // The check is asked again later: once the shop answers (here: signed out), the app follows it.
  await page.unrouteAll();
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } }),
    }),
  );
  await expect(page).toHaveURL('/login');
  await expect(account).toHaveCount(0);
});

test('a guest opening an admin screen signs in as admin and lands on that screen', async ({ page }) => {
  await page.goto('/admin/purchases');
  await expect(page).toHaveURL('/login');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page).toHaveURL('/admin/purchases');
  await expect(page.getByRole('heading', { name: 'Purchase History' })).toBeVisible();
});

test('a customer opening an admin page is sent to /dashboard', async ({ page }) => {
  await registerCustomer(page, 'Nikhil Varghese');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/dashboard');
});

test('an admin on a customer page sees Access denied', async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/profile');
  await expect(page.getByText('Access denied')).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-aisle');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL('/');
});

test('the admin route aliases open their screens', async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const list = await page.request.get('/api/admin/customers?limit=1');
  const { items } = (await list.json()) as { items: { id: string; name: string }[] };
  const customer = items[0]!;
  for (const path of [
    '/admin/add-customer',
    `/admin/customers/${customer.id}/edit`,
    `/admin/customers/edit/${customer.id}`,
    '/admin/sales-dashboard',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  }
  await page.goto(`/admin/customers/${customer.id}/edit`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
});

test('the account menu works from the keyboard, and its code loads only when it is wanted', async ({
  page,
}) => {
  await registerCustomer(page, 'Anil Kumar');
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/user-menu-[^/]+\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Anil Kumar, account menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(menuCode).toEqual([]);

  const menu = page.getByRole('menu');
  const item = (name: string) => menu.getByRole('menuitem', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(item('Profile')).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(menuCode).toHaveLength(1);
  await page.keyboard.press('ArrowDown');
  await expect(item('My Orders')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Sign Out')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Profile')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(item('Profile')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  await expect(item('Sign Out')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/orders');
  await expect(menu).toHaveCount(0);

  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(menu).toHaveCount(0);
});

test('Enter opens the account menu even when pressed just as the menu’s code arrives', async ({ page }) => {
  await registerCustomer(page, 'Anil Kumar');
  const button = page.getByRole('button', { name: 'Anil Kumar, account menu' });
  // The swap from the stand-in button to the real menu used to swallow a key pressed within a few
  // milliseconds of the code's arrival; these delays put the press on both sides of it.
  for (const delay of [5, 20, 40]) {
    await page.unrouteAll();
    await page.route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.reload({ waitUntil: 'networkidle' });
    await button.focus();
    await page.waitForTimeout(delay / 2);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  }
});
