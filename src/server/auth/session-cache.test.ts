import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPrepared } from '../db/client';
import { shopFixtures } from '../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let shop: ReturnType<typeof shopFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  shop = shopFixtures(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });

describe('who is signed in', () => {
  it('is read from the database once, not on every page a customer loads', async () => {
    const { cookies } = await shop.customer();
    expect((await t.app.inject({ method: 'GET', url: '/api/products?limit=5', cookies })).statusCode).toBe(
      200,
    );
    const query = vi.spyOn(t.db, 'query');
    for (let i = 0; i < 20; i++) {
      const page = await t.app.inject({ method: 'GET', url: '/api/products?limit=5', cookies });
      expect(page.statusCode).toBe(200);
    }
    const sessionReads = query.mock.calls.filter(([sql]) => /from sessions/.test(sql));
    expect(sessionReads.length).toBeLessThanOrEqual(1);
  });

  it('is read with a prepared statement when it is not cached (planning cost as much as running it)', async () => {
    const { cookies } = await shop.customer();
    const query = vi.spyOn(t.db, 'query');
    expect((await me(cookies)).statusCode).toBe(200);
    const sessionReads = query.mock.calls.filter(([sql]) => /from sessions/.test(sql));
    expect(sessionReads.length).toBe(1);
    expect(isPrepared(sessionReads[0]![0])).toBe(true);
  });

  it('shows the customer’s own change at once: the points an order spent are gone on the next page', async () => {
    const customer = await shop.customer();
    await shop.givePoints(customer.id, 10);
    expect((await me(customer.cookies)).json().user.points).toBe(10);
    const product = await shop.product({ mrpPaise: 10000, pricePaise: 9000 });
    const order = await shop.placeOrder(customer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      pointsToUse: 2,
    });
    expect(order.statusCode).toBe(201);
    expect((await me(customer.cookies)).json().user.points).toBe(8);
  });

  it('shows an admin’s change at once: a rejected registration is signed out on its next request', async () => {
    const customer = await shop.customer({ approve: false });
    expect((await me(customer.cookies)).statusCode).toBe(200);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/reject`,
      headers: { 'content-type': 'application/json' },
      cookies: await shop.admin(),
    });
    expect(reject.statusCode).toBe(200);
    expect((await me(customer.cookies)).statusCode).toBe(401);
  });

  it('shows a staff member’s change at once: points a delivery earned are on the customer’s next page', async () => {
    const staff = await shop.staff();
    const customer = await shop.customer();
    const product = await shop.product({ mrpPaise: 10000, pricePaise: 9000 });
    const order = await shop.placeOrder(customer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
    });
    const id = order.json<{ order: { id: string } }>().order.id;
    // Cached now: only the staff member's requests come between this page and the next.
    const before = (await me(customer.cookies)).json().user.points as number;
    for (const action of ['approve', 'deliver'])
      expect((await shop.adminAction(staff.cookies, id, action)).statusCode, action).toBe(200);
    expect((await me(customer.cookies)).json().user.points).toBeGreaterThan(before);
  });

  it('sees a change made by another process within two seconds', async () => {
    const customer = await shop.customer();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await me(customer.cookies)).json().user.tier).toBe('Bronze');
    // Another API process (or the database itself) raises the tier and then disables the account.
    await t.db.query(`update customers set tier = 'Gold' where id = $1`, [customer.id]);
    vi.setSystemTime(Date.now() + 2_100);
    expect((await me(customer.cookies)).json().user.tier).toBe('Gold');
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [customer.id]);
    vi.setSystemTime(Date.now() + 2_100);
    expect((await me(customer.cookies)).statusCode).toBe(401);
  });

  it('is always read from the database for a request that changes something', async () => {
    const customer = await shop.customer();
    const product = await shop.product();
    expect((await me(customer.cookies)).statusCode).toBe(200);
    // Signed out by another API process a moment ago: no order, no quote on the strength of the cache.
    await t.db.query('delete from sessions where customer_id = $1', [customer.id]);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      cookies: customer.cookies,
      payload: { items: [{ productId: product.id, quantity: 1 }], pointsToUse: 0 },
    });
    expect(quote.statusCode).toBe(401);
    const order = await shop.placeOrder(customer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(401);
  });
});
