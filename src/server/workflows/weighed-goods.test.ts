import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../domain/order';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Issue 25's weighed goods (docs/decisions/084): an order holds a weighed line exactly. Its
 * quantity is stored in thousandths of the product's unit and spoken in the unit by the API; its
 * amount, point money, stock and refund by line are exact to the paisa and the gram.
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

/** Loose rice at ₹45.50 a kg to everyone (no tier discount), ₹5.50 a kg of point money; 10 kg in stock. */
const looseRice = () =>
  f.product({
    name: 'Loose Matta Rice',
    mrpPaise: 4550,
    pricePaise: 4000,
    stock: 10_000,
    tierDiscounts: [0, 0, 0, 0],
    weighed: 'kg',
  });

function quote(cookies: Record<string, string>, items: { productId: string; quantity: number }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    cookies,
    headers: { 'content-type': 'application/json' },
    payload: { items },
  });
}

const orderRow = async (id: string) =>
  (
    await t.db.query<{
      subtotal_paise: number;
      point_money_paise: number;
      refunded_point_money_paise: number;
    }>('select subtotal_paise, point_money_paise, refunded_point_money_paise from orders where id = $1', [id])
  )[0]!;

describe('an online order of a weighed product', () => {
  it('prices 1.5 kg at ₹45.50 a kg at ₹68.25, takes 1500 g from stock and earns its point money; a refund of 0.5 kg gives back its share', async () => {
    const rice = await looseRice();
    const buyer = await f.customer();

    const quoted = await quote(buyer.cookies, [{ productId: rice.id, quantity: 1.5 }]);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotalPaise: 6825,
      pointMoneyPaise: 825,
      lines: [{ quantity: 1.5, unit: 'kg', weighed: true, unitPricePaise: 4550, stockQuantity: 10 }],
    });

    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: rice.id, quantity: 1.5 }] });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as Order;
    expect(order.totalAmountPaise).toBe(6825);
    expect(order.amountPaidPaise).toBe(6825);
    expect(order.pointMoneyPaise).toBe(825);
    expect(order.items).toMatchObject([{ quantity: 1.5, unit: 'kg', weighed: true, refundedQuantity: 0 }]);
    expect(await f.stock(rice.id)).toBe(8500);
    const [line] = await t.db.query<{ quantity: number; unit: string; weighed: boolean }>(
      'select quantity, unit, weighed from order_items where order_id = $1',
      [order.id],
    );
    expect(line).toEqual({ quantity: 1500, unit: 'kg', weighed: true });

    expect((await f.adminAction(admin, order.id, 'approve')).statusCode).toBe(200);
    expect((await f.adminAction(admin, order.id, 'deliver')).statusCode).toBe(200);
    const [earned] = await t.db.query<{ money: number }>(
      `select sum(point_money_paise)::int as money from points_ledger
       where order_id = $1 and customer_id = $2 and kind = 'order_earned'`,
      [order.id, buyer.id],
    );
    expect(earned!.money).toBe(825);
    const spentBefore = (await f.balances(buyer.id)).total_spent_paise;

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { lines: [{ productId: rice.id, quantity: 0.5 }] },
    });
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json().order as AdminOrder;
    expect(after.status).toBe('delivered');
    expect(after.items[0]).toMatchObject({ quantity: 1.5, refundedQuantity: 0.5 });
    // 0.5 kg of ₹68.25 for 1.5 kg is ₹22.75 exactly, paid back (cash at the door came in).
    expect(after.refundedPaise).toBe(2275);
    expect(refunded.json().message).toContain('₹22.75 paid back');
    expect(await f.stock(rice.id)).toBe(9000);
    // Its point money (₹2.75 of ₹8.25) is taken back, and the spend with it.
    expect((await orderRow(order.id)).refunded_point_money_paise).toBe(275);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${order.id}`,
      cookies: admin,
    });
    expect(csv.body).toContain('Loose Matta Rice × 1.500 kg (0.500 kg refunded)');
    const [audit] = await t.db.query<{ details: { lines: unknown } }>(
      `select details from audit_log where entity_id = $1 and action = 'order.part_refund'`,
      [order.id],
    );
    expect(audit!.details.lines).toEqual([
      { productId: rice.id, name: 'Loose Matta Rice', quantity: 0.5, unit: 'kg' },
    ]);
    expect((await f.balances(buyer.id)).total_spent_paise).toBe(spentBefore - 2275);
    expect(await f.ledgerMismatches()).toEqual([]);

    // What is left to refund reads in kg; the rest of it refunds the order whole.
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { lines: [{ productId: rice.id, quantity: 1.25 }] },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('Only 1.000 kg of Loose Matta Rice can still be refunded.');
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { lines: [{ productId: rice.id, quantity: 1 }] },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedPaise: 6825 });
    expect((await orderRow(order.id)).refunded_point_money_paise).toBe(825);
    expect(await f.stock(rice.id)).toBe(10_000);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('keeps the line’s unit after the product changes', async () => {
    const rice = await looseRice();
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: rice.id, quantity: 0.75 }] });
    expect(placed.statusCode).toBe(201);
    await t.db.query(`update products set weighed = false, unit = 'piece' where id = $1`, [rice.id]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json().order.id}`,
      cookies: buyer.cookies,
    });
    expect(read.json().order.items).toMatchObject([{ quantity: 0.75, unit: 'kg', weighed: true }]);
    expect(read.json().order.totalAmountPaise).toBe(3413); // 0.75 × ₹45.50 = ₹34.125, half a paisa up
  });

  it("a phone order's quote speaks the weighed quantity in its unit, as the checkout's does", async () => {
    const rice = await looseRice();
    const buyer = await f.customer();
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/phone-orders/quote',
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: { customer: { phone: buyer.phone }, items: [{ productId: rice.id, quantity: 1.5 }] },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotalPaise: 6825,
      lines: [{ quantity: 1.5, unit: 'kg', weighed: true, stockQuantity: 10 }],
    });
  });

  it('cancelling puts the weighed quantity back exactly', async () => {
    const rice = await looseRice();
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: rice.id, quantity: 2.345 }] });
    expect(placed.statusCode).toBe(201);
    expect(await f.stock(rice.id)).toBe(7655);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().order.id}/cancel`,
      cookies: buyer.cookies,
      headers: { 'content-type': 'application/json' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await f.stock(rice.id)).toBe(10_000);
  });

  it('says how much is left in the product’s unit when the stock is short', async () => {
    const rice = await looseRice();
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: rice.id, quantity: 12.5 }] });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.message).toBe(
      'Only 10.000 kg of Loose Matta Rice left in stock. Please lower the quantity.',
    );
  });
});

describe('quantities a product cannot be sold in', () => {
  it('refuses a decimal of a piece product, 0 and 500 kg, and more than 3 decimals, changing nothing', async () => {
    const rice = await looseRice();
    const soap = await f.product({ name: 'Soap bar', stock: 50 });
    const buyer = await f.customer();
    const cases: [{ productId: string; quantity: number }, string][] = [
      [{ productId: soap.id, quantity: 1.5 }, 'Soap bar is sold by the piece: please enter a whole number.'],
      [{ productId: rice.id, quantity: 1.2345 }, 'A quantity has at most 3 decimals.'],
      [{ productId: rice.id, quantity: 500 }, 'You can order at most 99 of one product.'],
      [{ productId: rice.id, quantity: 0 }, 'Please enter a quantity above 0.'],
    ];
    for (const [item, message] of cases) {
      for (const call of [quote(buyer.cookies, [item]), f.placeOrder(buyer.cookies, { items: [item] })]) {
        const refused = await call;
        expect(refused.statusCode, JSON.stringify(item)).toBe(400);
        expect(refused.json().error.code).toBe('VALIDATION_FAILED');
        expect(refused.json().error.message).toBe(message);
      }
    }
    expect(await f.stock(rice.id)).toBe(10_000);
    expect(await f.stock(soap.id)).toBe(50);
    const [orders] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from orders where customer_id = $1',
      [buyer.id],
    );
    expect(orders!.n).toBe(0);
  });

  it('refuses a decimal refund of a piece line and more than 3 decimals of a weighed one', async () => {
    const rice = await looseRice();
    const soap = await f.product({ name: 'Soap bar', stock: 50 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, {
      items: [
        { productId: rice.id, quantity: 1 },
        { productId: soap.id, quantity: 2 },
      ],
    });
    const id = placed.json().order.id as string;
    await f.adminAction(admin, id, 'approve');
    await f.adminAction(admin, id, 'deliver');
    for (const [line, message] of [
      [{ productId: soap.id, quantity: 1.5 }, 'Soap bar is sold by the piece: please enter a whole number.'],
      [
        { productId: rice.id, quantity: 0.0005 },
        'Please enter the quantity of Loose Matta Rice with at most 3 decimals (1.250 for 1 kg 250 g).',
      ],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        cookies: admin,
        headers: { 'content-type': 'application/json' },
        payload: { lines: [line] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await f.stock(rice.id)).toBe(9000);
    expect(await f.stock(soap.id)).toBe(48);
  });
});
