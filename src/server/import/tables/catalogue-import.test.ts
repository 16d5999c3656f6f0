import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/order';
import type { SalesRangeReport } from '../../../domain/sales.schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';
import type { ImportReport } from '../import-report';
import { runImport } from '../run-import';
import { dataUrl, noisyPng, writeTable, type Flavour } from '../testing/catalogue-export';

let t: TestApp;
let admin: Record<string, string>;
let customer: { cookies: Record<string, string>; id: string; phone: string };
const dirs: string[] = [];
let bigPng: Buffer;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
  const signedIn = await signInCustomer(t);
  const [row] = await t.db.query<{ phone: string }>('select phone from customers where id = $1', [
    signedIn.id,
  ]);
  customer = { ...signedIn, phone: row!.phone };
  // What the customers importer leaves: the old customer id remembered as this customer.
  await t.db.query(
    `insert into legacy_ids (legacy_table, legacy_id, new_id) values ('customers', 'c-1', $1)`,
    [signedIn.id],
  );
  bigPng = await noisyPng(1000);
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const line = (productId: string, name: string, price: number, quantity: number) => ({
  productId,
  name,
  price,
  quantity,
});

function order(id: string, fields: Record<string, unknown>) {
  return {
    id,
    customer_id: 'c-1',
    customer_name: 'Anitha',
    customer_phone: customer.phone,
    customer_code: 'A101',
    products: [line('p-rice', 'Matta Rice', 45.5, 2)],
    total_amount: 91,
    points_used: 0,
    amount_paid: 91,
    points: 4.5,
    status: 'delivered',
    payment_method: 'cod',
    pincode: '680001',
    delivery_address: 'Thrissur',
    is_pending_approval: false,
    is_points_awarded: true,
    delivery_approved: true,
    points_approved: true,
    order_date: '2024-03-05T10:00:00',
    created_at: '2024-03-05T10:00:00',
    ...fields,
  };
}

function writeExport(flavour: Flavour): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-export-'));
  dirs.push(dir);
  const write = (table: string, rows: Record<string, unknown>[]) => writeTable(dir, table, rows, flavour);
  write('categories', [
    { id: 'k-rice', name: 'Rice', description: 'Kerala rice', created_at: '2024-01-01', updated_at: null },
    { id: 'k-general', name: 'general', description: '', created_at: null, updated_at: null },
  ]);
  const product = (id: string, fields: Record<string, unknown>) => ({
    id,
    name: `Product ${id}`,
    description: '',
    category: 'Rice',
    image: null,
    price: '40',
    mrp: '45.5',
    dummyPrice: null,
    inStock: true,
    stockQuantity: 10,
    tierDiscounts: { Bronze: 2, Silver: 3, Gold: 4, Diamond: 5 },
    created_at: '2024-01-02T09:00:00',
    ...fields,
  });
  write('products', [
    product('p-rice', { name: 'Matta Rice', image: dataUrl(bigPng) }),
    product('p-minus', { stockQuantity: -3 }),
    product('p-text', { image: dataUrl(Buffer.from('not a picture at all'), 'image/jpeg') }),
    product('p-link', { image: 'https://cdn.example.com/oil.jpg', category: 'Snacks' }),
  ]);
  write('services', [
    {
      id: 's-1',
      title: 'Home delivery',
      description: 'Within 5 km',
      price: 'Contact for quote',
      image: null,
      category: 'Delivery',
      isActive: true,
      created_at: null,
    },
  ]);
  write('club_tiers', [
    {
      id: 't-1',
      tier_name: 'Gold',
      title: 'Gold club',
      description: '',
      price: '₹499',
      image_url: dataUrl(bigPng),
      display_order: 0,
    },
  ]);
  write('leaderboard_config', [
    {
      id: 'l-1',
      top_count: 5,
      offer_title: 'Top five save more',
      offer_description: 'Extra off for our best',
      offer_discount_percentage: 15,
      is_active: true,
      created_at: null,
      updated_at: null,
    },
  ]);
  write('orders', [
    order('ORD-1709612345678-AAA', {
      products: [line('p-rice', 'Matta Rice', 45.5, 2), line('p-deleted', 'Old soap', 10, 1)],
      total_amount: 101,
      amount_paid: 101,
    }),
    order('ORD-1709612345679-BBB', { status: 'refunded' }),
    order('ORD-1709612345680-CCC', {
      status: 'shipped',
      order_date: '2024-03-06T11:00:00',
      amount_paid: 81,
      points_used: 10,
    }),
    // Another customer id, but the same phone in another form: the same customer.
    order('ORD-1709612345681-DDD', {
      customer_id: 'c-readded',
      customer_phone: `+91 ${customer.phone.slice(0, 5)} ${customer.phone.slice(5)}`,
      status: 'pending',
      is_points_awarded: false,
      order_date: '2024-03-06T12:00:00',
    }),
    order('ORD-1709612345682-EEE', {
      customer_id: 'c-gone',
      customer_phone: '9000000001',
      customer_name: 'Gone',
    }),
  ]);
  write('daily_sales', [
    { id: 'd-5', sale_date: '2024-03-05', total_sales: 101, total_points: 0, total_orders: 1 },
    { id: 'd-6', sale_date: '2024-03-06', total_sales: 999.5, total_points: 12, total_orders: 4 },
    { id: 'd-7', sale_date: '2024-03-07', total_sales: 200, total_points: 0, total_orders: 2 },
  ]);
  return dir;
}

const run = (dir: string, apply: boolean) => runImport(t.db, { dir, apply, dataDir: t.config.dataDir });
const counts = (report: ImportReport) =>
  Object.fromEntries(
    [...report.tables].map(([table, r]) => [table, [r.read, r.imported, r.alreadyImported]]),
  );
const problems = (report: ImportReport, table: 'products' | 'orders' | 'daily_sales') =>
  Object.fromEntries([...report.table(table).problems].map(([kind, { count }]) => [kind, count]));
const get = (url: string, cookies = admin) => t.app.inject({ method: 'GET', url, cookies });

describe('importing the catalogue, orders and daily sales of the old app', () => {
  let dryRun: ImportReport;
  let applied: ImportReport;

  it('a dry run reports exactly what --apply does and changes nothing', async () => {
    const dir = writeExport('csv');
    const productsBefore = await t.db.query('select id from products');
    dryRun = await run(dir, false);
    expect(await t.db.query('select id from products')).toHaveLength(productsBefore.length);
    expect(await t.db.query(`select 1 from orders where id like 'ORD-17096123456%'`)).toHaveLength(0);
    applied = await run(dir, true);
    expect(counts(applied)).toEqual(counts(dryRun));
    expect(counts(applied)).toEqual({
      categories: [2, 2, 0],
      products: [4, 4, 0],
      services: [1, 1, 0],
      club_tiers: [1, 1, 0],
      leaderboard_config: [1, 1, 0],
      orders: [5, 4, 0],
      daily_sales: [3, 2, 0],
    });
    expect(problems(applied, 'products')).toEqual({
      'negative stock: set to 0': 1,
      'inline image is not a picture: default image used': 1,
      'category named by a product only: made': 1,
    });
    expect(problems(applied, 'orders')).toEqual({
      'product no longer there: line kept without it': 1,
      'customer not found (neither old id nor phone): order skipped': 1,
    });
    expect(problems(applied, 'daily_sales')).toEqual({ 'explained by the imported orders: not kept': 1 });
  });

  it('stores inline images as uploads are stored, and serves them', async () => {
    const page = (await get('/api/admin/products?limit=50')).json() as {
      items: { name: string; imageUrl: string; stockQuantity: number; category: string; mrpPaise: number }[];
    };
    const byName = new Map(page.items.map((item) => [item.name, item]));
    const rice = byName.get('Matta Rice')!;
    expect(rice.imageUrl).toMatch(/^\/uploads\/images\/product\/[0-9a-f]{64}\.webp$/);
    expect(rice.mrpPaise).toBe(4550);
    const served = await t.app.inject({ method: 'GET', url: rice.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(byName.get('Product p-text')!.imageUrl).toBe('/images/product-placeholder.svg');
    expect(byName.get('Product p-link')!).toMatchObject({
      imageUrl: 'https://cdn.example.com/oil.jpg',
      category: 'Snacks',
    });
    expect(byName.get('Product p-minus')!.stockQuantity).toBe(0);
    const [club] = await t.db.query<{ image_url: string }>(
      `select image_url from club_tiers where title = 'Gold club'`,
    );
    expect((await t.app.inject({ method: 'GET', url: club!.image_url })).statusCode).toBe(200);
  });

  it('shows the orders in My Orders and Purchases, a missing product line kept by name', async () => {
    const mine = (await get('/api/orders?limit=50', customer.cookies)).json() as { items: Order[] };
    const ids = mine.items.map((item) => item.id).filter((id) => id.startsWith('ORD-17096123456'));
    expect(ids.sort()).toEqual([
      'ORD-1709612345678-AAA',
      'ORD-1709612345679-BBB',
      'ORD-1709612345680-CCC',
      'ORD-1709612345681-DDD',
    ]);
    const first = (await get('/api/orders/ORD-1709612345678-AAA', customer.cookies)).json() as {
      order: Order;
    };
    expect(first.order).toMatchObject({ status: 'delivered', amountPaidPaise: 10100, pointMoneyPaise: 450 });
    expect(
      first.order.items.map((item) => [item.name, item.productId === null, item.pointMoneyPaise]),
    ).toEqual([
      ['Matta Rice', false, 405],
      ['Old soap', true, 45],
    ]);
    const purchases = (await get('/api/admin/orders?search=ORD-1709612345680-CCC')).json() as {
      items: Order[];
    };
    expect(purchases.items.map((item) => [item.id, item.status])).toEqual([
      ['ORD-1709612345680-CCC', 'shipped'],
    ]);
  });

  it('puts imported orders in the sales sums, and a day they do not explain beside them, marked imported', async () => {
    const report = (await get('/api/admin/sales?from=2024-03-05&to=2024-03-07')).json() as SalesRangeReport;
    expect(report.days.map((day) => [day.date, day.orders, day.salesPaise, day.imported])).toEqual([
      ['2024-03-05', 1, 10100, null],
      ['2024-03-06', 2, 17200, { orders: 4, salesPaise: 99950, pointMoneyPaise: 1200 }],
      ['2024-03-07', 0, 0, { orders: 2, salesPaise: 20000, pointMoneyPaise: 0 }],
    ]);
    expect(report.totals).toMatchObject({ orders: 3, salesPaise: 27300 });
  });

  it('awards no points for the past, not even when a shipped order marked awarded is delivered', async () => {
    const ledger = await t.db.query('select 1 from points_ledger where customer_id = $1', [customer.id]);
    expect(ledger).toHaveLength(0);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ORD-1709612345680-CCC/deliver',
      cookies: admin,
      payload: {},
    });
    expect(delivered.statusCode).toBe(200);
    const [after] = await t.db.query<{ points: number; point_money_paise: number }>(
      'select points, point_money_paise from customers where id = $1',
      [customer.id],
    );
    expect([Number(after!.points), after!.point_money_paise]).toEqual([0, 0]);
    expect(
      await t.db.query('select 1 from points_ledger where customer_id = $1', [customer.id]),
    ).toHaveLength(0);
  });

  it('imports the leaderboard config over the default one', async () => {
    const { config } = (await get('/api/admin/leaderboard-config')).json() as {
      config: Record<string, unknown>;
    };
    expect(config).toMatchObject({
      topCount: 5,
      offerTitle: 'Top five save more',
      offerDiscountPercentage: 15,
    });
  });

  it('a second --apply, from the JSON flavour of the same export, imports nothing', async () => {
    const again = await run(writeExport('json'), true);
    for (const [table, [read, imported, already]] of Object.entries(counts(again))) {
      expect({ table, imported }).toEqual({ table, imported: 0 });
      if (table !== 'orders' && table !== 'daily_sales') expect(already).toBe(read);
    }
    expect(counts(again).orders).toEqual([5, 0, 4]);
    expect(counts(again).daily_sales).toEqual([3, 0, 3]);
  });
});
