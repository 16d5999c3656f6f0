import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Issue 9: money must never overflow a column (a 500 from the order insert), and the per-product
 * limit of 99 applies to the cart as merged, not to each repeated line (docs/decisions/016).
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

const TOO_MANY_OF_ONE = 'You can order at most 99 of one product.';
const TOO_LARGE = 'One order can come to at most ₹10,00,000.00. Please split it into smaller orders.';

const repeated = (productId: string, lines: number, quantity: number) =>
  Array.from({ length: lines }, () => ({ productId, quantity }));

function quote(cookies: Record<string, string>, items: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/orders/quote', cookies, payload: { items } });
}

async function ordersOf(customerId: string) {
  return t.db.query('select id from orders where customer_id = $1', [customerId]);
}

describe('an order too large for its money columns', () => {
  it('50 lines of 99 of a ₹5,000 product: a clear 400, not a 500, and nothing changes', async () => {
    const product = await f.product({ mrpPaise: 500_000, pricePaise: 450_000, stock: 100 });
    const buyer = await f.customer({ approve: false }); // even a pending customer may order
    const items = repeated(product.id, 50, 99);
    const response = await f.placeOrder(buyer.cookies, { items });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TOO_MANY_OF_ONE,
      fields: { items: TOO_MANY_OF_ONE },
    });
    expect(await f.stock(product.id)).toBe(100);
    expect(await ordersOf(buyer.id)).toEqual([]);
    const priced = await quote(buyer.cookies, items);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error.message).toBe(TOO_MANY_OF_ONE);
  });

  it('the same body with enough stock is not taken as one line of 4,950', async () => {
    const product = await f.product({ mrpPaise: 100, pricePaise: 90, stock: 10_000 });
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, { items: repeated(product.id, 50, 99) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TOO_MANY_OF_ONE);
    expect(await f.stock(product.id)).toBe(10_000);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('repeated lines adding up to 99 are still one line of 99', async () => {
    const product = await f.product({ mrpPaise: 100, pricePaise: 90, stock: 500 });
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, {
      items: [...repeated(product.id, 9, 11)],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order.items).toMatchObject([{ quantity: 99 }]);
  });

  it('22 of a ₹10,00,000 product: 400 saying the most one order can be; quote says the same', async () => {
    const product = await f.product({ mrpPaise: 100_000_000, pricePaise: 90_000_000, stock: 50 });
    const buyer = await f.customer({ approve: false });
    const items = [{ productId: product.id, quantity: 22 }];
    const response = await f.placeOrder(buyer.cookies, { items });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TOO_LARGE,
      fields: { items: TOO_LARGE },
    });
    expect(await f.stock(product.id)).toBe(50);
    expect(await ordersOf(buyer.id)).toEqual([]);
    const priced = await quote(buyer.cookies, items);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error.message).toBe(TOO_LARGE);
  });

  it('many lines whose total passes the limit are refused, one just under it is placed', async () => {
    // Bronze pays ₹98,000 for a ₹1,00,000 product: 10 of them come to ₹9,80,000, 11 to ₹10,78,000.
    const products = await Promise.all(
      Array.from({ length: 11 }, () => f.product({ mrpPaise: 10_000_000, pricePaise: 9_000_000 })),
    );
    const buyer = await f.customer();
    const line = (p: { id: string }) => ({ productId: p.id, quantity: 1 });
    const over = await f.placeOrder(buyer.cookies, { items: products.map(line) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(TOO_LARGE);
    const under = await f.placeOrder(buyer.cookies, { items: products.slice(1).map(line) });
    expect(under.statusCode).toBe(201);
    expect(under.json().order.totalAmountPaise).toBe(98_000_000);
    const priced = await quote(buyer.cookies, products.slice(1).map(line));
    expect(priced.statusCode).toBe(200);
    expect(priced.json().subtotalPaise).toBe(98_000_000);
  });

  it('point money is held to the same limit, even when a tier discount makes the price 0', async () => {
    const product = await f.product({ mrpPaise: 60_000_000, pricePaise: 0, stock: 10 });
    await t.db.query('update products set discount_bronze = 100 where id = $1', [product.id]);
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 2 }], // pays ₹0, would earn ₹12,00,000 point money
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TOO_LARGE);
  });
});

describe('running totals past 2^31', () => {
  it("a customer's points balance grows past 2,147,483,647 without overflowing", async () => {
    const product = await f.product({ mrpPaise: 100_000_000, pricePaise: 50_000_000, stock: 5 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 2_147_400_000);
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order.id as string;
    expect((await f.adminAction(admin, id, 'approve')).statusCode).toBe(200);
    const delivered = await f.adminAction(admin, id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    // ₹5,00,000 point money at ₹5 a point: 1,00,000 points.
    expect((await f.balances(buyer.id)).points).toBe(2_147_500_000);
    expect(await f.ledgerMismatches()).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: buyer.cookies });
    expect(me.json().user.points).toBe(2_147_500_000);
  });
});
