import { randomUUID } from 'node:crypto';
import { khataMessages } from '../src/domain/messages';
import { formatPaise, paiseToRupeesText } from '../src/domain/money';
import { axeViolations } from './accessibility';
import { expect, test } from './admin-session';
import { openUserMenu, ownerAddsCustomer, ownerApi, PASSWORD } from './support';

/**
 * Issue 23 point 4, khata (docs/decisions/070): the owner gives a regular a credit limit on their
 * page; the customer buys up to it with "Pay later (khata)" and is refused beyond it with the
 * amount left; the owner records a UPI settlement and the customer's balance falls.
 */
test('a khata customer buys up to the limit, is refused beyond it, settles by UPI and owes less', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
}) => {
  test.setTimeout(60_000);
  const name = 'Khata Kamala';
  const admin = await ownerApi(playwright, baseURL);
  const { phone, id: customerId } = await ownerAddsCustomer(admin, { name, address: 'Round South' });

  // What one unit of a product in stock costs this customer: one sold by the piece, since a weighed
  // one (other tests add them) steps by half a kg ("Add 0.5 kg more", not "Add one more").
  const products = (await (await admin.get('/api/products?limit=20')).json()).items as {
    id: string;
    name: string;
    stockQuantity: number;
    weighed: boolean;
  }[];
  const product = products.find((p) => p.stockQuantity >= 5 && !p.weighed)!;
  const buyer = await playwright.request.newContext({ baseURL });
  expect((await buyer.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(200);
  const quote = await buyer.post('/api/orders/quote', {
    data: { items: [{ productId: product.id, quantity: 1 }], pointsToUse: 0 },
  });
  const one = (await quote.json()).amountPaidPaise as number;

  // The owner sets the limit: two units and ₹1.00.
  await asAdmin();
  await page.goto(`/admin/customers/edit/${customerId}`);
  await page.getByLabel('Credit limit (₹)').fill(paiseToRupeesText(2 * one + 100));
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText(khataMessages.limitSaved).first()).toBeVisible();
  await page.context().clearCookies();

  // The customer buys two on khata, shown the limit left.
  expect((await page.request.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  const checkout = async (quantity: number) => {
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
    await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
    for (let i = 1; i < quantity; i++)
      await page.getByRole('button', { name: `Add one more ${product.name}` }).click();
    await page.goto('/checkout');
    await page.getByLabel('Pincode').fill('680001');
    await page.getByText('Pay later (khata)', { exact: true }).click();
  };
  await checkout(2);
  await expect(page.getByText(`${formatPaise(2 * one + 100)} left on your khata.`)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();

  // One more is beyond the limit: refused before placing, naming what is left.
  await checkout(1);
  await expect(page.getByRole('alert').filter({ hasText: khataMessages.overLimit(100, one) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  // The server refuses it too.
  const refused = await buyer.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name, phone, pincode: '680001', address: 'Round South' },
      paymentMethod: 'khata',
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe(khataMessages.overLimit(100, one));

  // The owner records a UPI settlement for one unit on the customer's page.
  await page.context().clearCookies();
  await asAdmin();
  await page.goto(`/admin/customers/edit/${customerId}`);
  const settlement = page.getByRole('form', { name: 'Record settlement' });
  await settlement.getByLabel('Method').selectOption('upi');
  await settlement.getByLabel('Amount (₹)').fill(paiseToRupeesText(one));
  const utr = `5${String(Date.now()).slice(-11)}`;
  await settlement.getByLabel('UPI reference (UTR)').fill(utr);
  await settlement.getByRole('button', { name: 'Record settlement' }).click();
  await expect(page.getByText(khataMessages.settlementSaved).first()).toBeVisible();
  await page.goto('/admin/khata');
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().clearCookies();

  // The customer's khata: they owe one unit less, the settlement is on the statement.
  expect((await page.request.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto('/');
  await (await openUserMenu(page, name)).getByRole('menuitem', { name: 'Khata' }).click();
  await expect(page.getByRole('heading', { name: 'Khata', level: 1 })).toBeVisible();
  await expect(page.getByText('You owe').locator('xpath=following-sibling::p[1]')).toHaveText(
    formatPaise(one),
  );
  await expect(page.getByText(`Paid by UPI (UTR ${utr})`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await Promise.all([admin.dispose(), buyer.dispose()]);
});
