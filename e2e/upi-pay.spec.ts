import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { test, expect } from './admin-session';
import { axeViolations } from './accessibility';
import { ownerAddsCustomer, ownerApi, PASSWORD } from './support';

/**
 * Issue 23, DESIGN 11.1: a customer pays a UPI order later, from My Orders, on the order's https
 * pay page: its QR code decodes to exactly the UPI request for the amount due, with the order id
 * as its reference, and the button opens the same link. Once the shop records the payment, the
 * page asks for nothing.
 */
test('a UPI order is paid from My Orders on its pay page, whose QR code holds the exact request', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The admin adds a customer (active at once) and, later, records the payment.
  const admin = await ownerApi(playwright, baseURL);
  const { phone } = await ownerAddsCustomer(admin, { name: 'Upi Usha', address: 'Round West' });

  // The customer signs in and places a UPI order.
  expect((await page.request.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  const [product] = (await (await page.request.get('/api/products?limit=1')).json()).items;
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'Upi Usha', phone, pincode: '680001', address: 'Round West' },
      pointsToUse: 0,
      paymentMethod: 'upi',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: string; amountPaidPaise: number };

  // My Orders says it is not paid; its page leads to the pay page.
  await page.goto('/orders');
  // (A card on a phone says so; the table on a desktop has a Pay now link.)
  await expect(
    page
      .getByText('Not paid yet: open it to pay by UPI')
      .or(page.getByRole('link', { name: `Pay for order ${order.id} by UPI` }))
      .filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: order.id }).first().click();
  // (Exact: on a phone the order's card on My Orders is a link whose name ends "open it to pay by UPI".)
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  const payByUpi = page.getByRole('link', { name: 'Pay by UPI', exact: true });
  await expect(payByUpi).toBeVisible();
  await payByUpi.click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Pay for your order', level: 1 })).toBeVisible();
  await expect(page.getByText(`Order ${order.id}`)).toBeVisible();

  // The QR code decodes to the button's link, which asks for exactly the amount due, for this order.
  const qr = page.getByRole('img', { name: /^UPI QR code: pay ₹/ });
  await expect(qr).toBeVisible();
  const image = Buffer.from((await qr.getAttribute('src'))!.split(',')[1]!, 'base64');
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  const href = await page.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href');
  expect(decoded).toBe(href);
  const link = new URL(decoded!);
  expect(link.protocol).toBe('upi:');
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    am: (order.amountPaidPaise / 100).toFixed(2),
    cu: 'INR',
    tr: order.id,
    tn: `Fresh Mart ${order.id}`,
  });
  expect(link.searchParams.has('mc')).toBe(false);
  const payPath = new URL(page.url()).pathname;
  expect(await axeViolations(page)).toEqual([]);

  // After paying, the customer gives the UTR their app shows; a wrong one is refused with why.
  const utrField = page.getByLabel(/Paid\? The UTR of your payment/);
  await utrField.fill('12345');
  await page.getByRole('button', { name: 'Send the UTR' }).click();
  await expect(
    page.getByText('Enter the 12-digit UTR (UPI reference number) your UPI app shows for this payment.'),
  ).toBeVisible();
  const utr = `6${String(Date.now()).slice(-11)}`;
  await utrField.fill(utr);
  await page.getByRole('button', { name: 'Send the UTR' }).click();
  await expect(page.getByText(`Thank you. The shop will find your payment by its UTR ${utr}.`)).toBeVisible();
  expect((await (await admin.get(`/api/admin/orders/${order.id}`)).json()).order.upiReference).toBe(utr);

  // The shop records the payment: the page asks for nothing, and the order has no pay link.
  expect(
    (
      await admin.post(`/api/admin/orders/${order.id}/mark-paid`, {
        headers: { 'content-type': 'application/json' },
      })
    ).status(),
  ).toBe(200);
  await page.goto(payPath);
  await expect(page.getByText('Nothing to pay: this order is paid. Thank you!')).toBeVisible();
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay by UPI', exact: true })).toHaveCount(0);
  await admin.dispose();
});

test('a pay link that is not valid says so', async ({ page }) => {
  await page.goto('/pay/0123456789abcdef0123456789abcdef');
  await expect(
    page.getByText('This payment link is not valid. Ask the shop to send it again.'),
  ).toBeVisible();
});
