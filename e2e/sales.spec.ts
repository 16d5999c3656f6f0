import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../src/domain/messages';
import { formatPaise } from '../src/domain/money';
import { dayBefore, type SalesDay, type SalesRangeReport } from '../src/domain/sales.schemas';
import { expect, test } from './admin-session';
import { freshPhone, uniqueStamp } from './support';

/**
 * Issue 12, the Daily Sales Dashboard: the owner checks the range form's two SPEC messages, a
 * customer places two orders (one is rejected: it does not count), and the screen's figures agree
 * with the API and with the orders' amounts; the CSV of the range agrees with them too.
 */
const PASSWORD = 'sales-secret-7';
const csvRupees = (paise: number) => (paise / 100).toFixed(2);
const csvDay = (day: string) => day.split('-').reverse().join('/');

/** A customer the admin adds (with a password: active), signed in on their own request context. */
async function customerPlacing(page: Page, newContext: () => Promise<APIRequestContext>) {
  const phone = freshPhone();
  const added = await page.request.post('/api/admin/customers', {
    data: { name: `Sales Sita ${uniqueStamp()}`, phone, password: PASSWORD },
  });
  expect(added.status(), await added.text()).toBe(201);
  const customer = await newContext();
  const login = await customer.post('/api/auth/login', { data: { phone, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const products = await (await customer.get('/api/products?search=Matta%20Rice')).json();
  const productId = (products.items as { id: string }[])[0]!.id;
  return async (quantity: number) => {
    const placed = await customer.post('/api/orders', {
      headers: { 'idempotency-key': `${uniqueStamp()}-${quantity}` },
      data: {
        items: [{ productId, quantity }],
        delivery: { name: 'Sita', phone, pincode: '680001' },
        pointsToUse: 0,
        paymentMethod: 'cod',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return (await placed.json()).order as { id: string; amountPaidPaise: number; pointMoneyPaise: number };
  };
}

async function salesApi(page: Page, from: string, to: string): Promise<SalesRangeReport> {
  const response = await page.request.get(`/api/admin/sales?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test('the owner searches a range of sales, sees the orders placed today, and downloads the CSV', async ({
  page,
  asAdmin,
  playwright,
  baseURL,
}) => {
  await asAdmin();
  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { name: 'Daily Sales Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(messages.sales.rule)).toBeVisible();
  const today = ((await (await page.request.get('/api/admin/sales/today')).json()) as SalesDay).date;
  const from = dayBefore(today, 1);

  // The form's checks, before anything is asked.
  const form = page.getByRole('form', { name: 'Sales date range' });
  await form.getByLabel('Start date').fill(from);
  await form.getByLabel('End date').fill('');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.sales.bothDatesRequired);
  await form.getByLabel('Start date').fill(today);
  await form.getByLabel('End date').fill(from);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.sales.startAfterEnd);

  // Two orders today; the admin rejects one.
  const before = await salesApi(page, from, today);
  const place = await customerPlacing(page, () => playwright.request.newContext({ baseURL }));
  const kept = await place(2);
  const rejected = await place(1);
  expect((await page.request.post(`/api/admin/orders/${rejected.id}/reject`, { data: {} })).status()).toBe(
    200,
  );
  const after = await salesApi(page, from, today);
  expect(after.totals.orders - before.totals.orders).toBe(1);
  expect(after.totals.salesPaise - before.totals.salesPaise).toBe(kept.amountPaidPaise);
  expect(after.totals.pointMoneyPaise - before.totals.pointMoneyPaise).toBe(kept.pointMoneyPaise);
  expect(after.totals.toCollectPaise - before.totals.toCollectPaise).toBe(kept.amountPaidPaise);

  // The screen shows the API's figures for the range.
  await form.getByLabel('Start date').fill(from);
  await form.getByLabel('End date').fill(today);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(`/admin/sales?from=${from}&to=${today}`);
  const rangeTotals = page.locator('dl[aria-label="Totals for the range"]');
  await expect(
    rangeTotals
      .locator('div')
      .filter({ hasText: /^Sales/ })
      .locator('dd'),
  ).toHaveText(formatPaise(after.totals.salesPaise));
  await expect(
    rangeTotals
      .locator('div')
      .filter({ hasText: /^Orders/ })
      .locator('dd'),
  ).toHaveText(String(after.totals.orders));
  const todayRow = page.getByRole('row').filter({ has: page.locator(`time[datetime="${today}"]`) });
  const todayFigures = after.days.find((day) => day.date === today)!;
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(formatPaise(todayFigures.salesPaise));
  await expect(todayRow.getByRole('cell').nth(2)).toHaveText(String(todayFigures.orders));
  const todayCards = page.locator('dl[aria-label="Today\'s sales"]');
  await expect(
    todayCards
      .locator('div')
      .filter({ hasText: /^Sales/ })
      .locator('dd'),
  ).toHaveText(formatPaise(todayFigures.salesPaise));

  // The CSV of the range: the BOM, the header, today's row as the API says.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sales-${from}-to-${today}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Date,Orders,Sales (₹),Point money (₹),Collected (₹),To collect (₹)');
  const f = todayFigures;
  expect(lines).toContain(
    [
      csvDay(today),
      f.orders,
      ...[f.salesPaise, f.pointMoneyPaise, f.collectedPaise, f.toCollectPaise].map(csvRupees),
    ].join(','),
  );
  expect(lines).toContain(
    ['Total', after.totals.orders, csvRupees(after.totals.salesPaise)].join(',') +
      `,${csvRupees(after.totals.pointMoneyPaise)},${csvRupees(after.totals.collectedPaise)},${csvRupees(after.totals.toCollectPaise)}`,
  );

  // Reset goes back to the last 30 days.
  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL('/admin/sales');
  await expect(form.getByLabel('Start date')).toHaveValue(dayBefore(today, 29));
  await expect(form.getByLabel('End date')).toHaveValue(today);
});
