import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeStock } from '../features/products';
import { shopFixtures } from '../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 22: an order writes only what it changes (docs/decisions/052). The hot product's stock
 * update stays a HOT update (no new entry in any of products' indexes), and a customer ordering to
 * the address already kept is not rewritten.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
});
afterAll(() => t.close());

const xminOf = async (customerId: string) =>
  (await t.db.query<{ xmin: string }>('select xmin::text from customers where id = $1', [customerId]))[0]!
    .xmin;

describe('what an order writes', () => {
  it('taking stock from a well-stocked product updates it in place; the low-stock list still sees it arrive', async () => {
    const product = await f.product({ stock: 13 });
    for (const quantity of [1, 1, 2]) {
      // 13 → 12 → 11: well stocked, HOT; → 9: into low stock, so the low-stock index gets its entry
      const hot = await t.db.transaction(async (tx) => {
        // This connection's HOT updates not yet sent to the statistics, before and after.
        const count = async () =>
          (
            await tx.query<{ hot: number }>(
              `select pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot`,
            )
          )[0]!.hot;
        const before = await count();
        await takeStock(tx, [{ id: product.id, name: 'x', quantity }]);
        return (await count()) - before;
      });
      expect(hot).toBe(quantity === 2 ? 0 : 1);
    }
    expect(await f.stock(product.id)).toBe(9);
    const [listed] = await t.db.query<{ low_stock_quantity: number }>(
      'select low_stock_quantity from products where id = $1',
      [product.id],
    );
    // In thousandths of the unit (migration 058): 9 pieces.
    expect(listed!.low_stock_quantity).toBe(9000);
  });

  it("a second order to the same address leaves the customer's row alone; a new address is kept", async () => {
    const product = await f.product({ stock: 100 });
    const buyer = await f.customer();
    expect(
      (await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })).statusCode,
    ).toBe(201);
    const before = await xminOf(buyer.id);
    expect(
      (await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })).statusCode,
    ).toBe(201);
    expect(await xminOf(buyer.id)).toBe(before);

    const moved = { name: 'Test Customer', phone: '9847012345', pincode: '680002', address: 'Round West' };
    const third = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: moved,
    });
    expect(third.statusCode).toBe(201);
    const [kept] = await t.db.query<{ pincode: string; address: string }>(
      'select pincode, address from customers where id = $1',
      [buyer.id],
    );
    expect(kept).toEqual({ pincode: '680002', address: 'Round West' });
  });
});
