import { randomInt, randomUUID } from 'node:crypto';
import {
  hdfcStatement,
  hdfcUpiNarration,
  indiaToday,
  sbiStatement,
  sbiUpiNarration,
} from '../src/server/testing/statement-files';
import { formatPaise } from '../src/domain/money';
import { test, expect } from './admin-session';
import { axeViolations } from './accessibility';
import { freshPhone, ownerAddsCustomer, ownerApi, PASSWORD } from './support';

/**
 * Issue 23, point 3: the owner uploads the bank statement on the Payments screen, sees which order
 * each credit pays before applying it, applies it, and the order is paid with the credit's UTR; the
 * same credit again, in the same file or another bank's layout, applies nothing.
 */
test('a UPI order is paid from the bank statement, once, whatever the layout', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
}) => {
  const admin = await ownerApi(playwright, baseURL);
  const { phone } = await ownerAddsCustomer(admin, { name: 'Statement Sreeja', address: 'Round South' });
  const customer = await playwright.request.newContext({ baseURL });
  expect((await customer.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  const [product] = (await (await customer.get('/api/products?limit=1')).json()).items;
  const utr = `6${String(randomInt(10 ** 10, 10 ** 11))}`;
  const placed = await customer.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'Statement Sreeja', phone, pincode: '680001', address: 'Round South' },
      pointsToUse: 0,
      paymentMethod: 'upi',
      upiReference: utr,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: string; amountPaidPaise: number };
  await customer.dispose();
  const credit = { day: indiaToday(), amountPaise: order.amountPaidPaise };
  // A second credit no order fits (a supplier's refund): it waits in the review list.
  const stray = {
    day: indiaToday(),
    amountPaise: 1_234_56,
    narration: sbiUpiNarration(`7${utr.slice(1)}`, 'Refund'),
  };
  const sbi = sbiStatement([{ ...credit, narration: sbiUpiNarration(utr) }, stray]);
  const hdfc = hdfcStatement([
    { ...credit, narration: hdfcUpiNarration(utr) },
    { ...stray, narration: hdfcUpiNarration(`7${utr.slice(1)}`, 'REFUND') },
  ]);

  await asAdmin();
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const file = page.getByLabel('Statement file (CSV)');
  const check = page.getByRole('button', { name: 'Check statement' });
  const credits = page.getByRole('table', { name: 'Credits in the statement' });

  // The dry run: read as SBI's, the credit matched to the order by the UTR the customer gave.
  await file.setInputFiles({ name: 'sbi.csv', mimeType: 'text/csv', buffer: Buffer.from(sbi) });
  await check.click();
  await expect(page.getByText('State Bank of India', { exact: true })).toBeVisible();
  await expect(credits.getByRole('row').filter({ hasText: order.id })).toContainText('Matched');
  await expect(credits).toContainText('UTR the customer gave');
  expect(await axeViolations(page)).toEqual([]);
  expect((await (await admin.get(`/api/admin/orders/${order.id}/payments`)).json()).duePaise).toBe(
    order.amountPaidPaise,
  );

  // Applied: the order is paid, with the UTR, from the bank statement.
  await page.getByRole('button', { name: 'Apply 1 match' }).click();
  await expect(page.getByText('Recorded 1 payment')).toBeVisible();
  const payments = await (await admin.get(`/api/admin/orders/${order.id}/payments`)).json();
  expect(payments).toMatchObject({
    duePaise: 0,
    payments: [{ direction: 'in', method: 'upi', reference: utr, source: 'statement' }],
  });

  // The credit no order fits waits for the owner, who dismisses it.
  const waiting = page.getByRole('listitem').filter({ hasText: `UTR 7${utr.slice(1)}` });
  await expect(waiting).toContainText('No order fits');
  await waiting.getByRole('button', { name: 'Dismiss' }).click();
  await expect(waiting).toHaveCount(0);

  // The same credit in HDFC's layout, and the same file again: already applied, nothing to apply.
  for (const [name, text, bank] of [
    ['hdfc.csv', hdfc, 'HDFC Bank'],
    ['sbi.csv', sbi, 'State Bank of India'],
  ] as const) {
    await file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await check.click();
    await expect(page.getByText(bank, { exact: true })).toBeVisible();
    await expect(credits.getByRole('row').nth(1)).toContainText('Already applied');
    await expect(credits.getByRole('row').nth(2)).toContainText('Already applied');
    await expect(page.getByRole('button', { name: 'Nothing to apply' })).toBeDisabled();
  }
  expect((await (await admin.get(`/api/admin/orders/${order.id}/payments`)).json()).payments).toHaveLength(1);
  await admin.dispose();
});

/**
 * Issue 23, point 4 (docs/decisions/072): a regular pays what their khata owes by UPI; the bank
 * credit fits no order and waits in the review list, where the owner settles their khata with it.
 */
test('a bank credit in the review list settles a regular’s khata, oldest order first', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
  adminCookies,
}) => {
  const admin = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: adminCookies, origins: [] },
  });
  const phone = freshPhone();
  // Her own name: this test runs once for each screen size on the same shop (the whole phone: two
  // runs' last four digits once matched, and the settle dialog offered two Kavyas).
  const name = `Khata Kavya ${phone}`;
  const added = await admin.post('/api/admin/customers', {
    data: { name, phone, password: PASSWORD, address: 'Round West' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const customerId = ((await added.json()).customer as { id: string }).id;
  expect(
    (
      await admin.put(`/api/admin/customers/${customerId}/credit`, { data: { limitPaise: 5_000_00 } })
    ).status(),
  ).toBe(200);
  const customer = await playwright.request.newContext({ baseURL });
  expect((await customer.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  const [product] = (await (await customer.get('/api/products?limit=1')).json()).items;
  const orders: { id: string; amountPaidPaise: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const placed = await customer.post('/api/orders', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        delivery: { name, phone, pincode: '680001', address: 'Round West' },
        pointsToUse: 0,
        paymentMethod: 'khata',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orders.push((await placed.json()).order);
  }
  await customer.dispose();
  const owed = orders[0]!.amountPaidPaise + orders[1]!.amountPaidPaise;
  // More than the first order, less than both: no order fits it.
  const amountPaise = orders[0]!.amountPaidPaise + 37;
  const utr = `5${String(randomInt(10 ** 10, 10 ** 11))}`;
  const csv = hdfcStatement([{ day: indiaToday(), amountPaise, narration: hdfcUpiNarration(utr, phone) }]);
  const applied = await admin.post('/api/admin/statements?apply=true', {
    multipart: { file: { name: 'hdfc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await asAdmin();
  await page.goto('/admin/payments');
  const waiting = page.getByRole('listitem').filter({ hasText: `UTR ${utr}` });
  await waiting.getByRole('button', { name: 'Settle khata…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle a khata with this credit' });
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${name} `) })).toBeChecked();
  await expect(dialog.getByTestId('owed-after')).toHaveText(formatPaise(owed - amountPaise));
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /^Settle ₹/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(waiting).toHaveCount(0);

  const first = await (await admin.get(`/api/admin/orders/${orders[0]!.id}/payments`)).json();
  expect(first).toMatchObject({
    duePaise: 0,
    payments: [{ method: 'upi', reference: utr, source: 'settlement' }],
  });
  const credit = await (await admin.get(`/api/admin/customers/${customerId}/credit`)).json();
  expect(credit.credit.owedPaise).toBe(owed - amountPaise);
  await admin.dispose();
});
