import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { khataMessages, statementMessages } from '../../domain/messages';
import type { ReviewCredit } from '../../domain/statements.schemas';
import { shopFixtures } from '../testing/shop-fixtures';
import { hdfcStatement, hdfcUpiNarration, indiaToday } from '../testing/statement-files';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 23 point 4 (docs/decisions/072): a bank credit in the review list settles a customer's
 * khata. A ₹100 product costs a Bronze customer ₹98.00 (9800 paise).
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
let serial = 0;
const nextUtr = () => `6${String(Date.now() % 1e8).padStart(8, '0')}${String(serial++).padStart(3, '0')}`;

/** A customer on khata owing `orders` orders of ₹98.00, placed one after another. */
async function owingCustomer(orders: number) {
  const buyer = await f.customer();
  const limit = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${buyer.id}/credit`,
    cookies: admin,
    payload: { limitPaise: orders * ONE },
  });
  expect(limit.statusCode).toBe(200);
  const product = await f.product({ stock: 50 });
  const ids: string[] = [];
  for (let i = 0; i < orders; i++) {
    const placed = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'khata',
    });
    expect(placed.statusCode).toBe(201);
    ids.push((placed.json().order as { id: string }).id);
  }
  return { ...buyer, orderIds: ids };
}

/** Applies an HDFC statement of these credits (today); returns its raw file to upload again. */
async function applyStatement(credits: { amountPaise: number; narration: string }[]) {
  const csv = hdfcStatement(credits.map((credit) => ({ ...credit, day: indiaToday() })));
  const boundary = `----settle${serial++}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/statements?apply=true',
    cookies: admin,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().statement as { skipped: unknown[]; unmatched: unknown[] };
}

const reviewList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/statements/review', cookies: admin })).json()
    .credits as ReviewCredit[];
const creditOf = async (utr: string) => (await reviewList()).find((credit) => credit.utr === utr);
const settle = (creditId: string, customerId: string, cookies = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/statement-credits/${creditId}/settle`,
    cookies,
    payload: { customerId },
  });
const paidOf = async (orderIds: string[]) =>
  (
    await t.db.query<{ id: string; paid_paise: number }>(
      'select id, paid_paise from orders where id = any($1) order by order_date, id',
      [orderIds],
    )
  ).map((row) => row.paid_paise);
const paymentsOf = (orderIds: string[]) =>
  t.db.query<{ order_id: string; amount_paise: number; reference: string | null; settlement_id: string }>(
    `select order_id, amount_paise, reference, settlement_id from payments
     where order_id = any($1) and direction = 'in' order by order_id`,
    [orderIds],
  );

describe('a bank credit settles a khata from the review list', () => {
  it('pays the oldest orders first with the UTR, leaves the list matched by khata, and a second upload changes nothing', async () => {
    const regular = await owingCustomer(3);
    const utr = nextUtr();
    const credits = [{ amountPaise: 15_000, narration: hdfcUpiNarration(utr, `KHATA ${regular.phone}`) }];
    const first = await applyStatement(credits);
    expect(first.unmatched).toHaveLength(1);

    const waiting = await creditOf(utr);
    expect(waiting!.khataCandidates[0]).toMatchObject({ customerId: regular.id, owedPaise: 3 * ONE });

    const settled = await settle(waiting!.id, regular.id);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({
      changed: true,
      message: statementMessages.creditSettled(3 * ONE - 15_000),
      credit: { outcome: 'matched', customerId: regular.id },
    });
    const settlementId = settled.json().credit.settlementId as string;
    expect(await paidOf(regular.orderIds)).toEqual([ONE, 15_000 - ONE, 0]);
    expect(await paymentsOf(regular.orderIds)).toEqual([
      { order_id: regular.orderIds[0], amount_paise: ONE, reference: utr, settlement_id: settlementId },
      {
        order_id: regular.orderIds[1],
        amount_paise: 15_000 - ONE,
        reference: null,
        settlement_id: settlementId,
      },
    ]);
    const [stored] = await t.db.query<{ matched_by: string; customer_id: string; settlement_id: string }>(
      'select matched_by, customer_id, settlement_id from statement_credits where id = $1',
      [waiting!.id],
    );
    expect(stored).toEqual({ matched_by: 'khata', customer_id: regular.id, settlement_id: settlementId });
    expect(await creditOf(utr)).toBeUndefined();
    const audit = await t.db.query<{ action: string }>(
      `select action from audit_log where entity_id in ($1, $2) and action in ('statement.settle', 'customer.khata_settlement')
       order by id`,
      [waiting!.id, regular.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['customer.khata_settlement', 'statement.settle']);

    const again = await applyStatement(credits);
    expect(again.skipped).toHaveLength(1);
    expect(again.unmatched).toHaveLength(0);
    expect(await paidOf(regular.orderIds)).toEqual([ONE, 15_000 - ONE, 0]);
    expect(await paymentsOf(regular.orderIds)).toHaveLength(2);
  });

  it('refuses more than is owed with the khata’s message, and a UTR already recorded, changing nothing', async () => {
    const regular = await owingCustomer(1);
    const over = nextUtr();
    const used = nextUtr();
    await applyStatement([
      { amountPaise: ONE + 100, narration: hdfcUpiNarration(over) },
      { amountPaise: 5_000, narration: hdfcUpiNarration(used) },
    ]);
    const overCredit = await creditOf(over);
    expect(overCredit!.khataCandidates.map((c) => c.customerId)).not.toContain(regular.id);
    const refused = await settle(overCredit!.id, regular.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'KHATA_OVER_OWED',
      message: khataMessages.overOwed(ONE),
    });

    // The owner recorded the same UPI payment by hand on the customer's page first.
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${regular.id}/khata/settlements`,
      cookies: admin,
      payload: { method: 'upi', amountPaise: 1_000, reference: used },
    });
    expect(byHand.statusCode).toBe(201);
    const usedRefused = await settle((await creditOf(used))!.id, regular.id);
    expect(usedRefused.statusCode).toBe(409);
    expect(usedRefused.json().error.code).toBe('PAYMENT_REFERENCE_USED');

    expect(await paidOf(regular.orderIds)).toEqual([1_000]);
    expect((await creditOf(over))!.outcome).toBe('unmatched');
    expect((await creditOf(used))!.outcome).toBe('unmatched');
  });

  it('answers a second settle like the match route, refuses another action, an unknown customer and a customer', async () => {
    const regular = await owingCustomer(2);
    const other = await owingCustomer(2);
    const utr = nextUtr();
    await applyStatement([{ amountPaise: 4_000, narration: hdfcUpiNarration(utr) }]);
    const credit = (await creditOf(utr))!;

    expect((await settle(credit.id, regular.id, regular.cookies)).statusCode).toBe(403);
    expect((await settle(credit.id, randomUUID())).statusCode).toBe(404);
    expect((await settle(credit.id, 'not-a-customer')).statusCode).toBe(400);
    expect((await settle(credit.id, regular.id)).statusCode).toBe(200);
    const twice = await settle(credit.id, regular.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ changed: false, message: statementMessages.creditAlreadySettled });

    const elsewhere = await settle(credit.id, other.id);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error).toMatchObject({
      code: 'STATEMENT_CREDIT_DECIDED',
      message: statementMessages.creditSettledKhata,
    });
    const match = await t.app.inject({
      method: 'POST',
      url: `/api/admin/statement-credits/${credit.id}/match`,
      cookies: admin,
      payload: { orderId: other.orderIds[0] },
    });
    expect(match.statusCode).toBe(409);
    expect(match.json().error.code).toBe('STATEMENT_CREDIT_DECIDED');
    expect(await paidOf([...regular.orderIds, ...other.orderIds])).toEqual([4_000, 0, 0, 0]);
  });

  it('settles once when the owner clicks twice at once', async () => {
    const regular = await owingCustomer(1);
    const utr = nextUtr();
    await applyStatement([{ amountPaise: 2_500, narration: hdfcUpiNarration(utr) }]);
    const credit = (await creditOf(utr))!;
    const answers = await Promise.all([settle(credit.id, regular.id), settle(credit.id, regular.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().changed as boolean).sort()).toEqual([false, true]);
    expect(await paymentsOf(regular.orderIds)).toHaveLength(1);
    expect(await paidOf(regular.orderIds)).toEqual([2_500]);
  });
});
