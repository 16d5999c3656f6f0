import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './admin-session';
import { uniqueStamp } from './support';

/** A product added through the API as the admin (the page carries the admin's session). */
async function addProduct(page: Page, name: string, stockQuantity: number): Promise<{ id: string }> {
  const response = await page.request.post('/api/admin/products', {
    data: {
      name,
      description: 'Browser test product',
      category: 'Rice & Grains',
      mrpPaise: 12000,
      pricePaise: 10000,
      stockQuantity,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product;
}

/** One item of a list, as a table row (desktop) or a card (phone). */
const listItem = (page: Page, text: string) => page.locator('tr, article').filter({ hasText: text });

test.describe('the owner’s dashboard and reports', () => {
  test('the dashboard shows the cards and the low-stock list; a stock change shows in the audit log', async ({
    page,
    asAdmin,
  }) => {
    const name = `Sold out rice ${uniqueStamp()}`;
    await asAdmin();
    const product = await addProduct(page, name, 0);

    await page.goto('/admin/dashboard');
    const glance = page.getByRole('region', { name: 'At a glance' });
    for (const card of ["Today's sales", 'Customers', 'Products', 'Pending approvals'])
      await expect(glance.getByText(card, { exact: true })).toBeVisible();
    await expect(glance).toContainText(/\d+ new this week/);
    await expect(glance).toContainText(/\d+ low on stock, [1-9]\d* out of stock/);
    await expect(glance).toContainText(/\d+ orders?, \d+ registrations?/);
    await expect(page.getByRole('heading', { name: 'Sales, last 30 days' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent orders' })).toBeVisible();

    // The low-stock list, out of stock first: the new product is among them (Load more until it shows).
    const lowStock = page.getByRole('list', { name: 'Low stock products' });
    await expect(lowStock).toBeVisible();
    const item = lowStock.getByRole('article', { name });
    while (!(await item.isVisible())) await page.getByRole('button', { name: 'Load more' }).click();
    await expect(item).toContainText('Out of Stock');

    // Its edit link opens the product's edit dialog on the products screen.
    await item.getByRole('link', { name: `Edit ${name} stock` }).click();
    await expect(page).toHaveURL(`/admin/products?edit=${product.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Product name')).toHaveValue(name);
    await dialog.getByLabel('Stock quantity').fill('25');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/admin/products');

    // The audit log says who changed what, with before and after.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // The sidebar (a drawer behind the menu button on a phone) links it.
    const menu = page.getByRole('button', { name: 'Open admin menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Products' });
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Product changed' });
    const row = listItem(page, name).first();
    await expect(row).toContainText('Product changed');
    await expect(row).toContainText('Stock');
    await expect(row.locator('del')).toContainText('0');
    await expect(row.locator('ins')).toContainText('25');
    await expect(row).toContainText('Store Admin');
    await expect(row.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/admin/products?edit=${product.id}`,
    );

    // Dates the wrong way round: SPEC's words, and the list stays as it was.
    await page.getByLabel('From').fill('2026-02-10');
    await page.getByLabel('To').fill('2026-02-01');
    await expect(page.getByRole('alert')).toHaveText('Start date cannot be after end date');
    await expect(row).toBeVisible();
  });

  test('a points change shows in the audit log with before and after', async ({ page, asAdmin }) => {
    await asAdmin();
    const list = await page.request.get('/api/admin/customers?status=active&limit=1');
    const [customer] = ((await list.json()) as { items: { id: string; name: string; points: number }[] })
      .items;
    const reason = `Festival gift ${uniqueStamp()}`;
    const change = await page.request.put(`/api/admin/customers/${customer!.id}`, {
      data: { points: customer!.points + 50, reason },
    });
    expect(change.status(), await change.text()).toBe(200);

    await page.goto('/admin/audit-log');
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Customers' });
    const row = listItem(page, reason);
    await expect(row).toContainText('Points changed');
    await expect(row.locator('del')).toContainText(customer!.points.toLocaleString('en-IN'));
    await expect(row.locator('ins')).toContainText((customer!.points + 50).toLocaleString('en-IN'));
    await expect(row.getByRole('link', { name: new RegExp(customer!.name) })).toHaveAttribute(
      'href',
      `/admin/customers/edit/${customer!.id}`,
    );
  });

  test('the purchases CSV holds the orders the search shows', async ({ page, asAdmin }) => {
    await asAdmin();
    const screen = await page.request.get('/api/admin/orders?limit=1');
    const [first] = ((await screen.json()) as { items: { customerCode: string }[] }).items;
    const code = first!.customerCode;
    const matching = await page.request.get(`/api/admin/orders?search=${code}&limit=100`);
    const orders = ((await matching.json()) as { items: { id: string }[] }).items;

    await page.goto('/admin/purchases');
    await page.getByRole('searchbox', { name: /Search orders/ }).fill(code);
    // "Showing 1 order" when that one is all there is, "Showing all 3 orders" (count-label.ts).
    const shown = orders.length === 1 ? 'Showing 1 order' : `Showing all ${orders.length} orders`;
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^purchases-\d{4}-\d{2}-\d{2}\.csv$/);
    const body = await readFile((await download.path())!, 'utf8');
    expect(body.startsWith('\uFEFFOrder ID,Placed,Customer,Customer code,')).toBe(true);
    const rows = body.slice(1).split('\r\n').filter(Boolean).slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(orders.map((order) => order.id));
    for (const row of rows) expect(row).toContain(`,${code},`);
  });
});
