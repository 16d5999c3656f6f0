import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPayments } from '../../../domain/payments.schemas';
import type { ReviewCredit, StatementUpload } from '../../../domain/statements.schemas';
import { shopFixtures } from '../../testing/shop-fixtures';
import {
  hdfcStatement,
  hdfcUpiNarration,
  indiaToday,
  sbiStatement,
  sbiUpiNarration,
  type TestCredit,
} from '../../testing/statement-files';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23, point 3 (docs/decisions/066–068): the owner uploads a bank statement; a dry run shows
 * what each credit would pay, applying records the matches as payments once.
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

let serial = 0;
/** A fresh 12-digit UTR. */
const nextUtr = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${String(serial++).padStart(3, '0')}`;
/** A price no other order of this file has (so the amount rule sees one order). */
let price = 31_117;
const nextPrice = () => (price += 1_313);

/** An approved UPI order of one product at a price of its own. */
async function upiOrder(options: { upiReference?: string; paymentMethod?: 'upi' | 'cod' } = {}) {
  const cost = nextPrice();
  const product = await f.product({ mrpPaise: cost, pricePaise: cost, tierDiscounts: [0, 0, 0, 0] });
  const buyer = await f.customer();
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod: options.paymentMethod ?? 'upi',
    ...(options.upiReference ? { upiReference: options.upiReference } : {}),
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order as { id: string; amountPaidPaise: number };
  expect((await f.adminAction(admin, order.id, 'approve')).statusCode).toBe(200);
  return { id: order.id, amount: order.amountPaidPaise };
}

function multipart(parts: { name: string; value: string; fileName?: string }[]) {
  const boundary = `----statement${Math.random().toString(16).slice(2)}`;
  const body = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: text/csv` : ''
        }\r\n\r\n${part.value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  csv: string,
  apply: boolean,
  options: { cookies?: Record<string, string>; mapping?: unknown } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/statements?apply=${apply}`,
    cookies: 'cookies' in options ? options.cookies : admin,
    ...multipart([
      ...(options.mapping ? [{ name: 'mapping', value: JSON.stringify(options.mapping) }] : []),
      { name: 'file', value: csv, fileName: 'statement.csv' },
    ]),
  });
const statementOf = async (csv: string, apply: boolean) => {
  const response = await upload(csv, apply);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().statement as StatementUpload;
};
const paymentsOf = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/payments`, cookies: admin })
  ).json() as OrderPayments;
const credit = (amountPaise: number, narration: string, day = indiaToday()): TestCredit => ({
  day,
  amountPaise,
  narration,
});
const reviewList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/statements/review', cookies: admin })).json()
    .credits as ReviewCredit[];
const decide = (creditId: string, action: 'match' | 'dismiss', body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/statement-credits/${creditId}/${action}`,
    cookies: admin,
    payload: body,
  });

describe('each rule through the route', () => {
  it('matches by the typed UTR, by the order id in the narration and by the exact amount, and applies them', async () => {
    const typedUtr = nextUtr();
    const byUtr = await upiOrder({ upiReference: typedUtr });
    const byId = await upiOrder();
    const byAmount = await upiOrder();
    const idUtr = nextUtr();
    const amountUtr = nextUtr();
    const csv = hdfcStatement([
      credit(byUtr.amount, hdfcUpiNarration(typedUtr)),
      credit(byId.amount, hdfcUpiNarration(idUtr, `FRESHMART${byId.id.replace(/-/g, '')}`)),
      credit(byAmount.amount, hdfcUpiNarration(amountUtr)),
    ]);

    const dry = await statementOf(csv, false);
    expect(dry).toMatchObject({ id: null, applied: false, bank: 'hdfc', credits: 3 });
    expect(
      dry.matched.map(({ orderId, utr, amountPaise, by }) => ({ orderId, utr, amountPaise, by })),
    ).toEqual([
      { orderId: byUtr.id, utr: typedUtr, amountPaise: byUtr.amount, by: 'utr' },
      { orderId: byId.id, utr: idUtr, amountPaise: byId.amount, by: 'order-id' },
      { orderId: byAmount.id, utr: amountUtr, amountPaise: byAmount.amount, by: 'amount' },
    ]);
    // A dry run changes nothing: no payment, no statement.
    expect((await paymentsOf(byAmount.id)).duePaise).toBe(byAmount.amount);
    expect(await t.db.query('select 1 from statements')).toEqual([]);

    const applied = await statementOf(csv, true);
    expect(applied.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(applied.matched.map((m) => m.orderId)).toEqual([byUtr.id, byId.id, byAmount.id]);
    for (const [order, utr] of [
      [byUtr, typedUtr],
      [byId, idUtr],
      [byAmount, amountUtr],
    ] as const) {
      const payments = await paymentsOf(order.id);
      expect(payments.duePaise).toBe(0);
      expect(payments.payments).toEqual([
        expect.objectContaining({
          direction: 'in',
          method: 'upi',
          amountPaise: order.amount,
          reference: utr,
          source: 'statement',
        }),
      ]);
    }
    const audit = await t.db.query<{ action: string; entity_id: string }>(
      `select action, entity_id from audit_log where action like 'statement.%' `,
    );
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['statement.match', 'statement.match', 'statement.match', 'statement.upload'].sort(),
    );

    // The same file again changes nothing: every credit is known.
    const again = await statementOf(csv, true);
    expect(again.matched).toEqual([]);
    expect(again.skipped.map((s) => s.reason)).toEqual([
      'already-uploaded',
      'already-uploaded',
      'already-uploaded',
    ]);
    expect((await paymentsOf(byUtr.id)).payments).toHaveLength(1);
  });

  it('reads the same credits from another bank’s layout (SBI), and an upload of it after HDFC’s applies nothing', async () => {
    const order = await upiOrder();
    const utr = nextUtr();
    const sbi = sbiStatement([credit(order.amount, sbiUpiNarration(utr))]);
    const hdfc = hdfcStatement([credit(order.amount, hdfcUpiNarration(utr))]);
    const first = await statementOf(sbi, true);
    expect(first).toMatchObject({ bank: 'sbi', matched: [{ orderId: order.id, utr, by: 'amount' }] });
    const second = await statementOf(hdfc, true);
    expect(second).toMatchObject({
      bank: 'hdfc',
      matched: [],
      skipped: [{ utr, reason: 'already-uploaded' }],
    });
    expect((await paymentsOf(order.id)).payments).toHaveLength(1);
  });

  it('two uploads of one file at once apply it once', async () => {
    const order = await upiOrder();
    const csv = hdfcStatement([credit(order.amount, hdfcUpiNarration(nextUtr()))]);
    const [a, b] = await Promise.all([upload(csv, true), upload(csv, true)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const matched = [a, b].map((r) => (r.json().statement as StatementUpload).matched.length).sort();
    expect(matched).toEqual([0, 1]);
    expect((await paymentsOf(order.id)).payments).toHaveLength(1);
  });

  it('the owner names the columns of another bank once; the next file with that header is read by them', async () => {
    const order = await upiOrder();
    const utr = nextUtr();
    const other = (narration: string) =>
      [
        'Posting Date,Particulars,Cheque/Ref,Money In,Money Out',
        `${indiaToday()},${narration},,${order.amount / 100},`,
      ].join('\n');
    const unknown = await upload(other(`UPI/CR/${utr}/ANITA/x@ybl/pay`), false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('STATEMENT_REFUSED');
    const mapping = {
      date: 'Posting Date',
      narration: 'Particulars',
      credit: 'Money In',
      debit: 'Money Out',
      reference: 'Cheque/Ref',
      dateOrder: 'year-month-day',
    };
    const named = await upload(other(`UPI/CR/${utr}/ANITA/x@ybl/pay`), true, { mapping });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().statement).toMatchObject({ bank: 'custom', matched: [{ orderId: order.id, utr }] });
    // The audit log says the columns were remembered, with the statement that named them.
    const remembered = await t.db.query<{ entity_id: string; details: { columns: unknown } }>(
      `select entity_id, details from audit_log where action = 'statement.mapping'`,
    );
    expect(remembered).toEqual([{ entity_id: named.json().statement.id, details: { columns: mapping } }]);
    // Remembered: a later file of that bank needs no mapping.
    const later = await upload(other(`UPI/CR/${nextUtr()}/ANITA/x@ybl/pay`), false);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().statement.bank).toBe('custom');
  });
});

describe('how the money came', () => {
  it('a NEFT or IMPS credit pays as a bank transfer, its own reference kept with its channel (docs/decisions/079)', async () => {
    const byNeft = await upiOrder();
    // Cash on delivery: no rule matches a credit to it, so the owner does, from the review list.
    const byImps = await upiOrder({ paymentMethod: 'cod' });
    const neftUtr = `N${String(Date.now()).slice(-8)}1234567`;
    const rrn = nextUtr();
    const applied = await statementOf(
      hdfcStatement([
        credit(byNeft.amount, `NEFT CR-HDFC0000123-N-${neftUtr}-MALABAR CATERERS-${byNeft.id}`),
        credit(byImps.amount, `IMPS-${rrn}-JOSEPH T-SBIN-XXXXXXXX4321-ADVANCE`),
      ]),
      true,
    );
    expect(applied.matched.map((match) => match.orderId)).toEqual([byNeft.id]);
    expect((await paymentsOf(byNeft.id)).payments).toMatchObject([
      { method: 'upi', reference: `NEFT-${neftUtr}`, source: 'statement' },
    ]);

    const waiting = (await reviewList()).find((c) => c.narration.includes(rrn))!;
    expect((await decide(waiting.id, 'match', { orderId: byImps.id })).statusCode).toBe(200);
    expect((await paymentsOf(byImps.id)).payments).toMatchObject([
      { method: 'upi', reference: `IMPS-${rrn}`, source: 'statement' },
    ]);
  });
});

describe('refusals', () => {
  it('a malformed file is refused with the line and the reason, and nothing is applied', async () => {
    const order = await upiOrder();
    const csv = hdfcStatement([
      credit(order.amount, hdfcUpiNarration(nextUtr())),
      { day: '2026-02-31', amountPaise: 100, narration: 'UPI-X' },
    ]);
    const response = await upload(csv, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'STATEMENT_REFUSED',
      message: "Line 7: the date '31/02/26' is not a date",
    });
    expect((await paymentsOf(order.id)).duePaise).toBe(order.amount);
  });

  it('a file over 10 MB is refused with 413', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024 + 10);
    const response = await upload(big, false);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a guest gets 401 and a customer 403', async () => {
    const csv = hdfcStatement([credit(100, hdfcUpiNarration(nextUtr()))]);
    expect((await upload(csv, false, { cookies: {} })).statusCode).toBe(401);
    const customer = await f.customer();
    expect((await upload(csv, false, { cookies: customer.cookies })).statusCode).toBe(403);
    const review = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statements/review',
      cookies: customer.cookies,
    });
    expect(review.statusCode).toBe(403);
  });
});

describe('the review list', () => {
  it('an ambiguous credit waits with its candidates; the owner matches it once, and a second click says so', async () => {
    const utr = nextUtr();
    const first = await upiOrder({ upiReference: utr });
    // The same UTR typed on a second order (the shop lets one through from a checkout typo).
    const second = await upiOrder();
    await t.db.query('update orders set upi_reference = $1 where id = $2', [utr, second.id]);
    const csv = hdfcStatement([credit(first.amount, hdfcUpiNarration(utr))]);
    const applied = await statementOf(csv, true);
    expect(applied.review).toEqual([
      expect.objectContaining({ utr, reason: 'ambiguous', candidates: [first.id, second.id].sort() }),
    ]);
    const waiting = (await reviewList()).find((c) => c.utr === utr)!;
    expect(waiting.candidates.map((c) => c.orderId).sort()).toEqual([first.id, second.id].sort());
    expect(waiting.candidates.find((c) => c.orderId === first.id)!.amountDuePaise).toBe(first.amount);

    const matched = await decide(waiting.id, 'match', { orderId: first.id });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({
      changed: true,
      credit: { outcome: 'matched', orderId: first.id },
    });
    expect((await paymentsOf(first.id)).payments).toEqual([
      expect.objectContaining({ amountPaise: first.amount, reference: utr, source: 'statement' }),
    ]);
    const again = await decide(waiting.id, 'match', { orderId: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      changed: false,
      message: expect.stringContaining('nothing changed'),
    });
    expect((await paymentsOf(first.id)).payments).toHaveLength(1);
    expect((await reviewList()).some((c) => c.id === waiting.id)).toBe(false);
    // The same statement again: the credit is known, nothing new waits.
    expect((await statementOf(csv, true)).review).toEqual([]);
  });

  it('an unmatched credit is matched to a typed order id; recordPayment’s refusals pass through', async () => {
    const order = await upiOrder({ paymentMethod: 'cod' });
    const utr = nextUtr();
    const csv = hdfcStatement([credit(order.amount + 500, hdfcUpiNarration(utr, 'GROCERIES'))]);
    const applied = await statementOf(csv, true);
    expect(applied.unmatched).toEqual([expect.objectContaining({ utr, reason: 'no-order' })]);
    const waiting = (await reviewList()).find((c) => c.utr === utr)!;
    expect(waiting).toMatchObject({ outcome: 'unmatched', candidates: [] });
    // Uploaded again while it waits: skipped, and it waits once.
    const again = await statementOf(csv, true);
    expect(again).toMatchObject({ unmatched: [], skipped: [{ utr, reason: 'already-uploaded' }] });
    expect((await reviewList()).filter((c) => c.utr === utr)).toHaveLength(1);

    const over = await decide(waiting.id, 'match', { orderId: order.id });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('PAYMENT_OVER_DUE');
    const unknown = await decide(waiting.id, 'match', { orderId: 'ORD-0000000000000-NONE' });
    expect(unknown.statusCode).toBe(404);
    expect((await paymentsOf(order.id)).payments).toEqual([]);
  });

  it('the owner dismisses a credit once; a second click changes nothing and says so; it cannot pay an order after', async () => {
    const utr = nextUtr();
    await statementOf(hdfcStatement([credit(12_345, hdfcUpiNarration(utr, 'SUPPLIER'))]), true);
    const waiting = (await reviewList()).find((c) => c.utr === utr)!;
    const dismissed = await decide(waiting.id, 'dismiss', { reason: 'Supplier refund' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({
      changed: true,
      credit: { outcome: 'dismissed', reason: 'Supplier refund' },
    });
    const again = await decide(waiting.id, 'dismiss', {});
    expect(again.json()).toMatchObject({ changed: false, message: 'Already dismissed: nothing changed.' });
    const order = await upiOrder();
    const late = await decide(waiting.id, 'match', { orderId: order.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('STATEMENT_CREDIT_DECIDED');
    expect((await reviewList()).some((c) => c.id === waiting.id)).toBe(false);
    const audit = await t.db.query(
      `select 1 from audit_log where action = 'statement.dismiss' and entity_id = $1`,
      [waiting.id],
    );
    expect(audit).toHaveLength(1);
  });
});
