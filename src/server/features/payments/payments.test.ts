import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../domain/order';
import type { OrderPayments } from '../../../domain/payments.schemas';
import { ORDER_PAYMENTS, SALES_DAYS } from '../../db/kept-totals';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { paymentTotals } from './index';

/**
 * Issue 23, point 1: the payments record (docs/decisions/064, 065). Every movement of money on an
 * order is a payment row; what was paid and what is due are derived from them everywhere.
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

let utrs = 0;
const nextUtr = () => `${Date.now() % 1e9}${String(utrs++).padStart(3, '0')}`;

/** A confirmed order of one ₹100 product (₹98 for a Bronze customer). */
async function confirmedOrder(paymentMethod: 'cod' | 'upi' = 'upi', upiReference?: string) {
  const product = await f.product({ stock: 10 });
  const buyer = await f.customer();
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod,
    ...(upiReference ? { upiReference } : {}),
  });
  const order = placed.json().order as { id: string; amountPaidPaise: number };
  expect((await f.adminAction(admin, order.id, 'approve')).statusCode).toBe(200);
  return { id: order.id, amount: order.amountPaidPaise, buyer };
}

const pay = (orderId: string, body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/payments`, cookies, payload: body });
const adminPayments = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/payments`, cookies: admin })
  ).json() as OrderPayments;
const adminOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, cookies: admin })).json()
    .order as AdminOrder;
const rowsOf = (orderId: string) =>
  t.db.query<{ direction: string; method: string; amount_paise: number; source: string; voided: boolean }>(
    `select direction, method, amount_paise, source, voided_at is not null as voided
     from payments where order_id = $1 order by recorded_at, id`,
    [orderId],
  );

describe('recording a payment by hand', () => {
  it('a part payment, then the rest: paid and due follow, and the order is paid in full at the second', async () => {
    const { id, amount, buyer } = await confirmedOrder('upi');
    const first = await pay(id, { method: 'cash', amountPaise: 4000 });
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toMatchObject({
      direction: 'in',
      method: 'cash',
      amountPaise: 4000,
      reference: null,
      source: 'admin',
    });
    expect(await adminOrder(id)).toMatchObject({ paidPaise: 4000, duePaise: amount - 4000, paidAt: null });

    const utr = nextUtr();
    const rest = await pay(id, { method: 'upi', amountPaise: amount - 4000, reference: ` ${utr} ` });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().payment).toMatchObject({ method: 'upi', reference: utr });
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paidPaise: amount, duePaise: 0 });
    expect(order.paidAt).toBe(rest.json().payment.recordedAt);

    // The customer sees the same list, sums and due amount.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/payments`,
      cookies: buyer.cookies,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(await adminPayments(id));
    expect(mine.json()).toMatchObject({ paidPaise: amount, duePaise: 0 });
    expect(mine.json().payments.map((p: { amountPaise: number }) => p.amountPaise)).toEqual([
      4000,
      amount - 4000,
    ]);
    const audit = await t.db.query<{ action: string; details: { amountPaise: number } }>(
      `select action, details from audit_log where entity_id = $1 and action = 'payment.record' order by id`,
      [id],
    );
    expect(audit.map((row) => row.details.amountPaise)).toEqual([4000, amount - 4000]);
  });

  it('refuses more than is due, zero and negative amounts: 400, nothing recorded', async () => {
    const { id, amount } = await confirmedOrder('cod');
    const over = await pay(id, { method: 'cash', amountPaise: amount + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'PAYMENT_OVER_DUE',
      message: `Only ₹${(amount / 100).toFixed(2)} is due on this order; a payment cannot be more.`,
    });
    for (const amountPaise of [0, -500]) {
      const refused = await pay(id, { method: 'cash', amountPaise });
      expect(refused.statusCode, String(amountPaise)).toBe(400);
      expect(refused.json().error.fields.amountPaise).toBe('Enter an amount above ₹0.00.');
    }
    await pay(id, { method: 'cash', amountPaise: amount });
    const nothingDue = await pay(id, { method: 'cash', amountPaise: 1 });
    expect(nothingDue.json().error.message).toBe('Nothing is due on this order.');
    expect((await rowsOf(id)).length).toBe(1);
  });

  it('a UTR pays one order once: a second order with it is refused (409), typed any way', async () => {
    const utr = nextUtr();
    const first = await confirmedOrder('upi');
    expect((await pay(first.id, { method: 'upi', amountPaise: 100, reference: utr })).statusCode).toBe(201);
    const second = await confirmedOrder('upi');
    const reused = await pay(second.id, {
      method: 'upi',
      amountPaise: 100,
      reference: utr.toLowerCase() + ' ',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toEqual({
      code: 'PAYMENT_REFERENCE_USED',
      message: `UPI reference ${utr} has already paid order ${first.id}.`,
    });
    expect(await rowsOf(second.id)).toEqual([]);
  });

  it('"Mark paid" of an order whose typed UTR already paid another order is refused', async () => {
    const utr = `ab${nextUtr()}`;
    const first = await confirmedOrder('upi', utr);
    expect((await f.adminAction(admin, first.id, 'mark-paid')).statusCode).toBe(200);
    expect(await rowsOf(first.id)).toEqual([
      { direction: 'in', method: 'upi', amount_paise: first.amount, source: 'admin', voided: false },
    ]);
    expect((await adminPayments(first.id)).payments[0]!.reference).toBe(utr.toUpperCase());
    // Checkout refuses a UTR another order has (decision 071); orders from the old app can share one
    // (decision 064), and so can an order typed before that check.
    const second = await confirmedOrder('upi');
    await t.db.query('update orders set upi_reference = $2 where id = $1', [second.id, utr.toUpperCase()]);
    const refused = await f.adminAction(admin, second.id, 'mark-paid');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAYMENT_REFERENCE_USED');
    expect((await adminOrder(second.id)).paidAt).toBeNull();
  });

  it('is recorded once per Idempotency-Key: a retry or a second tap at once gets the first answer', async () => {
    const { id } = await confirmedOrder('cod');
    const keyed = (amountPaise: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/payments`,
        cookies: admin,
        headers: { 'idempotency-key': key },
        payload: { method: 'cash', amountPaise },
      });
    const key = randomUUID();
    const [first, second] = await Promise.all([keyed(1000, key), keyed(1000, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().payment).toEqual(first.json().payment);
    const retried = await keyed(1000, key);
    expect(retried.json().payment).toEqual(first.json().payment);
    expect(await rowsOf(id)).toEqual([
      { direction: 'in', method: 'cash', amount_paise: 1000, source: 'admin', voided: false },
    ]);
    const other = await keyed(2000, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A new key is a new payment.
    expect((await keyed(1000, randomUUID())).statusCode).toBe(201);
    expect((await adminPayments(id)).paidPaise).toBe(2000);
  });

  it('a cancelled order takes no payment (409)', async () => {
    const { id } = await confirmedOrder('upi');
    await f.adminAction(admin, id, 'cancel');
    const refused = await pay(id, { method: 'cash', amountPaise: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order is cancelled; no payment can be recorded.');
    expect(await adminOrder(id)).toMatchObject({ paidPaise: 0, duePaise: 0 });
  });

  it('is for admins, reading and recording: a customer gets 403, a guest 401', async () => {
    const { id, buyer } = await confirmedOrder('upi');
    expect((await pay(id, { method: 'cash', amountPaise: 100 }, buyer.cookies)).statusCode).toBe(403);
    expect((await pay(id, { method: 'cash', amountPaise: 100 }, {})).statusCode).toBe(401);
    const url = `/api/admin/orders/${id}/payments`;
    expect((await t.app.inject({ method: 'GET', url, cookies: buyer.cookies })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe("reading an order's payments", () => {
  it("another customer's order is 404 like the order itself; a guest is 401; an unknown order 404", async () => {
    const { id } = await confirmedOrder('upi');
    const other = await f.customer();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/payments`,
      cookies: other.cookies,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Order not found.');
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}/payments` })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/ORD-1700000000000-NOSUCH/payments',
      cookies: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('corrections never delete money history', () => {
  it('"Mark unpaid" voids the payments (kept, who and when), and the order is due again', async () => {
    const { id, amount } = await confirmedOrder('cod');
    await pay(id, { method: 'cash', amountPaise: 1000 });
    await f.adminAction(admin, id, 'deliver');
    expect(await adminOrder(id)).toMatchObject({ paidPaise: amount, duePaise: 0 });
    const unpaid = await f.adminAction(admin, id, 'mark-unpaid');
    expect(unpaid.json().order).toMatchObject({ paidAt: null, paidPaise: 0, duePaise: amount });
    expect(await adminPayments(id)).toEqual({ payments: [], paidPaise: 0, duePaise: amount });
    expect(await rowsOf(id)).toEqual([
      { direction: 'in', method: 'cash', amount_paise: 1000, source: 'admin', voided: true },
      { direction: 'in', method: 'cash', amount_paise: amount - 1000, source: 'delivery', voided: true },
    ]);
    const [audit] = await t.db.query<{ details: { voidedPayments: unknown[] } }>(
      `select details from audit_log where entity_id = $1 and action = 'order.mark_unpaid'`,
      [id],
    );
    expect(audit!.details.voidedPayments).toHaveLength(2);
    // Paid again by hand: one new payment of all that is due.
    expect((await f.adminAction(admin, id, 'mark-paid')).json().order).toMatchObject({
      paidPaise: amount,
      duePaise: 0,
    });
    expect((await rowsOf(id)).filter((row) => !row.voided)).toHaveLength(1);
  });
});

describe('cash on delivery', () => {
  it('records the cash still due at the delivery, once: a second confirmation records nothing', async () => {
    const { id, amount } = await confirmedOrder('cod');
    await pay(id, { method: 'upi', amountPaise: 2500, reference: nextUtr() });
    const [a, b] = await Promise.all([
      f.adminAction(admin, id, 'deliver'),
      f.adminAction(admin, id, 'deliver'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await f.adminAction(admin, id, 'deliver')).statusCode).toBe(409);
    expect(await rowsOf(id)).toEqual([
      { direction: 'in', method: 'upi', amount_paise: 2500, source: 'admin', voided: false },
      { direction: 'in', method: 'cash', amount_paise: amount - 2500, source: 'delivery', voided: false },
    ]);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paidPaise: amount, duePaise: 0 });
    expect(order.paidAt).toBe(order.deliveredAt);
  });
});

describe('a whole refund', () => {
  it('pays back what came in, by the way it came, as outgoing payments the customer sees', async () => {
    const { id, amount, buyer } = await confirmedOrder('cod');
    await pay(id, { method: 'upi', amountPaise: 3000, reference: nextUtr() });
    await f.adminAction(admin, id, 'deliver');
    expect((await f.adminAction(admin, id, 'refund')).json().order).toMatchObject({
      paidPaise: 0,
      duePaise: 0,
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}/payments`, cookies: buyer.cookies })
    ).json() as OrderPayments;
    const out = mine.payments.filter((p) => p.direction === 'out');
    expect(out.map((p) => [p.method, p.amountPaise, p.source]).sort()).toEqual([
      ['cash', amount - 3000, 'refund'],
      ['upi', 3000, 'refund'],
    ]);
    expect(mine).toMatchObject({ paidPaise: 0, duePaise: 0 });
  });
});

describe('paid and due everywhere', () => {
  it("a list's paid and due add up to its payment rows, and the kept totals and sales days agree", async () => {
    const part = await confirmedOrder('upi');
    await pay(part.id, { method: 'cash', amountPaise: 1234 });
    const full = await confirmedOrder('cod');
    await f.adminAction(admin, full.id, 'deliver');
    const none = await confirmedOrder('upi');
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=100', cookies: admin });
    const items = page.json().items as AdminOrder[];
    const totals = await paymentTotals(
      t.db,
      items.map((o) => o.id),
    );
    for (const order of items) {
      expect(order.paidPaise, order.id).toBe(totals.get(order.id));
      const live = order.status !== 'cancelled' && order.status !== 'refunded';
      expect(order.duePaise, order.id).toBe(live ? Math.max(order.amountPaidPaise - order.paidPaise, 0) : 0);
    }
    const byId = new Map(items.map((o) => [o.id, o]));
    expect(byId.get(part.id)).toMatchObject({ paidPaise: 1234, duePaise: part.amount - 1234 });
    expect(byId.get(full.id)).toMatchObject({ paidPaise: full.amount, duePaise: 0 });
    expect(byId.get(none.id)).toMatchObject({ paidPaise: 0, duePaise: none.amount });
    // Sales days count a part payment as collected for its part (checked against the orders).
    expect(await t.db.query(ORDER_PAYMENTS.sql)).toEqual([]);
    expect(await t.db.query(SALES_DAYS.sql)).toEqual([]);
    const today = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sales/today', cookies: admin })
    ).json();
    const counted = items.filter((o) => o.status !== 'cancelled' && o.status !== 'refunded');
    expect(today.collectedPaise).toBe(
      counted.reduce((sum, o) => sum + Math.min(o.paidPaise, o.amountPaidPaise), 0),
    );
  });
});
