import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminLogin,
  adminMenu,
  adminOnOrder,
  freshPhone,
  PASSWORD,
  staffLogin,
  uniqueStamp,
} from './support';

/*
 * Issue 25, point 1 (docs/decisions/085): the owner adds a staff member on /admin/staff; the staff
 * member signs in on the Admin tab, lands on the orders, sees only their menu, approves an order,
 * and cannot open the owner's Loyalty Settings (the page says so, and the API refuses with 403).
 */

/** A customer's pending order, placed through the API in a browser context of its own. */
async function pendingOrder(request: APIRequestContext): Promise<string> {
  const phone = freshPhone();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Staff Test Buyer', phone, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { items } = (await (await request.get('/api/products?limit=20')).json()) as {
    items: { id: string; inStock: boolean }[];
  };
  const product = items.find((item) => item.inStock)!;
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'Staff Test Buyer', phone, pincode: '680001', address: 'Round East' },
      pointsToUse: 0,
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string } }).order.id;
}

test('the owner adds a staff member, who runs orders but cannot open the settings', async ({
  page,
  browser,
}) => {
  const username = `anil-${uniqueStamp()}`;
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Add Staff' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff' });
  await dialog.getByLabel('Name', { exact: true }).fill('Anil Kumar');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('counter-1');
  await dialog.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByText('Anil Kumar can now sign in on the Admin tab.')).toBeVisible();
  await expect(page.getByText(username)).toBeVisible();

  const buyer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const orderId = await pendingOrder(buyer.request);
  await buyer.close();

  // The staff member signs in on the Admin tab of the same screen.
  await page.context().clearCookies();
  // Staff start at the counter, where most of their day is.
  await staffLogin(page, { username, password: 'counter-1' });
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();
  await page.goto('/admin/purchases');
  await expect(page.getByRole('heading', { name: 'Purchase History' })).toBeVisible();
  expect(await adminMenu(page)).toEqual(['Counter', 'Customers', 'Purchases', 'Khata']);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  await adminOnOrder(page, orderId, 'Approve');
  await expect(page.getByText('Order approved successfully').first()).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Mark as Shipped' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Only the owner can open this' })).toBeVisible();
  await expect(page.getByLabel('Point value')).toHaveCount(0);
  const refused = await page.request.put('/api/admin/settings', { data: { redemptionCapPercent: 100 } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: { code: 'FORBIDDEN', message: 'Only the owner can do that.' },
  });
});
