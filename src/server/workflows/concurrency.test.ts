import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * DESIGN 8 proofs, on a real server: these requests run at once through a pool of 20 connections.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

describe('under concurrency', () => {
  it('200 simultaneous orders for a product with stock 50: exactly 50 succeed and stock ends at 0', async () => {
    const product = await f.product({ name: 'Onam Kit', stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => f.customer()));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        f.placeOrder(buyers[i % 20]!.cookies, { items: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe('Onam Kit is out of stock.');
    expect(await f.stock(product.id)).toBe(0);
    const [lines] = await t.db.query<{ n: number }>(
      'select coalesce(sum(quantity), 0) as n from order_items where product_id = $1',
      [product.id],
    );
    expect(lines!.n).toBe(50);
  });

  it('20 simultaneous delivery confirmations of one order award the points once', async () => {
    const product = await f.product({ mrpPaise: 10000, pricePaise: 5000, stock: 10 });
    const buyer = await f.customer();
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json();
    await f.adminAction(admin, order.id, 'approve');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => f.adminAction(admin, order.id, 'deliver')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await f.balances(buyer.id)).points).toBe(10);
    const earned = await t.db.query(
      `select 1 from points_ledger where order_id = $1 and kind = 'order_earned'`,
      [order.id],
    );
    expect(earned).toHaveLength(1);
  });

  it('the same idempotency key sent 10 times at once makes one order', async () => {
    const product = await f.product({ stock: 100 });
    const buyer = await f.customer();
    const body = { items: [{ productId: product.id, quantity: 2 }] };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => f.placeOrder(buyer.cookies, body, 'same-key-0001')),
    );
    expect(new Set(responses.map((r) => r.json().order.id)).size).toBe(1);
    expect(await f.stock(product.id)).toBe(98);
  });

  it('simultaneous redemptions never spend more points than the balance', async () => {
    const product = await f.product({ mrpPaise: 10000, stock: 100 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 12);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }], pointsToUse: 5 }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect((await f.balances(buyer.id)).points).toBe(2);
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});
