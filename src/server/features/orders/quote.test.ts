import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/**
 * Issue 10: POST /api/orders/quote is the checkout's truth for every number it shows, so it must
 * price the cart exactly as placing the order would: the customer's tier price, the point money,
 * the redemption cap, and the same refusals. A quote changes nothing.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
});
afterAll(() => t.close());

type Items = { productId: string; quantity: number }[];

function quote(cookies: Record<string, string> | undefined, items: Items, pointsToUse?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    ...(cookies ? { cookies } : {}),
    payload: { items, ...(pointsToUse === undefined ? {} : { pointsToUse }) },
  });
}

describe('the quote for a cart', () => {
  it('prices each line at the Bronze price, adds the point money, and names the UPI payee', async () => {
    // MRP ₹100, the shop keeps ₹90: Bronze pays ₹98 (2% off), each unit earns ₹10 point money.
    const rice = await f.product({ name: 'Matta rice 1 kg', mrpPaise: 10_000, pricePaise: 9_000, stock: 40 });
    const tea = await f.product({ name: 'Tea 250 g', mrpPaise: 15_000, pricePaise: 14_000, stock: 7 });
    const buyer = await f.customer();
    const response = await quote(buyer.cookies, [
      { productId: rice.id, quantity: 3 },
      { productId: tea.id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        {
          productId: rice.id,
          name: 'Matta rice 1 kg',
          nameMl: '', // none given (docs/decisions/096)
          quantity: 3,
          unit: 'piece', // counted in whole pieces (docs/decisions/084)
          weighed: false,
          unitPricePaise: 9_800,
          mrpPaise: 10_000,
          stockQuantity: 40,
          pointMoneyPaise: 3_000,
          offerDiscountPaise: 0,
        },
        {
          productId: tea.id,
          name: 'Tea 250 g',
          nameMl: '',
          quantity: 2,
          unit: 'piece',
          weighed: false,
          unitPricePaise: 14_700,
          mrpPaise: 15_000,
          stockQuantity: 7,
          pointMoneyPaise: 2_000,
          offerDiscountPaise: 0,
        },
      ],
      subtotalPaise: 58_800,
      pointMoneyPaise: 5_000,
      // The shop has no offers.
      offerDiscountPaise: 0,
      offers: [],
      // A new customer has earned no points, so has no leaderboard rank and no top-N offer.
      leaderboardDiscount: null,
      pointsBalance: 0,
      maxPointsUsable: 0,
      pointValuePaise: 500,
      pointsDiscountPaise: 0,
      amountPaidPaise: 58_800,
      upi: { payeeId: 'freshmart@sbi', payeeName: 'Fresh Mart Supermarket' },
    });
  });

  it("prices at the customer's own tier: a Gold customer pays 4% less than MRP", async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const buyer = await f.customer();
    await t.db.query(`update customers set tier = 'Gold' where id = $1`, [buyer.id]);
    const response = await quote(buyer.cookies, [{ productId: product.id, quantity: 2 }]);
    expect(response.json()).toMatchObject({
      lines: [{ unitPricePaise: 9_600, pointMoneyPaise: 2_000 }],
      subtotalPaise: 19_200,
      amountPaidPaise: 19_200,
    });
  });

  it('changes nothing: no stock taken, no points spent, no order written', async () => {
    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 40);
    expect((await quote(buyer.cookies, [{ productId: product.id, quantity: 5 }], 10)).statusCode).toBe(200);
    expect(await f.stock(product.id)).toBe(5);
    expect((await f.balances(buyer.id)).points).toBe(40);
    expect(await t.db.query('select id from orders where customer_id = $1', [buyer.id])).toEqual([]);
  });
});

describe('points on the quote', () => {
  it('caps redemption at half the subtotal in points, and spends no more than the cap', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 100);
    const items = [{ productId: product.id, quantity: 3 }]; // ₹294: half is ₹147, 29 points of ₹5
    const asked = await quote(buyer.cookies, items, 50);
    expect(asked.json()).toMatchObject({
      subtotalPaise: 29_400,
      pointsBalance: 100,
      maxPointsUsable: 29,
      pointsDiscountPaise: 14_500,
      amountPaidPaise: 14_900,
    });
    const fewer = await quote(buyer.cookies, items, 10);
    expect(fewer.json()).toMatchObject({
      maxPointsUsable: 29,
      pointsDiscountPaise: 5_000,
      amountPaidPaise: 24_400,
    });
  });

  it('a balance below the cap is all that can be used; a negative balance allows none', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const items = [{ productId: product.id, quantity: 3 }];
    const few = await f.customer();
    await f.givePoints(few.id, 5);
    expect((await quote(few.cookies, items, 50)).json()).toMatchObject({
      maxPointsUsable: 5,
      pointsDiscountPaise: 2_500,
    });
    const owing = await f.customer();
    await f.givePoints(owing.id, -3);
    expect((await quote(owing.cookies, items, 2)).json()).toMatchObject({
      pointsBalance: -3,
      maxPointsUsable: 0,
      pointsDiscountPaise: 0,
      amountPaidPaise: 29_400,
    });
  });

  it('uses the point value and cap the admin set', async () => {
    const admin = await f.admin();
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin })
    ).json().settings;
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: admin, payload: body });
    expect((await put({ ...settings, pointValuePaise: 200, redemptionCapPercent: 10 })).statusCode).toBe(200);
    try {
      const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
      const buyer = await f.customer();
      await f.givePoints(buyer.id, 100);
      // ₹980 at 10% is ₹98: 49 points of ₹2.
      const response = await quote(buyer.cookies, [{ productId: product.id, quantity: 10 }], 100);
      expect(response.json()).toMatchObject({
        pointValuePaise: 200,
        maxPointsUsable: 49,
        pointsDiscountPaise: 9_800,
        amountPaidPaise: 88_200,
      });
    } finally {
      await put(settings);
    }
  });

  it('agrees with placing the order: the quoted maximum is accepted at the quoted price, one more is refused', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 100);
    const items = [{ productId: product.id, quantity: 3 }];
    const quoted = (await quote(buyer.cookies, items, 100)).json();
    const tooMany = await f.placeOrder(buyer.cookies, { items, pointsToUse: quoted.maxPointsUsable + 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      message: 'You can use at most 29 points on this order.',
      fields: { pointsToUse: 'You can use at most 29 points on this order.' },
    });
    const placed = await f.placeOrder(buyer.cookies, { items, pointsToUse: quoted.maxPointsUsable });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      totalAmountPaise: quoted.subtotalPaise,
      pointsUsed: quoted.maxPointsUsable,
      pointsDiscountPaise: quoted.pointsDiscountPaise,
      amountPaidPaise: quoted.amountPaidPaise,
      pointMoneyPaise: quoted.pointMoneyPaise,
    });
  });
});

describe('carts the quote refuses', () => {
  it('a product no longer sold: 404 naming the cart', async () => {
    const buyer = await f.customer();
    const response = await quote(buyer.cookies, [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      message: 'A product in your cart is no longer sold. Please remove it and try again.',
      fields: { items: 'A product in your cart is no longer sold. Please remove it and try again.' },
    });
  });

  it('an empty cart, or a quantity of 0: 400', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const empty = await quote(buyer.cookies, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Your cart is empty');
    expect((await quote(buyer.cookies, [{ productId: product.id, quantity: 0 }])).statusCode).toBe(400);
  });

  it('is for signed-in customers: a guest gets 401, an admin 403', async () => {
    const product = await f.product();
    const items = [{ productId: product.id, quantity: 1 }];
    expect((await quote(undefined, items)).statusCode).toBe(401);
    expect((await quote(await f.admin(), items)).statusCode).toBe(403);
  });
});
