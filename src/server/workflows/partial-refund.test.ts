import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../domain/order';
import { ORDER_PAYMENTS, SALES_DAYS } from '../db/kept-totals';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Issue 23, point 1's refunds (docs/decisions/069): an owner refunds some units of some lines of a
 * delivered order, in one or more goes; the parts add up to exactly what a whole refund does, in
 * every ledger, in the money and in the sales; a refused request changes nothing; a retry refunds
 * once. And a cancelled order that was paid pays its money back.
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

type Line = { productId: string; quantity: number };

function refund(orderId: string, body: { lines?: Line[]; reason?: string } | null, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    cookies: admin,
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    payload: body ?? {},
  });
}

/**
 * A delivered cash order of 3 rice (point money ₹10 a unit) and 2 oil (₹7 a unit) by a buyer two
 * levels under active uplines, who used 7 points on it.
 */
async function deliveredOrder() {
  const rice = await f.product({ mrpPaise: 10000, pricePaise: 9000, stock: 20 });
  const oil = await f.product({ mrpPaise: 7000, pricePaise: 6300, stock: 20 });
  const top = await f.customer({ parentCode: 'A100' });
  const parent = await f.customer({ parentCode: top.code });
  const buyer = await f.customer({ parentCode: parent.code });
  await f.givePoints(buyer.id, 7);
  const placed = await f.placeOrder(buyer.cookies, {
    items: [
      { productId: rice.id, quantity: 3 },
      { productId: oil.id, quantity: 2 },
    ],
    pointsToUse: 7,
  });
  expect(placed.statusCode).toBe(201);
  const id = placed.json().order.id as string;
  expect((await f.adminAction(admin, id, 'approve')).statusCode).toBe(200);
  const delivered = (await f.adminAction(admin, id, 'deliver')).json().order as AdminOrder;
  return { id, rice, oil, top, parent, buyer, order: delivered };
}

/** The order's ledger rows summed per customer role and kind. */
async function ledgerOf(order: Awaited<ReturnType<typeof deliveredOrder>>) {
  const role = new Map([
    [order.buyer.id, 'buyer'],
    [order.parent.id, 'parent'],
    [order.top.id, 'top'],
  ]);
  const rows = await t.db.query<{
    customer_id: string;
    kind: string;
    points: number;
    carry: number;
    money: number;
  }>(
    `select customer_id, kind, sum(points_delta)::int as points, sum(carry_delta_paise)::int as carry,
            sum(point_money_paise)::int as money
     from points_ledger where order_id = $1 group by customer_id, kind order by kind`,
    [order.id],
  );
  return Object.fromEntries(
    rows.map((r) => [
      `${role.get(r.customer_id)} ${r.kind}`,
      { points: r.points, carry: r.carry, money: r.money },
    ]),
  );
}

async function moneyOf(orderId: string) {
  return t.db.query<{ direction: string; method: string; amount: number }>(
    `select direction, method, sum(amount_paise)::int as amount from payments
     where order_id = $1 and voided_at is null group by direction, method order by direction, method`,
    [orderId],
  );
}

async function balancesOf(order: Awaited<ReturnType<typeof deliveredOrder>>) {
  return Promise.all([order.buyer, order.parent, order.top].map((c) => f.balances(c.id)));
}

const salesToday = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/sales/today', cookies: admin })).json() as {
    orders: number;
    salesPaise: number;
    pointMoneyPaise: number;
    collectedPaise: number;
  };

describe('a refund by line', () => {
  it('puts the units back, reverses their points and rewards, returns their points used and pays their share back', async () => {
    const o = await deliveredOrder();
    const amount = o.order.amountPaidPaise;
    const value = o.order.items.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    const riceValue = o.order.items[0]!.unitPricePaise;
    const stockBefore = await f.stock(o.rice.id);
    const earned = await ledgerOf(o);
    const sales = await salesToday();

    const response = await refund(o.id, {
      lines: [{ productId: o.rice.id, quantity: 1 }],
      reason: 'Torn bag',
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().order as AdminOrder;
    const share = Math.trunc((amount * riceValue) / value);
    expect(response.json().message).toBe(
      `Part refunded: ₹${(share / 100).toFixed(2)} paid back. Points earned on those items have been taken back and their share of any points used returned.`,
    );
    expect(order).toMatchObject({
      status: 'delivered',
      refundedPaise: share,
      paidPaise: amount - share,
      duePaise: 0,
    });
    expect(order.items.map((l) => l.refundedQuantity)).toEqual([1, 0]);
    expect(order.actions).toContain('refund');
    expect(await f.stock(o.rice.id)).toBe(stockBefore + 1);

    // One rice is ₹10 of the order's ₹44 point money: each award loses exactly that share of its
    // point money, its whole points' share at the rate it converted at and the rest as carry.
    const ledger = await ledgerOf(o);
    const part = (n: number) => Math.trunc((n * 1000) / 4400);
    const award = earned['buyer order_earned']!;
    const rate = (award.money - award.carry) / award.points;
    expect(ledger['buyer order_reversed']).toEqual({
      points: -part(award.points),
      carry: -(1000 - part(award.points) * rate),
      money: -1000,
    });
    expect(ledger['parent referral_reversed']!.money).toBe(-part(earned['parent referral_earned']!.money));
    expect(ledger['top referral_reversed']!.money).toBe(-part(earned['top referral_earned']!.money));
    // 7 points used on ₹(3 × 90 + 2 × 63): one rice's share returns, rounded down.
    expect(ledger['buyer redemption_refunded']!.points).toBe(Math.trunc((7 * riceValue) / value));
    expect(await moneyOf(o.id)).toEqual([
      { direction: 'in', method: 'cash', amount },
      { direction: 'out', method: 'cash', amount: share },
    ]);
    const audit = await t.db.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from audit_log where entity_id = $1 and action = 'order.part_refund'`,
      [o.id],
    );
    expect(audit).toEqual([
      {
        action: 'order.part_refund',
        details: expect.objectContaining({
          lines: [{ productId: o.rice.id, name: o.rice.name, quantity: 1 }],
          refundedPaise: share,
          reason: 'Torn bag',
        }),
      },
    ]);
    // Sales count the order at what it costs now; the kept totals agree with the rows.
    const after = await salesToday();
    expect(after.orders).toBe(sales.orders);
    expect(after.salesPaise).toBe(sales.salesPaise - share);
    expect(after.pointMoneyPaise).toBe(sales.pointMoneyPaise - 1000);
    expect(after.collectedPaise).toBe(sales.collectedPaise - share);
    expect(await t.db.query(SALES_DAYS.sql)).toEqual([]);
    expect(await t.db.query(ORDER_PAYMENTS.sql)).toEqual([]);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('two parts and then the rest come to exactly what one whole refund does, in every ledger, the money and the sales', async () => {
    const sales = await salesToday();
    const whole = await deliveredOrder();
    const parts = await deliveredOrder();
    expect((await refund(whole.id, null)).statusCode).toBe(200);
    expect((await refund(parts.id, { lines: [{ productId: parts.rice.id, quantity: 1 }] })).statusCode).toBe(
      200,
    );
    expect(
      (
        await refund(parts.id, {
          lines: [
            { productId: parts.oil.id, quantity: 1 },
            { productId: parts.rice.id, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const last = await refund(parts.id, {
      lines: [
        { productId: parts.rice.id, quantity: 1 },
        { productId: parts.oil.id, quantity: 1 },
      ],
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().message).toBe(
      'Order refunded. Points earned on it have been taken back and any points the customer used returned.',
    );
    const partsOrder = last.json().order as AdminOrder;
    const wholeOrder = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${whole.id}`, cookies: admin })
    ).json().order as AdminOrder;
    for (const order of [partsOrder, wholeOrder]) {
      expect(order).toMatchObject({ status: 'refunded', paidPaise: 0, duePaise: 0, pointsReversed: true });
      expect(order.refundedPaise).toBe(order.amountPaidPaise);
      expect(order.items.map((l) => l.refundedQuantity)).toEqual(order.items.map((l) => l.quantity));
    }
    const ledgerParts = await ledgerOf(parts);
    expect(ledgerParts).toEqual(await ledgerOf(whole));
    // Every award nets to zero, and the points used all came back.
    for (const [kind, sums] of Object.entries(ledgerParts)) {
      if (kind.endsWith('redeemed')) expect(sums.points).toBe(-7);
      else if (kind.endsWith('redemption_refunded')) expect(sums.points).toBe(7);
    }
    expect(await moneyOf(parts.id)).toEqual(await moneyOf(whole.id));
    expect(await balancesOf(parts)).toEqual(await balancesOf(whole));
    // Both orders are refunded: the day's sales are what they were before either was placed.
    expect(await salesToday()).toEqual(sales);
    expect(await t.db.query(SALES_DAYS.sql)).toEqual([]);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('is refused with a clear message, changing nothing, for a product not on the order, too many units, zero, or an order not delivered', async () => {
    const o = await deliveredOrder();
    await refund(o.id, { lines: [{ productId: o.rice.id, quantity: 2 }] });
    const state = async () => [
      await ledgerOf(o),
      await moneyOf(o.id),
      await f.stock(o.rice.id),
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.id}`, cookies: admin })).json().order,
    ];
    const before = await state();
    const cases: [{ lines: Line[] }, number, string][] = [
      [
        { lines: [{ productId: randomUUID(), quantity: 1 }] },
        400,
        'One of the products to refund is not on this order.',
      ],
      [
        { lines: [{ productId: o.rice.id, quantity: 2 }] },
        400,
        'Only 1 of ' + o.rice.name + ' can still be refunded.',
      ],
      [
        { lines: [{ productId: o.rice.id, quantity: 0 }] },
        400,
        'Enter a quantity of 1 or more for each item to refund.',
      ],
      [
        { lines: [{ productId: o.oil.id, quantity: -1 }] },
        400,
        'Enter a quantity of 1 or more for each item to refund.',
      ],
      [
        {
          lines: [
            { productId: o.oil.id, quantity: 1 },
            { productId: o.oil.id, quantity: 1 },
          ],
        },
        400,
        'Each product may be listed once in a refund.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const refused = await refund(o.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await state()).toEqual(before);

    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 2 }] });
    const pending = placed.json().order.id as string;
    const early = await refund(pending, { lines: [{ productId: product.id, quantity: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This order is pending; it cannot be refunded now.');
    expect(await f.stock(product.id)).toBe(3);
  });

  it('refunds once when the same request comes twice at the same moment', async () => {
    const o = await deliveredOrder();
    const key = randomUUID();
    const body = { lines: [{ productId: o.oil.id, quantity: 1 }] };
    const stock = await f.stock(o.oil.id);
    const answers = await Promise.all([refund(o.id, body, key), refund(o.id, body, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().message).toBe(answers[1]!.json().message);
    expect(await f.stock(o.oil.id)).toBe(stock + 1);
    const [row] = await t.db.query<{ refunds: number; refunded: number }>(
      `select (select count(*)::int from order_refunds where order_id = $1) as refunds,
              (select refunded_quantity from order_items where order_id = $1 and product_id = $2) as refunded`,
      [o.id, o.oil.id],
    );
    expect(row).toEqual({ refunds: 1, refunded: 1 });
    // Without a key, a second refund of the last units is refused: a line never refunds more than it has.
    const rest = { lines: [{ productId: o.oil.id, quantity: 1 }] };
    const racing = await Promise.all([refund(o.id, rest), refund(o.id, rest)]);
    expect(racing.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await f.stock(o.oil.id)).toBe(stock + 2);
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});

describe('the points history of a part-refunded order', () => {
  it('says part of the order was refunded, to the customer and in the admin’s export; a whole refund says the order was', async () => {
    const o = await deliveredOrder();
    expect((await refund(o.id, { lines: [{ productId: o.rice.id, quantity: 2 }] })).statusCode).toBe(200);
    const history = async (cookies: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/points', cookies })).json().entries as {
        kind: string;
        description: string;
        pointsDelta: number;
      }[];
    const buyerHistory = await history(o.buyer.cookies);
    const reversed = buyerHistory.find((e) => e.kind === 'order_reversed');
    const returned = buyerHistory.find((e) => e.kind === 'redemption_refunded');
    expect(reversed!.description).toMatch(
      new RegExp(
        `^Part of order ${o.id} refunded: −${-reversed!.pointsDelta} points? \\(₹[\\d.]+ point money taken back\\)$`,
      ),
    );
    expect(returned!.description).toBe(
      `${returned!.pointsDelta} points returned: part of order ${o.id} was refunded`,
    );
    const reward = (await history(o.parent.cookies)).find((e) => e.kind === 'referral_reversed')!;
    // 10% of the rice's ₹20 point money: ₹2, less than a point.
    expect(reward.description).toBe(
      `Part of order ${o.id} refunded: referral reward from ${o.buyer.code} reduced by ₹2.00 point money`,
    );
    const csv = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers/${o.buyer.id}/points/export`,
        cookies: admin,
      })
    ).body;
    expect(csv).toContain(`Part of order ${o.id} refunded`);

    // The whole of another order, refunded in one go, still reads as that order refunded.
    const whole = await deliveredOrder();
    expect((await refund(whole.id, null)).statusCode).toBe(200);
    const all = (await history(whole.buyer.cookies)).find((e) => e.kind === 'order_reversed')!;
    expect(all.description).toMatch(new RegExp(`^${whole.id} was refunded`));
  });
});

describe('the payment record of a part-refunded order', () => {
  it('cannot be marked unpaid: money was paid back against it', async () => {
    const o = await deliveredOrder();
    expect((await refund(o.id, { lines: [{ productId: o.oil.id, quantity: 1 }] })).statusCode).toBe(200);
    const money = await moneyOf(o.id);
    const unpaid = await f.adminAction(admin, o.id, 'mark-unpaid');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(
      'Money was paid back on this order; its payment record cannot be changed.',
    );
    expect(await moneyOf(o.id)).toEqual(money);
  });
});

describe('cancelling an order that was paid', () => {
  it('pays the money back as a refund and says so in the audit log', async () => {
    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'upi',
    });
    const id = placed.json().order.id as string;
    const amount = placed.json().order.amountPaidPaise as number;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payments`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { method: 'upi', amountPaise: amount, reference: `UTR${Date.now()}` },
    });
    expect(paid.statusCode).toBe(201);
    const cancelled = await f.adminAction(admin, id, 'cancel');
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', paidPaise: 0, duePaise: 0 });
    expect(await moneyOf(id)).toEqual([
      { direction: 'in', method: 'upi', amount },
      { direction: 'out', method: 'upi', amount },
    ]);
    const [audit] = await t.db.query<{ details: { repaid: { method: string; amountPaise: number }[] } }>(
      `select details from audit_log where entity_id = $1 and action = 'order.cancel'`,
      [id],
    );
    expect(audit!.details.repaid).toEqual([expect.objectContaining({ method: 'upi', amountPaise: amount })]);
    const [source] = await t.db.query<{ source: string }>(
      `select source from payments where order_id = $1 and direction = 'out'`,
      [id],
    );
    expect(source!.source).toBe('refund');
  });
});
