import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Khata, KhataBook } from '../../../domain/khata.schemas';
import { khataMessages } from '../../../domain/messages';
import { ORDER_PAYMENTS } from '../../db/kept-totals';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23, point 4: khata, credit for regulars (docs/decisions/070). A ₹100 product costs a
 * Bronze customer ₹98.00 (9800 paise).
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

const ONE = 9800;
let utrs = 0;
const nextUtr = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${String(utrs++).padStart(3, '0')}`;

const setLimit = (customerId: string, limitPaise: number, cookies = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${customerId}/credit`,
    cookies,
    payload: { limitPaise },
  });
const settle = (customerId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/khata/settlements`,
    cookies: admin,
    payload: body,
  });
const khataOf = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/khata', cookies })).json() as Khata;
const ordersOf = (customerId: string) =>
  t.db.query<{ id: string; paid_paise: number; amount_paid_paise: number }>(
    'select id, paid_paise, amount_paid_paise from orders where customer_id = $1 order by order_date, id',
    [customerId],
  );

/** A customer with a credit limit, and a product with plenty of stock. */
async function khataCustomer(limitPaise: number) {
  const buyer = await f.customer();
  expect((await setLimit(buyer.id, limitPaise)).statusCode).toBe(200);
  const product = await f.product({ stock: 50 });
  const buy = (quantity: number) =>
    f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity }], paymentMethod: 'khata' });
  return { buyer, product, buy };
}

describe('the credit limit', () => {
  it('is the owner’s to set, audited before and after; a customer is refused', async () => {
    const buyer = await f.customer();
    const refused = await setLimit(buyer.id, 50_000, buyer.cookies);
    expect(refused.statusCode).toBe(403);

    const set = await setLimit(buyer.id, 50_000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ credit: { limitPaise: 50_000, owedPaise: 0 } });
    expect((await setLimit(buyer.id, 20_000)).json().credit).toEqual({ limitPaise: 20_000, owedPaise: 0 });
    const audit = await t.db.query<{ details: unknown }>(
      `select details from audit_log where action = 'customer.credit' and entity_id = $1 order by id`,
      [buyer.id],
    );
    expect(audit.map((row) => row.details)).toEqual([
      { before: { limitPaise: 0 }, after: { limitPaise: 50_000 } },
      { before: { limitPaise: 50_000 }, after: { limitPaise: 20_000 } },
    ]);
    expect((await setLimit(buyer.id, -1)).statusCode).toBe(400);
    expect((await setLimit('not-a-customer', 100)).statusCode).toBe(404);
  });
});

describe('checkout: Pay later (khata)', () => {
  it('takes orders up to the limit left and refuses one beyond it, naming what is left, writing nothing', async () => {
    const { buyer, product, buy } = await khataCustomer(3 * ONE + 500);
    expect((await buy(2)).statusCode).toBe(201);
    const atLimit = await buy(1);
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().order).toMatchObject({ paymentMethod: 'khata', duePaise: ONE, paidPaise: 0 });
    const stock = await f.stock(product.id);

    const beyond = await buy(1);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error).toMatchObject({
      code: 'KHATA_OVER_LIMIT',
      message: khataMessages.overLimit(500, ONE),
    });
    expect(beyond.json().error.message).toContain('₹5.00');
    expect(await ordersOf(buyer.id)).toHaveLength(2);
    expect(await f.stock(product.id)).toBe(stock);
    expect(await khataOf(buyer.cookies)).toMatchObject({
      limitPaise: 3 * ONE + 500,
      owedPaise: 3 * ONE,
      leftPaise: 500,
    });

    // A limit of 0 ends khata for new orders; what is owed stays owed.
    expect((await setLimit(buyer.id, 0)).json().credit).toEqual({ limitPaise: 0, owedPaise: 3 * ONE });
    expect((await buy(1)).json().error).toMatchObject({
      code: 'KHATA_OVER_LIMIT',
      message: khataMessages.notOpen,
    });
  });

  it('is not open to a customer without a limit; cash on delivery still is', async () => {
    const buyer = await f.customer();
    const product = await f.product();
    const items = [{ productId: product.id, quantity: 1 }];
    const refused = await f.placeOrder(buyer.cookies, { items, paymentMethod: 'khata' });
    expect(refused.json().error).toEqual({ code: 'KHATA_OVER_LIMIT', message: khataMessages.notOpen });
    expect((await f.placeOrder(buyer.cookies, { items })).statusCode).toBe(201);
  });

  it('lets only one of two orders placed at once pass when together they exceed the limit', async () => {
    const { buyer, buy } = await khataCustomer(ONE + ONE / 2);
    const answers = await Promise.all([buy(1), buy(1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('is approved and delivered like any order: points earned, no cash recorded, still due', async () => {
    const { buyer, buy } = await khataCustomer(10 * ONE);
    const order = (await buy(2)).json().order as { id: string };
    for (const action of ['approve', 'deliver'])
      expect((await f.adminAction(admin, order.id, action)).statusCode).toBe(200);
    expect((await f.balances(buyer.id)).points).toBeGreaterThan(0);
    expect(await t.db.query('select 1 from payments where order_id = $1', [order.id])).toEqual([]);
    expect((await khataOf(buyer.cookies)).owedPaise).toBe(2 * ONE);
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});

describe('a refund by line of a khata order', () => {
  it('lowers what is owed by what the refunded units cost, on the statement, the book and the limit left', async () => {
    const { buyer, product, buy } = await khataCustomer(10 * ONE);
    const order = (await buy(3)).json().order as { id: string };
    for (const action of ['approve', 'deliver'])
      expect((await f.adminAction(admin, order.id, action)).statusCode).toBe(200);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      cookies: admin,
      payload: { lines: [{ productId: product.id, quantity: 1 }] },
    });
    expect(refunded.statusCode).toBe(200);
    // Nothing was paid on it, so no money goes back: the bill is smaller instead.
    expect(await t.db.query('select 1 from payments where order_id = $1', [order.id])).toEqual([]);
    const khata = await khataOf(buyer.cookies);
    expect(khata).toMatchObject({ owedPaise: 2 * ONE, leftPaise: 8 * ONE });
    expect(khata.entries.find((entry) => entry.orderId === order.id)).toMatchObject({ amountPaise: 2 * ONE });
    const book = (
      await t.app.inject({ method: 'GET', url: '/api/admin/khata', cookies: admin })
    ).json() as KhataBook;
    expect(book.customers.find((row) => row.id === buyer.id)).toMatchObject({ owedPaise: 2 * ONE });
    expect((await settle(buyer.id, { method: 'cash', amountPaise: 3 * ONE })).statusCode).toBe(400);
    expect((await settle(buyer.id, { method: 'cash', amountPaise: 2 * ONE })).statusCode).toBe(201);
    expect((await khataOf(buyer.cookies)).owedPaise).toBe(0);
  });
});

describe('settlements', () => {
  it('pay the due khata orders oldest first, one payment each, in exact paise', async () => {
    const { buyer, buy } = await khataCustomer(10 * ONE);
    for (const quantity of [1, 2, 1]) expect((await buy(quantity)).statusCode).toBe(201);
    const [a, b, c] = await ordersOf(buyer.id);

    const utr = nextUtr();
    const paid = await settle(buyer.id, { method: 'upi', amountPaise: ONE + 12_345, reference: utr });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      settlement: {
        method: 'upi',
        amountPaise: ONE + 12_345,
        reference: utr,
        payments: [
          { orderId: a!.id, amountPaise: ONE },
          { orderId: b!.id, amountPaise: 12_345 },
        ],
      },
      credit: { limitPaise: 10 * ONE, owedPaise: 4 * ONE - ONE - 12_345 },
    });
    expect((await ordersOf(buyer.id)).map((o) => o.paid_paise)).toEqual([ONE, 12_345, 0]);
    const rows = await t.db.query<{ order_id: string; source: string; reference: string | null }>(
      `select order_id, source, reference from payments where order_id = any($1) order by amount_paise desc`,
      [[a!.id, b!.id, c!.id]],
    );
    expect(rows).toEqual([
      { order_id: b!.id, source: 'settlement', reference: null },
      { order_id: a!.id, source: 'settlement', reference: utr },
    ]);

    // The customer's statement: newest first, the settlement one line, balance after each.
    const khata = await khataOf(buyer.cookies);
    expect(khata.owedPaise).toBe(4 * ONE - ONE - 12_345);
    expect(khata.entries[0]).toMatchObject({
      kind: 'payment',
      amountPaise: ONE + 12_345,
      reference: utr,
      balancePaise: khata.owedPaise,
    });
    expect(khata.entries.filter((e) => e.kind === 'order').map((e) => e.payUrl === null)).toEqual([
      false,
      false,
      true,
    ]);

    // The rest pays b and c in full.
    const rest = await settle(buyer.id, { method: 'cash', amountPaise: khata.owedPaise });
    expect(rest.json().settlement.payments.map((p: { orderId: string }) => p.orderId)).toEqual([
      b!.id,
      c!.id,
    ]);
    expect((await khataOf(buyer.cookies)).owedPaise).toBe(0);
    expect(await t.db.query(ORDER_PAYMENTS.sql)).toEqual([]);
    const audit = await t.db.query(
      `select 1 from audit_log where action = 'customer.khata_settlement' and entity_id = $1`,
      [buyer.id],
    );
    expect(audit).toHaveLength(2);
  });

  it('are recorded once per Idempotency-Key: a retry or a second tap at once gets the first answer', async () => {
    const { buyer, buy } = await khataCustomer(10 * ONE);
    for (const quantity of [1, 1]) expect((await buy(quantity)).statusCode).toBe(201);
    const keyed = (amountPaise: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${buyer.id}/khata/settlements`,
        cookies: admin,
        headers: { 'idempotency-key': key },
        payload: { method: 'cash', amountPaise },
      });
    const key = randomUUID();
    const [first, second] = await Promise.all([keyed(ONE, key), keyed(ONE, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await keyed(ONE, key)).json()).toEqual(first.json());
    expect((await khataOf(buyer.cookies)).owedPaise).toBe(ONE);
    expect((await keyed(ONE + 1, key)).statusCode).toBe(409);
    expect((await ordersOf(buyer.id)).map((o) => o.paid_paise)).toEqual([ONE, 0]);
  });

  it('refuses more than is owed, zero or less, and a UPI reference already used, changing nothing', async () => {
    const { buyer, buy } = await khataCustomer(10 * ONE);
    expect((await buy(2)).statusCode).toBe(201);

    const over = await settle(buyer.id, { method: 'cash', amountPaise: 2 * ONE + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'KHATA_OVER_OWED',
      message: khataMessages.overOwed(2 * ONE),
    });
    expect(over.json().error.message).toContain('₹196.00');
    for (const amountPaise of [0, -100])
      expect((await settle(buyer.id, { method: 'cash', amountPaise })).statusCode).toBe(400);

    const utr = nextUtr();
    expect((await settle(buyer.id, { method: 'upi', amountPaise: 100, reference: utr })).statusCode).toBe(
      201,
    );
    const again = await settle(buyer.id, { method: 'upi', amountPaise: 100, reference: utr });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_REFERENCE_USED');
    expect((await khataOf(buyer.cookies)).owedPaise).toBe(2 * ONE - 100);
  });
});

describe('reading the khata', () => {
  it('GET /api/khata is the signed-in customer’s own; the admin is refused', async () => {
    const { buyer, buy } = await khataCustomer(5 * ONE);
    expect((await buy(1)).statusCode).toBe(201);
    const other = await f.customer();
    expect(await khataOf(other.cookies)).toEqual({ limitPaise: 0, owedPaise: 0, leftPaise: 0, entries: [] });
    expect((await khataOf(buyer.cookies)).entries).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/khata', cookies: admin })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/khata' })).statusCode).toBe(401);
  });

  it('the owner’s book ages what is owed by order date, with totals, a reminder link and a safe CSV', async () => {
    const { buyer, buy } = await khataCustomer(10 * ONE);
    await t.db.query(`update customers set name = '=HYPERLINK("x")' where id = $1`, [buyer.id]);
    for (const quantity of [1, 2, 3]) expect((await buy(quantity)).statusCode).toBe(201);
    const [old, middle] = await ordersOf(buyer.id);
    await t.db.query(`update orders set order_date = now() - interval '75 days' where id = $1`, [old!.id]);
    await t.db.query(`update orders set order_date = now() - interval '45 days' where id = $1`, [middle!.id]);

    const book = (
      await t.app.inject({ method: 'GET', url: '/api/admin/khata', cookies: admin })
    ).json() as KhataBook;
    const row = book.customers.find((c) => c.id === buyer.id)!;
    expect(row).toMatchObject({
      limitPaise: 10 * ONE,
      owedPaise: 6 * ONE,
      ageing: { upTo30: 3 * ONE, upTo60: 2 * ONE, over60: ONE },
      oldestDuePaise: ONE,
    });
    expect(row.oldestPayUrl).toMatch(/^\/pay\/[0-9a-f]{32}$/);
    expect(book.totals.owedPaise).toBe(book.customers.reduce((sum, c) => sum + c.owedPaise, 0));

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/khata/export', cookies: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain(',588.00,');
  });
});
