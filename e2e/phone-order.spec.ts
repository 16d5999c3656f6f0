import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility';
import { adminLogin, adminOnOrder, customerLogin } from './support';

/**
 * A phone order (issue 25 point 4, docs/decisions/088): the owner takes down an order the demo
 * customer phoned in, found by her phone number, with the keyboard; the total is the server's
 * quote. It waits for approval like any other, goes approve → ship → deliver, and the customer
 * sees it delivered in My Orders, marked "Phone order", with the point money it was quoted to
 * earn. The purchases' source filter (in the address) finds it.
 */
const DEMO = { phone: '9847100000', name: 'Anjali Nair', password: 'shop1234' };
const RICE = 'Kerala Matta Rice 5 kg';

test('the owner enters a phone order that goes through its whole life', async ({ page }) => {
  await adminLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');

  // From the orders list to the new phone order.
  await page.goto('/admin/purchases');
  await page.getByRole('link', { name: 'New phone order' }).click();
  await expect(page).toHaveURL('/admin/orders/new');

  // An unknown phone is said plainly.
  const find = page.getByLabel('Customer’s phone number or code');
  await expect(find).toBeFocused();
  await find.fill('6000000009');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'No customer has that phone number or code. Check it, or add them under Customers first.',
  );

  // Found by phone, as typed over the phone: the customer, her tier, points and last address.
  await find.fill(`+91 ${DEMO.phone.slice(0, 5)} ${DEMO.phone.slice(5)}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^${DEMO.name} \\(A\\d+\\)$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change customer' })).toBeVisible();
  await expect(page.getByLabel('Pincode')).not.toHaveValue('');

  // Two bags of rice, by the keyboard: type, Enter adds the first found; then one more.
  const search = page.getByLabel('Add a product');
  // 'Kerala Matta', not 'Matta Rice': other tests on this shop add loose Matta rice of their own.
  await search.fill('Kerala Matta');
  await expect(page.getByRole('button', { name: `Add ${RICE}` })).toBeVisible();
  await search.press('Enter');
  const items = page.getByRole('list', { name: 'Items in this order' });
  await expect(items.getByText(RICE)).toBeVisible();
  await items.getByRole('button', { name: `One more ${RICE}` }).click();
  await expect(items.getByLabel(`Quantity of ${RICE}`)).toHaveValue('2');

  await page.getByLabel('Note for the delivery').fill('After 5 pm');
  const total = page.getByTestId('phone-order-total');
  await expect(total).toHaveText(/^₹[\d,]+\.\d\d$/);
  await expect(page.getByRole('button', { name: 'Place phone order' })).toBeEnabled();
  const toPay = await total.textContent();
  const earns = (await page.getByText(/^Earns ₹[\d,.]+ point money on delivery/).textContent())!.match(
    /₹[\d,.]+/,
  )![0];
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Place phone order' }).click();
  const placed = page.getByText(
    /^Phone order ORD-\d+-[A-Z0-9]+ placed\. It waits for approval like any other order\.$/,
  );
  await expect(placed).toBeVisible();
  await expect(page.getByText(`${DEMO.name}: ${toPay}, Cash on Delivery.`)).toBeVisible();
  const orderId = (await placed.textContent())!.match(/ORD-\d+-[A-Z0-9]+/)![0];

  // The purchases' source filter, in the address, finds it.
  await page.getByRole('link', { name: 'See it in Purchases' }).click();
  await page.getByLabel('Source').selectOption('phone');
  await expect(page).toHaveURL(/source=phone/);
  await expect(page.getByRole('button', { name: `View details of order ${orderId}` })).toBeVisible();
  await page.goto('/admin/purchases?source=online');
  await page.getByLabel('Search orders by customer name, phone, order id or customer code').fill(orderId);
  await expect(page.getByText('No matching orders')).toBeVisible();

  // The same life as any order.
  await adminOnOrder(page, orderId, 'Approve');
  await expect(page.getByText('Order approved successfully').first()).toBeVisible();
  await adminOnOrder(page, orderId, 'Mark as Shipped');
  await expect(page.getByText('Order marked as shipped').first()).toBeVisible();
  await adminOnOrder(page, orderId, 'Confirm Delivery');
  await expect(page.getByText(/^Delivery confirmed! Customer earned \d+ points/).first()).toBeVisible();

  // The customer sees it among her orders: delivered, a phone order, with what it earned.
  await page.context().clearCookies();
  await customerLogin(page, DEMO.phone, DEMO.password);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Phone order', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`You earned ${earns} point money on this order.`)).toBeVisible();
  await expect(page.getByText('After 5 pm')).toBeVisible();
});
