import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataMessages } from '../../../domain/messages';
import { DEMO_CUSTOMER_PASSWORD, seedDemoData } from '../../seed/demo-seed';
import { shopFixtures } from '../../testing/shop-fixtures';
import { sessionCookie, startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 20: the demo shop says it holds demo data and removes it in one confirmed step
 * (docs/decisions/040): the demo customers, every order in their accounts and their ledger rows,
 * leaving a clean shop (tree, counts, sales days, leaderboard, codes) and the catalogue.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  await seedDemoData(t.db, t.config.dataDir);
}, 120_000);
afterAll(() => t.close());

const held = () => t.app.inject({ method: 'GET', url: '/api/admin/demo-data', cookies: admin });
const remove = (cookies = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/demo-data/remove',
    cookies,
    headers: { 'content-type': 'application/json' },
    payload: {},
  });
const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;

describe('demo data', () => {
  it('tells the admin what demo data the shop holds, and only the admin', async () => {
    const response = await held();
    expect(response.statusCode).toBe(200);
    expect(response.json().demo).toEqual({
      customers: 32,
      orders: 110,
      ledgerRows: await count('select count(*)::int as n from points_ledger'),
    });
    const customer = await f.customer();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/demo-data', cookies: customer.cookies }))
        .statusCode,
    ).toBe(403);
    expect((await remove(customer.cookies)).statusCode).toBe(403);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${customer.id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
  });

  it('refuses while a real customer hangs under a demo customer, saying what to do', async () => {
    const [demo] = await t.db.query<{ code: string }>(
      `select code from customers where status = 'active' order by code limit 1`,
    );
    const real = await f.customer({ parentCode: demo!.code, name: 'Real Rajan' });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(demoDataMessages.referredByDemo(real.code));
    expect(refused.json().error.code).toBe('DEMO_DATA_REFERRED_REAL');
    expect((await held()).json().demo.customers).toBe(32); // nothing changed
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${real.id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('removes the demo customers, every order in their accounts and their ledger rows, in one step', async () => {
    // A demo account used after seeding (its password is public): that order is demo data too.
    const [demo] = await t.db.query<{ phone: string }>(
      `select phone from customers where status = 'active' order by code limit 1`,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: demo!.phone, password: DEMO_CUSTOMER_PASSWORD },
    });
    const product = await f.product({ stock: 20 });
    const placed = await f.placeOrder(sessionCookie(login), {
      items: [{ productId: product.id, quantity: 3 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await f.stock(product.id)).toBe(17);
    const products = await count('select count(*)::int as n from products');
    await t.db.query('select refresh_points_liability_days()'); // the hourly job counted the demo's points
    expect(
      await count('select count(*)::int as n from points_liability_days where points <> 0'),
    ).toBeGreaterThan(0);

    const response = await remove();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().removed).toMatchObject({ customers: 32, orders: 111 });

    expect((await held()).json()).toEqual({ demo: null });
    expect(await count(`select count(*)::int as n from customers where status <> 'rejected'`)).toBe(0);
    expect(await count('select count(*)::int as n from orders')).toBe(0);
    expect(await count('select count(*)::int as n from demo_customers')).toBe(0);
    expect(await f.ledgerMismatches()).toEqual([]);
    // The owner's liability holds none of the demo's points, on any day or today.
    expect(
      await count(
        'select count(*)::int as n from points_liability_days where points <> 0 or pending_points <> 0',
      ),
    ).toBe(0);
    const liability = await t.app.inject({
      method: 'GET',
      url: '/api/admin/points/liability',
      cookies: admin,
    });
    expect(liability.json().today).toMatchObject({ points: 0, pendingPoints: 0 });
    // The open order's stock is back on the shelf; the catalogue stays.
    expect(await f.stock(product.id)).toBe(20);
    expect(await count('select count(*)::int as n from products')).toBe(products);
    // Sales days, the referral tree, the leaderboard and the dashboard's counts are a clean shop's.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const sales = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sales?from=${day(100)}&to=${day(-1)}`,
      cookies: admin,
    });
    expect(await count('select coalesce(sum(orders), 0)::int as n from sales_days')).toBe(0);
    expect(sales.json().totals).toMatchObject({ salesPaise: 0, orders: 0, pointMoneyPaise: 0 });
    const tree = await t.app.inject({ method: 'GET', url: '/api/admin/referral-tree', cookies: admin });
    expect(tree.json().children).toEqual([]);
    expect(await count('select coalesce(sum(customers), 0)::int as n from leaderboard_tallies')).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/leaderboard' })).json()).toMatchObject({
      items: [],
      config: null, // the seed turned the offer on, not the owner: a new shop's (off)
    });
    // The next customer gets the first code again.
    expect((await f.customer()).code).toBe('A101');
    const [audit] = await t.db.query<{ action: string; details: Record<string, number> }>(
      `select action, details from audit_log where entity = 'demo_data'`,
    );
    expect(audit).toMatchObject({ action: 'demo_data.remove', details: { customers: 32, orders: 111 } });
  });

  it('says so when there is nothing left to remove', async () => {
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(demoDataMessages.nothingToRemove);
  });
  it('keeps the ledger append-only for every other row, even inside a removal', async () => {
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 5);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`select set_config('shop.demo_data', 'removing', true)`);
        await tx.query('delete from points_ledger where customer_id = $1', [buyer.id]);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`select set_config('shop.demo_data', 'seeding', true)`);
        // Only a demo customer's row may be re-dated, and only its date.
        await tx.query(
          'update points_ledger set created_at = now() - interval $$1 day$$ where customer_id = $1',
          [buyer.id],
        );
      }),
    ).rejects.toThrow(/append-only/);
  });
});
