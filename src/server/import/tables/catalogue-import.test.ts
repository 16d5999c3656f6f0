import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/order';
import type { OrderPayments } from '../../../domain/payments.schemas';
import type { SalesRangeReport } from '../../../domain/sales.schemas';
import { ORDER_PAYMENTS } from '../../db/kept-totals';
import { sessionCookie } from '../../testing/test-app';
import { signInAdmin } from '../../testing/test-users';
import type { ImportReport } from '../import-report';
import { runImport } from '../run-import';
import { importTestApp } from '../testing/import-test-app';
import { ANIL_PHONE, messyCatalogueExport } from '../testing/legacy-catalogue-export';
import { messyPeopleExport, OLD_PASSWORDS, type Flavour, type LegacyExport } from '../testing/legacy-export';

const imports = importTestApp('catalogue-export-');
let admin: Record<string, string>;
let legacy: LegacyExport;

beforeAll(async () => {
  admin = await signInAdmin(imports.t);
  legacy = { ...(await messyPeopleExport()), ...(await messyCatalogueExport()) };
});

const writeExport = (flavour: Flavour) => imports.writeExport(legacy, flavour);

/** Anil of the old app, signed in with his old password; his id and what his points are. */
async function anil() {
  const login = await imports.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: ANIL_PHONE, password: OLD_PASSWORDS.anil },
  });
  expect(login.statusCode).toBe(200);
  const [row] = await imports.t.db.query<{ id: string; points: string; point_money_paise: number }>(
    'select id, points, point_money_paise from customers where phone = $1',
    [ANIL_PHONE],
  );
  const ledger = await imports.t.db.query<{ kind: string }>(
    'select kind from points_ledger where customer_id = $1',
    [row!.id],
  );
  return {
    cookies: sessionCookie(login),
    balance: [Number(row!.points), row!.point_money_paise],
    ledger: ledger.map((entry) => entry.kind),
  };
}

const run = (dir: string, apply: boolean) =>
  runImport(imports.t.db, { dir, apply, dataDir: imports.t.config.dataDir });
/** This file's tables (admins and customers are people-import.test.ts's). */
const OURS = [
  'categories',
  'products',
  'services',
  'club_tiers',
  'leaderboard_config',
  'orders',
  'daily_sales',
];
const counts = (report: ImportReport) =>
  Object.fromEntries(
    [...report.tables]
      .filter(([table]) => OURS.includes(table))
      .map(([table, r]) => [table, [r.read, r.imported, r.alreadyImported]]),
  );
const problems = (report: ImportReport, table: 'products' | 'orders' | 'daily_sales') =>
  Object.fromEntries([...report.table(table).problems].map(([kind, { count }]) => [kind, count]));
const get = (url: string, cookies = admin) => imports.t.app.inject({ method: 'GET', url, cookies });

describe('importing the catalogue, orders and daily sales of the old app', () => {
  let dryRun: ImportReport;
  let applied: ImportReport;

  it('a dry run reports exactly what --apply does and changes nothing', async () => {
    const dir = await writeExport('csv');
    const productsBefore = await imports.t.db.query('select id from products');
    dryRun = await run(dir, false);
    expect(await imports.t.db.query('select id from products')).toHaveLength(productsBefore.length);
    expect(await imports.t.db.query(`select 1 from orders where id like 'ORD-17096123456%'`)).toHaveLength(0);
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
    const served = await imports.t.app.inject({ method: 'GET', url: rice.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(byName.get('Product p-text')!.imageUrl).toBe('/images/product-placeholder.svg');
    expect(byName.get('Product p-link')!).toMatchObject({
      imageUrl: 'https://cdn.example.com/oil.jpg',
      category: 'Snacks',
    });
    expect(byName.get('Product p-minus')!.stockQuantity).toBe(0);
    const [club] = await imports.t.db.query<{ image_url: string }>(
      `select image_url from club_tiers where title = 'Gold club'`,
    );
    expect((await imports.t.app.inject({ method: 'GET', url: club!.image_url })).statusCode).toBe(200);
  });

  it('shows the orders in My Orders (signed in with the old password) and Purchases, a gone product kept by name', async () => {
    const { cookies } = await anil();
    const mine = (await get('/api/orders?limit=50', cookies)).json() as { items: Order[] };
    expect(mine.items.map((item) => item.id).sort()).toEqual([
      'ORD-1709612345678-AAA',
      'ORD-1709612345679-BBB',
      'ORD-1709612345680-CCC',
    ]);
    const first = (await get('/api/orders/ORD-1709612345678-AAA', cookies)).json() as { order: Order };
    expect(first.order).toMatchObject({
      status: 'delivered',
      source: 'import',
      amountPaidPaise: 10100,
      pointMoneyPaise: 450,
    });
    expect(
      first.order.items.map((item) => [item.name, item.productId === null, item.pointMoneyPaise]),
    ).toEqual([
      ['Matta Rice', false, 405],
      ['Old soap', true, 45],
    ]);
    const purchases: Order[] = [];
    const ids = ['78-AAA', '79-BBB', '80-CCC', '81-DDD'].map((end) => `ORD-17096123456${end}`);
    for (const id of ids)
      purchases.push(...((await get(`/api/admin/orders?search=${id}`)).json() as { items: Order[] }).items);
    expect(purchases.map((item) => [item.id, item.status, item.customerPhone]).sort()).toEqual([
      ['ORD-1709612345678-AAA', 'delivered', ANIL_PHONE],
      ['ORD-1709612345679-BBB', 'refunded', ANIL_PHONE],
      ['ORD-1709612345680-CCC', 'shipped', ANIL_PHONE],
      // Its customer id is unknown; its phone, in another form, is Lakshmi's.
      ['ORD-1709612345681-DDD', 'pending', '9847012346'],
    ]);
    // Every one of them says it came from the old app, and the purchases' source filter finds them.
    expect(purchases.every((item) => item.source === 'import')).toBe(true);
    const imported = (await get('/api/admin/orders?source=import&limit=100')).json() as { items: Order[] };
    expect(imported.items.map((item) => item.id).sort()).toEqual(ids);
  });

  it('gives each paid imported order its payment (source import): paid, nothing due; an unpaid one owes it all', async () => {
    const paid = (await get('/api/admin/orders/ORD-1709612345678-AAA/payments')).json() as OrderPayments;
    expect(paid).toMatchObject({ paidPaise: 10100, duePaise: 0 });
    expect(paid.payments).toMatchObject([
      { direction: 'in', amountPaise: 10100, source: 'import', reference: null },
    ]);
    const shipped = (await get('/api/admin/orders/ORD-1709612345680-CCC/payments')).json() as OrderPayments;
    const order = (await get('/api/admin/orders/ORD-1709612345680-CCC')).json().order as Order;
    expect(shipped).toEqual({ payments: [], paidPaise: 0, duePaise: order.amountPaidPaise });
    expect(await imports.t.db.query(ORDER_PAYMENTS.sql)).toEqual([]);
  });

  it('puts imported orders in the sales sums, and a day they do not explain beside them, marked imported', async () => {
    const report = (await get('/api/admin/sales?from=2024-03-05&to=2024-03-07')).json() as SalesRangeReport;
    expect(report.days.map((day) => [day.date, day.orders, day.salesPaise, day.imported])).toEqual([
      ['2024-03-05', 1, 10100, null],
      ['2024-03-06', 2, 17200, { orders: 4, salesPaise: 99950, pointMoneyPaise: 1200 }],
      ['2024-03-07', 0, 0, { orders: 2, salesPaise: 20000, pointMoneyPaise: 0 }],
    ]);
    expect(report.totals).toMatchObject({ orders: 3, salesPaise: 27300 });
    expect(report.bySource).toEqual([
      { source: 'online', orders: 0, salesPaise: 0 },
      { source: 'phone', orders: 0, salesPaise: 0 },
      { source: 'counter', orders: 0, salesPaise: 0 },
      { source: 'import', orders: 3, salesPaise: 27300 },
    ]);
  });

  it('awards no points for the past, not even when a shipped order marked awarded is delivered', async () => {
    const before = await anil();
    // His opening balance from the customers importer, and nothing from the imported orders.
    expect(before.balance).toEqual([120, 350]);
    expect(new Set(before.ledger)).toEqual(new Set(['imported']));
    const delivered = await imports.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ORD-1709612345680-CCC/deliver',
      cookies: admin,
      payload: {},
    });
    expect(delivered.statusCode).toBe(200);
    const after = await anil();
    expect(after.balance).toEqual(before.balance);
    expect(after.ledger).toEqual(before.ledger);
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
    const again = await run(await writeExport('json'), true);
    for (const [table, [read, imported, already]] of Object.entries(counts(again))) {
      expect({ table, imported }).toEqual({ table, imported: 0 });
      if (table !== 'orders' && table !== 'daily_sales') expect(already).toBe(read);
    }
    expect(counts(again).orders).toEqual([5, 0, 4]);
    expect(counts(again).daily_sales).toEqual([3, 0, 3]);
  });
});
