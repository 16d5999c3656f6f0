import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gtinCheckDigit } from '../src/domain/barcodes';
import { axeViolations } from './accessibility';
import { ADMIN, PASSWORD, adminMenu, customerLogin, freshPhone, staffLogin, uniqueStamp } from './support';

/*
 * The counter (issue 25 point 3, docs/decisions/092): a staff member sells over the counter at
 * 390 px and at 1280 px. Each test makes its own staff member, products (with barcodes, and a
 * weighed one with a scale item code) and customer through the owner's API, with unique names:
 * both projects share one server.
 */

/** A valid EAN-13 that no other run uses: 890, nine digits from the clock and chance, its check digit. */
function freshEan(): string {
  const body = `890${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** A scale's label in the shop's default layout: 20, the 5-digit item code, the price in paise, the check digit. */
function scaleLabel(itemCode: string, pricePaise: number): string {
  const body = `20${itemCode}${String(pricePaise).padStart(5, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

interface Shop {
  staff: { username: string; password: string };
  products: { name: string; barcode: string }[];
  weighed: { name: string; itemCode: string };
  customer: { name: string; phone: string };
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 201) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

/** The owner's API makes what one test sells: a staff member, three packs, loose rice, a customer with points. */
async function stockTheShop(
  baseURL: string,
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
): Promise<Shop> {
  const stamp = uniqueStamp();
  const owner = await playwright.request.newContext({ baseURL });
  await ok(await owner.post('/api/auth/admin/login', { data: ADMIN }), 200);
  const staff = { username: `counter-${stamp}`.toLowerCase(), password: 'counter-pass-1' };
  await ok(await owner.post('/api/admin/staff', { data: { ...staff, name: `Counter Staff ${stamp}` } }));

  const { items: categories } = (await (await owner.get('/api/categories')).json()) as {
    items: { name: string }[];
  };
  const product = (name: string, mrpPaise: number, extra: Record<string, unknown>) =>
    owner.post('/api/admin/products', {
      data: {
        name,
        description: 'Sold at the counter.',
        category: categories[0]!.name,
        mrpPaise,
        pricePaise: mrpPaise - 500,
        dummyPricePaise: null,
        stockQuantity: 50,
        imageUrl: '',
        ...extra,
      },
    });
  const products = [
    { name: `Counter Ghee ${stamp}`, barcode: freshEan(), mrpPaise: 12_000 },
    { name: `Counter Tea ${stamp}`, barcode: freshEan(), mrpPaise: 8_500 },
    { name: `Counter Soap ${stamp}`, barcode: freshEan(), mrpPaise: 4_000 },
  ];
  for (const { name, barcode, mrpPaise } of products)
    await ok(await product(name, mrpPaise, { barcodes: [barcode] }));
  const weighed = {
    name: `Counter Loose Rice ${stamp}`,
    itemCode: String(10_000 + Math.floor(Math.random() * 89_999)),
  };
  await ok(
    await product(weighed.name, 4_000, {
      unit: 'kg',
      weighed: true,
      scaleItemCode: weighed.itemCode,
      stockQuantity: 100,
    }),
  );

  const customer = { name: `Counter Regular ${stamp}`, phone: freshPhone() };
  // Registering signs the newcomer in: in a context of their own, so the owner stays signed in.
  const newcomer = await playwright.request.newContext({ baseURL });
  const registered = await ok(
    await newcomer.post('/api/auth/register', {
      data: { ...customer, password: PASSWORD, confirmPassword: PASSWORD },
    }),
  );
  await newcomer.dispose();
  const { id } = registered.user as { id: string };
  await ok(await owner.post(`/api/admin/customers/${id}/approve`, { data: {} }), 200);
  await ok(
    await owner.put(`/api/admin/customers/${id}`, {
      data: { points: 500, reason: 'Counter test: points to redeem' },
    }),
    200,
  );
  await owner.dispose();
  return { staff, products, weighed, customer };
}

/** Types a code into the scan box and Enter, as a USB scanner does. */
async function scan(page: Page, code: string) {
  const box = page.getByLabel('Scan or type a barcode');
  await expect(box).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

const rupees = (text: string | null) => Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);

test('staff sell to a customer found by phone: three scans and a scale label, points, cash and UPI, F2', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shop = await stockTheShop(baseURL!, playwright);
  await staffLogin(page, shop.staff);

  // The counter is first in the staff's menu; the owner's settings are neither there nor open.
  const menu = await adminMenu(page);
  expect(menu[0]).toBe('Counter');
  expect(menu).not.toContain('Loyalty Settings');
  await page.goto('/admin/settings');
  await expect(page.getByText('Only the owner can open this')).toBeVisible();

  await page.goto('/admin/counter');
  await expect(page.getByRole('heading', { name: 'Counter' })).toBeVisible();

  // An unknown code says so and offers to search for it.
  const unknown = freshEan();
  await scan(page, unknown);
  await expect(page.getByRole('alert').filter({ hasText: unknown })).toBeVisible();
  await page.getByRole('button', { name: 'Search for it' }).click();
  await expect(page.getByLabel('Search products')).toHaveValue(unknown);
  await page.getByLabel('Search products').fill('');

  // The customer, found by phone.
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page.getByLabel('Customer’s phone number or code').fill(shop.customer.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByText(shop.customer.name)).toBeVisible();

  // Three packs and a scale's label (₹30.00 of rice at its MRP of ₹40.00 a kg: 0.750 kg), by the scan box.
  await page.getByLabel('Scan or type a barcode').focus();
  for (const { barcode } of shop.products) await scan(page, barcode);
  await scan(page, scaleLabel(shop.weighed.itemCode, 3_000));
  const items = page.getByRole('list', { name: 'Items in this sale' });
  for (const { name } of shop.products) await expect(items.getByText(name, { exact: true })).toBeVisible();
  await expect(items.getByLabel(`Weight of ${shop.weighed.name} (kg)`)).toHaveValue('0.75');
  await expect(items.getByText(/^₹[\d.]+ per kg · 0\.750 kg$/)).toBeVisible();

  // Points, up to the cap the server quotes.
  const use = page.getByRole('button', { name: /^Use \d+$/ });
  await expect(use).toBeEnabled();
  const points = Number((await use.textContent())!.replace(/\D/g, ''));
  expect(points).toBeGreaterThan(0);
  await use.click();
  await expect(page.getByLabel('Points to use')).toHaveValue(String(points));
  await expect(page.getByText('Points used')).toBeVisible();
  const due = page.getByTestId('counter-due');
  await expect(due).toHaveText(/^₹[\d,]+\.\d\d$/);
  const duePaise = rupees(await due.textContent());

  // ₹100 in cash, the rest by UPI: its QR asks for exactly the rest.
  await page.getByRole('button', { name: 'Cash' }).click();
  await page.getByLabel('Cash handed over').fill('100');
  await expect(page.getByText(/^Still to pay: /)).toBeVisible();
  const complete = page.getByRole('button', { name: /Complete sale/ });
  await expect(complete).toBeDisabled();
  await page.getByRole('button', { name: 'UPI' }).click();
  const rest = ((duePaise - 10_000) / 100).toFixed(2);
  await expect(page.getByLabel('UPI amount')).toHaveValue(rest);
  await expect(page.getByRole('img', { name: /^UPI QR code: pay ₹/ })).toBeVisible();
  await expect(complete).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('counter-sale.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // F2 completes from anywhere.
  await page.getByLabel('Points to use').focus();
  await page.keyboard.press('F2');
  const done = page.getByText(/^Sale ORD-\d+-[A-Z0-9]+ complete$/);
  await expect(done).toBeVisible();
  const orderId = (await done.textContent())!.match(/ORD-\d+-[A-Z0-9]+/)![0];
  const receipt = page.getByRole('article', { name: `Receipt for ${orderId}` });
  await expect(page.getByText(new RegExp(`^${shop.customer.name}: ₹[\\d,.]+ paid\\.`))).toBeVisible();
  await expect(receipt.getByText(/^This sale earns \d+ points?/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'New sale' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('counter-receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const whatsApp = await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
  expect(whatsApp).toMatch(new RegExp(`^https://wa\\.me/91${shop.customer.phone}\\?text=.*receipt%2F`));

  // The public receipt opens for anyone with the link.
  const receiptLink = decodeURIComponent(whatsApp!).match(/https?:\/\/\S+\/receipt\/\S+/)![0];
  const stranger = await browser.newContext({ baseURL: baseURL! });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(receiptLink).pathname);
  await expect(strangerPage.getByRole('article', { name: `Receipt for ${orderId}` })).toBeVisible();
  expect(await axeViolations(strangerPage)).toEqual([]);
  await stranger.close();

  // New sale: the scan box has the focus again.
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByLabel('Scan or type a barcode')).toBeFocused();

  // The customer's My Orders shows the counter sale, and their points are spent.
  const customer = await browser.newContext({ baseURL: baseURL! });
  const customerPage = await customer.newPage();
  await customerLogin(customerPage, shop.customer.phone, PASSWORD);
  await expect(customerPage).not.toHaveURL(/\/login/);
  await customerPage.goto('/orders');
  await expect(customerPage.getByText(orderId).filter({ visible: true }).first()).toBeVisible();
  const me = (await (await customerPage.request.get('/api/auth/me')).json()) as {
    user: { points: number; pendingPoints: number };
  };
  expect(me.user.points).toBe(500 - points);
  expect(me.user.pendingPoints).toBeGreaterThan(0);
  await customer.close();
});

test('a walk-in earns nothing; a parked sale comes back priced again', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const shop = await stockTheShop(baseURL!, playwright);
  await staffLogin(page, shop.staff);
  await page.goto('/admin/counter');
  const [ghee, tea] = shop.products as [Shop['products'][0], Shop['products'][0]];

  // A sale parked with its line, then another sale (a walk-in) completed in cash.
  await scan(page, tea.barcode);
  const items = page.getByRole('list', { name: 'Items in this sale' });
  await expect(items.getByText(tea.name)).toBeVisible();
  const due = page.getByTestId('counter-due');
  await expect(due).toHaveText(/^₹\d+\.\d\d$/);
  const teaDue = (await due.textContent())!;
  await page.getByRole('button', { name: 'Park' }).click();
  const parked = page.getByRole('list', { name: 'Parked sales' });
  await expect(parked.getByText(`1 item · ${teaDue} · parked `, { exact: false })).toBeVisible();
  await expect(page.getByText('No items yet: scan one, search, or tap a tile.')).toBeVisible();

  await scan(page, ghee.barcode);
  await expect(items.getByText(ghee.name)).toBeVisible();
  await expect(page.getByText('Walk-in customer')).toBeVisible();
  await expect(page.getByLabel('Points to use')).toHaveCount(0);
  await expect(page.getByText('A walk-in sale earns no points.')).toBeVisible();
  await expect(page.getByText(/usable/)).toHaveCount(0);
  // Priced afresh for the ghee (not the parked tea's quote).
  await expect(due).toHaveText(/^₹\d+\.\d\d$/);
  await expect(due).not.toHaveText(teaDue);
  const gheeDue = (await due.textContent())!;
  const change = `₹${((20_000 - rupees(gheeDue)) / 100).toFixed(2)}`;
  await page.getByRole('button', { name: 'Cash' }).click();
  await page.getByLabel('Cash handed over').fill('200');
  await expect(page.getByTestId('counter-change')).toHaveText(change);
  await page.getByRole('button', { name: /Complete sale/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt for ORD-/ });
  await expect(receipt).toBeVisible();
  await expect(page.getByText(`Walk-in: ${gheeDue} paid.`, { exact: false })).toBeVisible();
  await expect(receipt.getByText(/This sale earns/)).toHaveCount(0);
  await expect(page.getByTestId('counter-done-change')).toHaveText(`Change: ${change}`);
  const whatsApp = await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  await page.getByRole('button', { name: 'New sale' }).click();

  // Resumed: the parked line is back, quoted afresh.
  await page.getByRole('button', { name: 'Resume Walk-in’s sale' }).click();
  await expect(items.getByText(tea.name)).toBeVisible();
  await expect(due).toHaveText(teaDue);
  await expect(page.getByRole('list', { name: 'Parked sales' })).toHaveCount(0);
});

test('the camera library loads only when its button is pressed, and no camera is said plainly', async ({
  page,
}) => {
  expect((await page.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
  // Every script the page fetches, and whether it is the barcode library (its own error text is in it).
  const scripts: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (body) => body.includes('MultiFormat Readers were able'),
          () => false,
        ),
      );
  });
  await page.goto('/admin/counter');
  await expect(page.getByLabel('Scan or type a barcode')).toBeFocused();
  await page.waitForLoadState('networkidle');
  const first = await Promise.all(scripts);
  expect(first).not.toContain(true);

  await page.getByRole('button', { name: 'Scan with camera' }).click();
  // Headless Chromium has no camera: the counter says what to do instead.
  await expect(
    page.getByText(
      'This device has no camera the browser may use. Type the barcode, or search for the product.',
    ),
  ).toBeVisible();
  expect((await Promise.all(scripts)).slice(first.length)).toContain(true);
  await page.getByRole('button', { name: 'Close the camera' }).click();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
});
