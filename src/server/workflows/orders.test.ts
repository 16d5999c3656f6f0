import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

describe('placing an order', () => {
  it('prices every line on the server at the tier price, snapshots it and takes the stock', async () => {
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000, stock: 10 });
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 2 }],
      price: 1,
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      totalAmountPaise: 19600, // 2 × (₹100 less Bronze 2%)
      pointsUsed: 0,
      amountPaidPaise: 19600,
      pointMoneyPaise: 2000, // 2 × (MRP − company price)
      isPendingApproval: true,
    });
    expect(order.id).toMatch(/^ORD-\d+-[A-Z0-9]+$/);
    expect(order.items).toEqual([
      {
        lineNo: 1,
        productId: product.id,
        name: product.name,
        nameMl: '', // the product has none (docs/decisions/096)
        mrpPaise: 10000,
        unitPricePaise: 9800,
        quantity: 2,
        unit: 'piece', // counted in whole pieces (docs/decisions/084)
        weighed: false,
        pointMoneyPaise: 2000,
        offerDiscountPaise: 0, // the shop has no offers
        refundedQuantity: 0,
      },
    ]);
    expect(await f.stock(product.id)).toBe(8);
  });

  it("remembers the delivery pincode and address for the customer's next checkout", async () => {
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: buyer.cookies });
    expect((await me()).json().user).toMatchObject({ pincode: null, address: '' });
    await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    expect((await me()).json().user).toMatchObject({ pincode: '680001', address: 'Round East' });
    // An order without an address keeps the one remembered.
    await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'Test Customer', phone: '9847012345', pincode: '682001' },
    });
    expect((await me()).json().user).toMatchObject({ pincode: '682001', address: 'Round East' });
  });

  it('charges a Silver customer 3% off MRP', async () => {
    const product = await f.product({ mrpPaise: 10000 });
    const buyer = await f.customer();
    await t.db.query(`update customers set tier = 'Silver' where id = $1`, [buyer.id]);
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json();
    expect(order.items[0].unitPricePaise).toBe(9700);
  });

  it('is idempotent: a retry returns the first order; the same key with another body is refused', async () => {
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 1 }] };
    const first = await f.placeOrder(buyer.cookies, body, key);
    const retry = await f.placeOrder(buyer.cookies, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(first.json().order.id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await f.stock(product.id)).toBe(9);
    const other = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: buyer.cookies,
      payload: body,
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('treats the same cart in another order, or with a product split over lines, as the same request', async () => {
    const [rice, oil] = [await f.product({ stock: 10 }), await f.product({ stock: 10 })];
    const buyer = await f.customer();
    const key = randomUUID();
    const first = await f.placeOrder(
      buyer.cookies,
      {
        items: [
          { productId: rice.id, quantity: 2 },
          { productId: oil.id, quantity: 1 },
        ],
      },
      key,
    );
    expect(first.statusCode).toBe(201);
    for (const items of [
      [
        { productId: oil.id, quantity: 1 },
        { productId: rice.id, quantity: 2 },
      ],
      [
        { productId: rice.id, quantity: 1 },
        { productId: oil.id, quantity: 1 },
        { productId: rice.id, quantity: 1 },
      ],
    ]) {
      const retry = await f.placeOrder(buyer.cookies, { items }, key);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().order.id).toBe(first.json().order.id);
    }
    expect([await f.stock(rice.id), await f.stock(oil.id)]).toEqual([8, 9]);
    const more = await f.placeOrder(
      buyer.cookies,
      {
        items: [
          { productId: oil.id, quantity: 1 },
          { productId: rice.id, quantity: 3 },
        ],
      },
      key,
    );
    expect(more.statusCode).toBe(409);
  });

  it('refuses more than the stock with a clear message and changes nothing', async () => {
    const product = await f.product({ name: 'Matta Rice 5 kg', stock: 3 });
    const other = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, {
      items: [
        { productId: other.id, quantity: 1 },
        { productId: product.id, quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Only 3 of Matta Rice 5 kg left in stock. Please lower the quantity.',
    );
    expect(await f.stock(product.id)).toBe(3);
    expect(await f.stock(other.id)).toBe(10);
    const orders = await t.db.query('select 1 from orders where customer_id = $1', [buyer.id]);
    expect(orders).toHaveLength(0);
  });

  it('validates the delivery form with SPEC messages', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const response = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: { name: 'X', phone: '', pincode: '680001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please fill in all required fields');
  });

  it('spends points up to half the subtotal at ₹5 each, and refuses more', async () => {
    const product = await f.product({ mrpPaise: 10000, stock: 10 }); // Bronze pays ₹98
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 50);
    const tooMany = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      pointsToUse: 10,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('You can use at most 9 points on this order.');
    const response = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      pointsToUse: 9,
    });
    expect(response.json().order).toMatchObject({
      pointsUsed: 9,
      pointsDiscountPaise: 4500,
      amountPaidPaise: 5300,
    });
    expect((await f.balances(buyer.id)).points).toBe(41);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('is for customers only', async () => {
    const product = await f.product();
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(guest.statusCode).toBe(401);
    const asAdmin = await f.placeOrder(admin, { items: [{ productId: product.id, quantity: 1 }] });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('the order life cycle', () => {
  it('approve → deliver awards points once, with SPEC’s toast, spend and monthly spend', async () => {
    const product = await f.product({ mrpPaise: 10000, pricePaise: 8400, stock: 10 }); // ₹16 point money a unit
    const buyer = await f.customer();
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }] })
    ).json();
    const approved = await f.adminAction(admin, order.id, 'approve');
    expect(approved.json()).toMatchObject({
      message: 'Order approved successfully',
      order: { status: 'confirmed', isPendingApproval: false },
    });
    const delivered = await f.adminAction(admin, order.id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().message).toBe(
      'Delivery confirmed! Customer earned 6 points from ₹32.00 point money. ₹2.00 remains for next purchase.',
    );
    expect(delivered.json().order).toMatchObject({
      status: 'delivered',
      isPointsAwarded: true,
      actions: ['refund'],
    });
    expect(await f.balances(buyer.id)).toMatchObject({
      points: 6,
      point_money_paise: 200,
      total_spent_paise: 19600,
    });
    const again = await f.adminAction(admin, order.id, 'deliver');
    expect(again.statusCode).toBe(409);
    expect((await f.balances(buyer.id)).points).toBe(6);
    const monthly = await t.db.query<{ spent_paise: number }>(
      'select spent_paise from customer_monthly_spend where customer_id = $1',
      [buyer.id],
    );
    expect(monthly).toEqual([{ spent_paise: 19600 }]);
  });

  it('refuses illegal transitions with a clear message', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json();
    const refund = await f.adminAction(admin, order.id, 'refund');
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toBe('This order is pending; it cannot be refunded now.');
    expect((await f.adminAction(admin, order.id, 'deliver')).statusCode).toBe(409);
    expect((await f.adminAction(admin, 'ORD-1-NOPE', 'approve')).statusCode).toBe(404);
  });

  it('reject and cancel give back stock and redeemed points', async () => {
    const product = await f.product({ mrpPaise: 10000, stock: 10 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 20);
    const first = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 3 }], pointsToUse: 5 })
    ).json().order;
    expect(await f.stock(product.id)).toBe(7);
    const rejected = await f.adminAction(admin, first.id, 'reject');
    expect(rejected.json()).toMatchObject({
      message: 'Order rejected successfully',
      order: { status: 'cancelled' },
    });
    expect(await f.stock(product.id)).toBe(10);
    expect((await f.balances(buyer.id)).points).toBe(20);

    const second = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }], pointsToUse: 4 })
    ).json().order;
    await f.adminAction(admin, second.id, 'approve');
    await f.adminAction(admin, second.id, 'ship');
    const cancelled = await f.adminAction(admin, second.id, 'cancel');
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await f.stock(product.id)).toBe(10);
    expect((await f.balances(buyer.id)).points).toBe(20);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a customer may cancel their own pending order, not a confirmed one, and never someone else’s', async () => {
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const stranger = await f.customer();
    const mine = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, cookies: stranger.cookies }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/orders/${mine.id}/cancel`,
          cookies: stranger.cookies,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${mine.id}/cancel`,
      cookies: buyer.cookies,
      headers: { 'content-type': 'application/json' },
    });
    expect(cancel.json().order.status).toBe('cancelled');
    expect(await f.stock(product.id)).toBe(10);

    const confirmed = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    await f.adminAction(admin, confirmed.id, 'approve');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${confirmed.id}/cancel`,
      cookies: buyer.cookies,
      headers: { 'content-type': 'application/json' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('lists a customer’s own orders only, and the admin all of them with search', async () => {
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer({ name: 'Searchable Sreeja' });
    const other = await f.customer();
    const mine = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    await f.placeOrder(other.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', cookies: buyer.cookies })).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    const spaced = `${buyer.phone.slice(0, 5)} ${buyer.phone.slice(5)}`;
    const asTyped = [`+91 ${spaced}`, `+91${buyer.phone}`, `0${buyer.phone}`, `91-${spaced}`, spaced];
    // The id as typed from a receipt, cut short inside its random part.
    const idPart = mine.id.slice(0, -6);
    for (const search of ['sreeja', buyer.phone, buyer.code, mine.id, idPart, ...asTyped]) {
      const found = (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders?search=${encodeURIComponent(search)}`,
          cookies: admin,
        })
      ).json();
      expect(
        found.items.map((o: { id: string }) => o.id),
        search,
      ).toContain(mine.id);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', cookies: buyer.cookies })).statusCode,
    ).toBe(403);
  });
});

describe('referral rewards and refunds', () => {
  it('pays 10% / 5% / 2% of point money to active uplines; the root and pending uplines earn nothing; refund reverses it all', async () => {
    const a = await f.customer({ parentCode: 'A100' });
    const b = await f.customer({ parentCode: a.code });
    const c = await f.customer({ parentCode: b.code, approve: false });
    const d = await f.customer({ parentCode: c.code });
    const product = await f.product({ mrpPaise: 100000, pricePaise: 50000, stock: 10 }); // ₹500 point money a unit
    const { order } = (
      await f.placeOrder(d.cookies, { items: [{ productId: product.id, quantity: 2 }] })
    ).json();
    await f.adminAction(admin, order.id, 'approve');
    await f.adminAction(admin, order.id, 'deliver');

    expect(await f.balances(d.id)).toMatchObject({ points: 200, point_money_paise: 0 }); // ₹1000 / ₹5
    expect((await f.balances(c.id)).points).toBe(0); // pending: level 1 earns nothing
    expect((await f.balances(b.id)).points).toBe(10); // level 2: 5% of ₹1000 = ₹50
    expect((await f.balances(a.id)).points).toBe(4); // level 3: 2% = ₹20
    const referral = await t.db.query<{ level: number }>(
      `select level from points_ledger where kind = 'referral_earned' and order_id = $1 order by level`,
      [order.id],
    );
    expect(referral.map((r) => r.level)).toEqual([2, 3]);

    const refunded = await f.adminAction(admin, order.id, 'refund');
    expect(refunded.json().order.status).toBe('refunded');
    for (const who of [a, b, c, d]) expect((await f.balances(who.id)).points).toBe(0);
    expect((await f.balances(d.id)).total_spent_paise).toBe(0);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('raises the tier by lifetime spend on delivery, never lowering it on refund', async () => {
    await t.db.query(
      'update settings set silver_threshold_paise = 50000, gold_threshold_paise = 60000, diamond_threshold_paise = 70000',
    );
    try {
      const buyer = await f.customer();
      const product = await f.product({ mrpPaise: 60000, pricePaise: 55000, stock: 5 });
      const { order } = (
        await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
      ).json();
      await f.adminAction(admin, order.id, 'approve');
      await f.adminAction(admin, order.id, 'deliver');
      expect((await f.balances(buyer.id)).tier).toBe('Silver'); // ₹588 spent
      await f.adminAction(admin, order.id, 'refund');
      expect((await f.balances(buyer.id)).tier).toBe('Silver');
    } finally {
      await t.db.query(
        'update settings set silver_threshold_paise = 1000000, gold_threshold_paise = 5000000, diamond_threshold_paise = 15000000',
      );
    }
  });
});

describe('refunds undo exactly what delivery recorded (docs/decisions/007)', () => {
  const deliver = async (buyer: { cookies: Record<string, string> }, productId: string, pointsToUse = 0) => {
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId, quantity: 1 }], pointsToUse })
    ).json();
    await f.adminAction(admin, order.id, 'approve');
    await f.adminAction(admin, order.id, 'deliver');
    return order.id as string;
  };

  it('takes back the points and carry delivery gave, for buyer and upline, after the rate and percentages changed', async () => {
    const parent = await f.customer({ parentCode: 'A100' });
    const buyer = await f.customer({ parentCode: parent.code });
    const product = await f.product({ mrpPaise: 10000, pricePaise: 6800 }); // ₹32 point money
    const orderId = await deliver(buyer, product.id);
    expect(await f.balances(buyer.id)).toMatchObject({ points: 6, point_money_paise: 200 });
    expect(await f.balances(parent.id)).toMatchObject({ points: 0, point_money_paise: 320 }); // 10%
    await t.db.query(`update settings set point_money_per_point_paise = 100, referral_percents = '[50]'`);
    try {
      expect((await f.adminAction(admin, orderId, 'refund')).statusCode).toBe(200);
      // At today's ₹1 a point, re-converting ₹32 would have taken 30 points from the buyer.
      expect(await f.balances(buyer.id)).toMatchObject({ points: 0, point_money_paise: 0 });
      expect(await f.balances(parent.id)).toMatchObject({ points: 0, point_money_paise: 0 });
      expect(await f.ledgerMismatches()).toEqual([]);
    } finally {
      await t.db.query(
        `update settings set point_money_per_point_paise = 500, referral_percents = '[10, 5, 2]'`,
      );
    }
  });

  it('leaves point money owed when the order’s carry already became a point, paid off by the next delivery', async () => {
    const buyer = await f.customer();
    const small = await f.product({ mrpPaise: 10000, pricePaise: 9700 }); // ₹3 point money
    const big = await f.product({ mrpPaise: 10000, pricePaise: 6800 }); // ₹32 point money
    const first = await deliver(buyer, small.id); // 0 points, ₹3 carried
    await deliver(buyer, big.id); // ₹3 + ₹32 = 7 points, nothing carried
    expect(await f.balances(buyer.id)).toMatchObject({ points: 7, point_money_paise: 0 });
    await f.adminAction(admin, first, 'refund');
    expect(await f.balances(buyer.id)).toMatchObject({ points: 7, point_money_paise: -300 });
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/me/points', cookies: buyer.cookies })
    ).json();
    expect(history).toMatchObject({ points: 7, carriedPointMoneyPaise: -300 });
    await deliver(buyer, small.id); // the next ₹3 pays off what was owed
    expect(await f.balances(buyer.id)).toMatchObject({ points: 7, point_money_paise: 0 });
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('gives back the points spent on the order, leaves the stock sold, and shows the points as reversed', async () => {
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 10);
    const product = await f.product({ mrpPaise: 10000, pricePaise: 6800, stock: 5 });
    const orderId = await deliver(buyer, product.id, 4);
    expect(await f.balances(buyer.id)).toMatchObject({ points: 12, point_money_paise: 200 }); // 10 − 4 + 6
    const delivered = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, cookies: buyer.cookies })
    ).json().order;
    expect(delivered).toMatchObject({ isPointsAwarded: true, pointsReversed: false });

    const answer = (await f.adminAction(admin, orderId, 'refund')).json();
    expect(answer.message).toBe(
      'Order refunded. Points earned on it have been taken back and any points the customer used returned.',
    );
    const refunded = answer.order;
    expect(refunded).toMatchObject({ status: 'refunded', isPointsAwarded: false, pointsReversed: true });
    expect(await f.balances(buyer.id)).toMatchObject({ points: 10, point_money_paise: 0 });
    expect(await f.stock(product.id)).toBe(4);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/me/points', cookies: buyer.cookies })
    ).json();
    expect(history.entries.map((e: { description: string }) => e.description).slice(0, 2)).toEqual([
      `4 points returned: ${orderId} was refunded`,
      `${orderId} was refunded: ₹32.00 point money taken back`,
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/orders', cookies: admin })).json();
    expect(list.items.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      isPointsAwarded: false,
      pointsReversed: true,
    });
  });
});

describe('points history and tracking', () => {
  it('shows the ledger in plain words', async () => {
    const buyer = await f.customer();
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 3 }] })
    ).json();
    await f.adminAction(admin, order.id, 'approve');
    await f.adminAction(admin, order.id, 'deliver');
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/me/points', cookies: buyer.cookies })
    ).json();
    expect(history).toMatchObject({ points: 6, pointValuePaise: 500 });
    expect(history.entries[0].description).toBe(`Earned 6 points on ${order.id} (₹30.00 point money)`);
  });

  it('tracks an order by id and phone for anyone, and says nothing for a wrong phone', async () => {
    const buyer = await f.customer();
    const product = await f.product();
    const { order } = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }] })
    ).json();
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/track-order',
      payload: { orderId: order.id.toLowerCase(), phone: `+91 ${buyer.phone}` },
    });
    expect(found.json().order).toMatchObject({ id: order.id, status: 'pending', itemCount: 2 });
    expect(found.body).not.toContain(buyer.phone);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/track-order',
      payload: { orderId: order.id, phone: '9999999999' },
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('registrations', () => {
  it('lists pending registrations; approve activates, reject disables and signs out', async () => {
    const pending = await f.customer({ approve: false });
    const other = await f.customer({ approve: false });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/registrations', cookies: admin })
    ).json();
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([pending.id, other.id]),
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${pending.id}/approve`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(approved.json().message).toBe('Customer approved successfully');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${other.id}/reject`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(rejected.json().message).toBe('Customer rejected successfully');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: other.cookies })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${other.id}/approve`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REGISTRATION_ALREADY_DECIDED');
  });
});
