import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts, LowStockPage } from '../../../domain/dashboard.schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** GET /api/admin/dashboard and /api/admin/products/low-stock (issue 12, items 8 and 9). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, cookies: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const counts = () => get<DashboardCounts>('/api/admin/dashboard');

/** The same numbers counted from the tables themselves. */
async function countedByHand(): Promise<DashboardCounts> {
  const [row] = await t.db.query<DashboardCounts>(
    `select
       (select count(*) from customers)::int as customers,
       (select count(*) from customers
         where created_at >= ((now() at time zone 'Asia/Kolkata')::date - 6)::timestamp at time zone 'Asia/Kolkata')::int as "newThisWeek",
       (select count(*) from products)::int as products,
       (select count(*) from products where stock_quantity between 1 and 10)::int as "lowStock",
       (select count(*) from products where stock_quantity = 0)::int as "outOfStock",
       (select count(*) from orders where status = 'pending')::int as "pendingOrders",
       (select count(*) from customers where status = 'pending' and not is_reserved)::int as "pendingRegistrations"`,
  );
  return row!;
}

describe('the dashboard counts', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const buyer = await f.customer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      cookies: buyer.cookies,
    });
    expect(response.statusCode).toBe(403);
  });

  it('counts customers, new ones, products, low and out of stock, and what waits for approval', async () => {
    const before = await counts();
    const buyer = await f.customer();
    await f.customer({ approve: false });
    // Joined three weeks ago: a customer, but not new this week.
    const old = await f.customer();
    await t.db.query(`update customers set created_at = now() - interval '21 days' where id = $1`, [old.id]);
    const empty = await f.product({ stock: 0 });
    await f.product({ stock: 1 });
    await f.product({ stock: 10 });
    await f.product({ stock: 11 });
    const placed = await f.placeOrder(buyer.cookies, {
      items: [{ productId: (await f.product()).id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const after = await counts();
    expect(after).toEqual(await countedByHand());
    expect(after.customers - before.customers).toBe(3);
    expect(after.newThisWeek - before.newThisWeek).toBe(2);
    expect(after.products - before.products).toBe(5);
    expect(after.lowStock - before.lowStock).toBe(2); // 1 and 10; 11 is in stock
    expect(after.outOfStock - before.outOfStock).toBe(1);
    expect(after.pendingOrders - before.pendingOrders).toBe(1);
    expect(after.pendingRegistrations - before.pendingRegistrations).toBe(1);

    await f.adminAction(admin, placed.json().order.id, 'approve');
    await t.db.query('update products set stock_quantity = 5 where id = $1', [empty.id]);
    const later = await counts();
    expect(later.pendingOrders).toBe(after.pendingOrders - 1);
    expect(later.outOfStock).toBe(after.outOfStock - 1);
    expect(later.lowStock).toBe(after.lowStock + 1);
    expect(later).toEqual(await countedByHand());
  });
});

describe('the low-stock list', () => {
  it('lists every product at 10 or fewer, out of stock first, then the fewest left, a page at a time', async () => {
    await f.product({ stock: 0, name: 'Sold out Rice' });
    await f.product({ stock: 3 });
    const seen: LowStockPage['items'] = [];
    let cursor: string | null = null;
    do {
      const page: LowStockPage = await get(
        `/api/admin/products/low-stock?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const expected = await t.db.query<{ id: string; stock_quantity: number }>(
      'select id, stock_quantity from products where stock_quantity <= 10 order by stock_quantity, id',
    );
    expect(seen.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(seen.every((p) => p.stockQuantity <= 10)).toBe(true);
    expect(seen[0]!.stockQuantity).toBe(0);
    expect(seen[0]).toMatchObject({
      name: 'Sold out Rice',
      category: 'General',
      imageUrl: expect.any(String),
    });
  });

  it('refuses a cursor it did not make', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/low-stock?cursor=nonsense',
      cookies: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The page link is not valid. Please reload the list.');
  });

  // Last in this file: the lists above count pieces by the stored stock.
  it('lists a weighed product at 10 of its unit or less, in its unit, among the pieces by how much is left', async () => {
    const before = await counts();
    const loose = await f.product({ weighed: 'kg', stock: 2500, name: 'Loose Rice' }); // 2.5 kg
    const plenty = await f.product({ weighed: 'kg', stock: 12_000 }); // 12 kg: not low
    const pieces = await f.product({ stock: 3 });
    const seen: LowStockPage['items'] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const page: LowStockPage = await get(`/api/admin/products/low-stock?limit=3&cursor=${cursor}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    const ids = seen.map((p) => p.id);
    expect(ids).not.toContain(plenty.id);
    expect(seen.find((p) => p.id === loose.id)).toMatchObject({
      stockQuantity: 2.5,
      unit: 'kg',
      weighed: true,
    });
    expect(ids.indexOf(loose.id)).toBeLessThan(ids.indexOf(pieces.id)); // 2.5 kg before 3 pieces
    expect((await counts()).lowStock - before.lowStock).toBe(2);
  });
});
