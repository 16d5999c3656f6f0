import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '../../../domain/barcodes';
import { businessDay } from '../../../domain/business-day';
import { counterMessages, phoneOrderMessages } from '../../../domain/messages';
import { CUSTOMER_COUNTS, REFERRAL_ROOT, SALES_DAYS } from '../../db/kept-totals';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 25, point 3 (DESIGN 11.2, docs/decisions/089 to 091): a sale at the counter, placed, paid
 * and delivered in one transaction, as the counter screen sends it.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let staff: Awaited<ReturnType<ReturnType<typeof shopFixtures>['staff']>>;
let owner: Record<string, string>;

beforeAll(async () => {
  // A week's return window: points from a sale are pending until it closes (docs/decisions/074).
  t = await startTestApp({}, {}, { returnWindowDays: 7 });
  f = shopFixtures(t);
  owner = await f.admin();
  staff = await f.staff();
});
afterAll(() => t.close());

/** POST /api/admin/counter/sales as the staff member, with its own Idempotency-Key unless given. */
function sell(body: Record<string, unknown>, key: string = randomUUID(), cookies = staff.cookies) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/counter/sales',
    cookies,
    headers: { 'idempotency-key': key },
    payload: { pointsToUse: 0, payments: [], ...body },
  });
}

const quote = (body: Record<string, unknown>, cookies = staff.cookies) =>
  t.app.inject({ method: 'POST', url: '/api/admin/counter/quote', cookies, payload: body });

/** A pack's barcode on a product (valid EAN-13 from 12 digits). */
async function giveBarcode(productId: string, twelve: string): Promise<string> {
  const code = `${twelve}${gtinCheckDigit(twelve)}`;
  await t.db.query('insert into product_barcodes (code, product_id) values ($1, $2)', [code, productId]);
  return code;
}

/** A scale's price label (the default layout: 2, a digit, 5-digit item code, 5-digit price, check). */
const priceLabel = (itemCode: string, pricePaise: number) => {
  const twelve = `20${itemCode}${String(pricePaise).padStart(5, '0')}`;
  return `${twelve}${gtinCheckDigit(twelve)}`;
};

let nextCode = 10_000;
const uniqueTwelve = () => `890${String(nextCode++).padStart(9, '0')}`;

/** What a refused sale must leave as it was: stock, the customer's points, payments, orders. */
async function snapshot(productId: string, customerId: string) {
  const [row] = await t.db.query<{ payments: number; orders: number; ledger: number }>(
    `select (select count(*)::int from payments) as payments, (select count(*)::int from orders) as orders,
            (select count(*)::int from points_ledger) as ledger`,
  );
  return { stock: await f.stock(productId), balances: await f.balances(customerId), ...row };
}

describe('a sale at the counter for a customer found by phone', () => {
  it('prices at their tier, redeems points, splits cash and UPI, delivers, awards points pending and rewards the upline', async () => {
    const upline = await f.customer({ name: 'Upline Uma' });
    const buyer = await f.customer({ parentCode: upline.code, name: 'Counter Kamala' });
    await t.db.query(`update customers set tier = 'Silver' where id = $1`, [buyer.id]);
    await f.givePoints(buyer.id, 50);
    const soap = await f.product({ mrpPaise: 10_000, pricePaise: 9_000, stock: 10 });
    const sugar = await f.product({ mrpPaise: 5_000, pricePaise: 4_500, stock: 20_000, weighed: 'kg' });
    await t.db.query(`update products set scale_item_code = '04321' where id = $1`, [sugar.id]);
    const soapCode = await giveBarcode(soap.id, uniqueTwelve());
    const label = priceLabel('04321', 7_500); // ₹75 of sugar at ₹50 a kg: 1.5 kg

    const items = [{ barcode: soapCode }, { barcode: soapCode }, { barcode: label }];
    const priced = await quote({ customer: { phone: buyer.phone }, items, pointsToUse: 20 });
    expect(priced.statusCode, priced.body).toBe(200);
    const q = priced.json();
    // Silver: 3% off MRP. Two scans of the soap are one line of 2.
    expect(q.lines).toMatchObject([
      { productId: soap.id, quantity: 2, unitPricePaise: 9_700, lineAmountPaise: 19_400 },
      { productId: sugar.id, quantity: 1.5, unit: 'kg', unitPricePaise: 4_850, lineAmountPaise: 7_275 },
    ]);
    expect(q.customer).toMatchObject({ id: buyer.id, points: 50 });
    expect(q.pointsDiscountPaise).toBe(20 * q.pointValuePaise);
    const due = q.amountPaidPaise;
    expect(due).toBe(19_400 + 7_275 - 20 * q.pointValuePaise);
    expect(q.pointMoneyPaise).toBeGreaterThan(0);

    const response = await sell({
      customer: { phone: buyer.phone },
      items,
      pointsToUse: 20,
      payments: [
        { method: 'upi', amountPaise: 10_000, reference: 'UTR123456789' },
        { method: 'cash', amountPaise: 20_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, changePaise, receiptUrl } = response.json();
    expect(order).toMatchObject({
      source: 'counter',
      status: 'delivered',
      customerId: buyer.id,
      amountPaidPaise: due,
      paidPaise: due,
      duePaise: 0,
      paymentMethod: 'cod',
      pointsUsed: 20,
    });
    expect(order.paidAt).not.toBeNull();
    expect(changePaise).toBe(10_000 + 20_000 - due);

    // Stock taken: 2 soaps, 1.5 kg of sugar (1500 thousandths).
    expect(await f.stock(soap.id)).toBe(8);
    expect(await f.stock(sugar.id)).toBe(20_000 - 1_500);
    // The payments: the UPI part and the cash the shop kept, recorded at the counter by the staff member.
    const payments = await t.db.query<{
      method: string;
      amount_paise: number;
      source: string;
      recorded_by: string;
    }>('select method, amount_paise, source, recorded_by from payments where order_id = $1 order by method', [
      order.id,
    ]);
    expect(payments).toEqual([
      { method: 'cash', amount_paise: due - 10_000, source: 'counter', recorded_by: staff.id },
      { method: 'upi', amount_paise: 10_000, source: 'counter', recorded_by: staff.id },
    ]);
    // Points: 20 redeemed; earned pending for the return window, the upline's reward too.
    const pending = await t.db.query<{ customer_id: string; releases_at: Date }>(
      'select customer_id, releases_at from pending_awards where order_id = $1',
      [order.id],
    );
    expect(pending.map((p) => p.customer_id).sort()).toEqual([buyer.id, upline.id].sort());
    expect((await f.balances(buyer.id)).points).toBe(30);
    expect(await f.ledgerMismatches()).toEqual([]);

    // The customer sees it in My Orders, from the counter.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', cookies: buyer.cookies });
    expect(mine.json().items.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      source: 'counter',
      status: 'delivered',
    });

    // The receipt, for anyone with its link: lines, points used and earned (pending), payments and change.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api${receiptUrl.replace('/receipt/', '/receipts/')}`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      orderId: order.id,
      lines: [
        { name: soap.name, quantity: 2, amountPaise: 19_400 },
        { name: sugar.name, quantity: 1.5, unit: 'kg', amountPaise: 7_275 },
      ],
      pointsUsed: 20,
      totalPaise: due,
      pointsEarned: expect.any(Number),
      pointsSpendableFrom: expect.any(String),
      payments: expect.arrayContaining([
        { method: 'upi', amountPaise: 10_000 },
        { method: 'cash', amountPaise: due - 10_000 },
      ]),
      cashHandedPaise: 20_000,
      changePaise: 30_000 - due,
      khataPaise: 0,
    });
    expect(receipt.json().pointsEarned).toBeGreaterThan(0);
    expect(JSON.stringify(receipt.json())).not.toContain(buyer.phone);
  });

  it('answers a retry with the same key and sale with the same order, and refuses the key for another sale', async () => {
    const buyer = await f.customer();
    const product = await f.product({ stock: 5 });
    const body = {
      customer: { phone: buyer.phone },
      items: [{ productId: product.id, quantity: 1 }],
      payments: [{ method: 'cash', amountPaise: 10_000 }],
    };
    const key = randomUUID();
    const first = await sell(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sell(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(again.json().changePaise).toBe(first.json().changePaise);
    expect(again.json().receiptUrl).toBe(first.json().receiptUrl);
    expect(await f.stock(product.id)).toBe(4);
    const other = await sell({ ...body, items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await f.stock(product.id)).toBe(4);
  });

  it('leaves a khata part due on the customer’s khata book', async () => {
    const buyer = await f.customer({ name: 'Khata Kunjamma' });
    await t.db.query('update customers set credit_limit_paise = 50000 where id = $1', [buyer.id]);
    const product = await f.product({ mrpPaise: 10_000, stock: 5 });
    const response = await sell({
      customer: { code: buyer.code },
      items: [{ productId: product.id }],
      payments: [
        { method: 'cash', amountPaise: 3_800 },
        { method: 'khata', amountPaise: 6_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({
      paymentMethod: 'khata',
      status: 'delivered',
      duePaise: 6_000,
    });
    const book = await t.app.inject({ method: 'GET', url: '/api/admin/khata', cookies: staff.cookies });
    expect(book.json().customers.find((c: { id: string }) => c.id === buyer.id)).toMatchObject({
      owedPaise: 6_000,
    });
  });
});

describe('a counter sale in the owner’s reports', () => {
  it('reads as sold at the counter and paid: purchases by source, sales by source, the order’s payments', async () => {
    const buyer = await f.customer();
    const product = await f.product({ mrpPaise: 10_000, stock: 5 });
    const day = businessDay();
    const salesBefore = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sales?from=${day}&to=${day}`,
      cookies: owner,
    });
    const counterBefore = salesBefore.json().bySource.find((s: { source: string }) => s.source === 'counter');
    const sold = await sell({
      customer: { phone: buyer.phone },
      items: [{ productId: product.id }],
      payments: [{ method: 'cash', amountPaise: 10_000 }],
    });
    const { order } = sold.json();
    const purchases = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?source=counter',
      cookies: owner,
    });
    expect(purchases.json().items.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      source: 'counter',
      status: 'delivered',
      duePaise: 0,
    });
    const sales = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sales?from=${day}&to=${day}`,
      cookies: owner,
    });
    expect(sales.json().bySource.find((s: { source: string }) => s.source === 'counter')).toEqual({
      source: 'counter',
      orders: counterBefore.orders + 1,
      salesPaise: counterBefore.salesPaise + 9_800,
    });
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/payments`,
      cookies: staff.cookies,
    });
    expect(payments.json()).toMatchObject({
      payments: [{ method: 'cash', amountPaise: 9_800, source: 'counter' }],
      paidPaise: 9_800,
      duePaise: 0,
    });
  });
});

describe('a walk-in', () => {
  it('buys without points: the sale earns nobody anything and the walk-in’s account stays as it was', async () => {
    const product = await f.product({ mrpPaise: 10_000, stock: 5 });
    const priced = await quote({ items: [{ productId: product.id }] }); // the first makes the walk-in's account
    const [walkIn] = await t.db.query<{ id: string }>('select id from customers where is_walk_in');
    const before = await f.balances(walkIn!.id);
    expect(priced.json()).toMatchObject({ customer: null, pointMoneyPaise: 0, amountPaidPaise: 9_800 });
    const response = await sell({
      items: [{ productId: product.id }],
      payments: [{ method: 'upi', amountPaise: 9_800 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({
      source: 'counter',
      status: 'delivered',
      paymentMethod: 'upi',
      duePaise: 0,
      pointMoneyPaise: 0,
    });
    const ledger = await t.db.query('select 1 from points_ledger where order_id = $1', [
      response.json().order.id,
    ]);
    expect(ledger).toEqual([]);
    expect(await f.balances(walkIn!.id)).toEqual(before);
    // Nobody lists it: the customer counts, the shop's children and the list leave it out.
    for (const kept of [CUSTOMER_COUNTS, REFERRAL_ROOT, SALES_DAYS])
      expect(await t.db.query(kept.sql)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?search=W000',
      cookies: owner,
    });
    expect(list.json().items).toEqual([]);
  });

  it('cannot redeem points or buy on khata, and is never found by its code', async () => {
    const product = await f.product({ stock: 5 });
    const redeem = await sell({ items: [{ productId: product.id }], pointsToUse: 5, payments: [] });
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json().error.message).toBe(counterMessages.walkInPoints);
    const quoted = await quote({ items: [{ productId: product.id }], pointsToUse: 5 });
    expect(quoted.statusCode).toBe(400);
    const khata = await sell({
      items: [{ productId: product.id }],
      payments: [{ method: 'khata', amountPaise: 9_800 }],
    });
    expect(khata.statusCode).toBe(400);
    expect(khata.json().error.message).toBe(counterMessages.walkInKhata);
    const byCode = await sell({ customer: { code: 'W000' }, items: [{ productId: product.id }] });
    expect(byCode.statusCode).toBe(404);
    expect(await f.stock(product.id)).toBe(5);
  });
});

describe('bad input changes nothing', () => {
  it('refuses each with a clear answer, leaving stock, points, payments and orders as they were', async () => {
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 10);
    await t.db.query('update customers set credit_limit_paise = 5000 where id = $1', [buyer.id]);
    const product = await f.product({ mrpPaise: 10_000, stock: 5 });
    const rice = await f.product({ mrpPaise: 6_000, pricePaise: 5_000, stock: 50_000, weighed: 'kg' });
    await t.db.query(`update products set scale_item_code = '05555' where id = $1`, [rice.id]);
    const customer = { phone: buyer.phone };
    const one = [{ productId: product.id }];
    const before = await snapshot(product.id, buyer.id);
    const goodLabel = priceLabel('05555', 3_000);
    const badLabel = `${goodLabel.slice(0, 12)}${(Number(goodLabel[12]) + 1) % 10}`;
    const unknown = `${uniqueTwelve()}`;
    const unknownCode = `${unknown}${gtinCheckDigit(unknown)}`;

    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['unknown barcode', { customer, items: [{ barcode: unknownCode }] }, 404, new RegExp(unknownCode)],
      ['weight 0', { customer, items: [{ productId: rice.id, quantity: 0 }] }, 400, /more than 0|above 0/i],
      ['500 kg', { customer, items: [{ productId: rice.id, quantity: 500 }] }, 400, /99/],
      [
        'a label with a bad check digit',
        { customer, items: [{ barcode: badLabel }] },
        400,
        /last digit .* does not match/,
      ],
      [
        'half a labelled pack',
        { customer, items: [{ barcode: goodLabel, quantity: 1.5 }] },
        400,
        counterMessages.labelCount,
      ],
      [
        'paying less than due',
        { customer, items: one, payments: [{ method: 'cash', amountPaise: 9_000 }] },
        400,
        /short/,
      ],
      [
        'UPI above due',
        { customer, items: one, payments: [{ method: 'upi', amountPaise: 9_900 }] },
        400,
        /cannot be more/,
      ],
      [
        'khata beyond the limit',
        { customer, items: one, payments: [{ method: 'khata', amountPaise: 9_800 }] },
        409,
        /credit|khata/i,
      ],
      [
        'more points than held',
        { customer, items: one, pointsToUse: 11, payments: [{ method: 'cash', amountPaise: 9_800 }] },
        400,
        /points/i,
      ],
      [
        'an unknown customer',
        { customer: { phone: '9000000001' }, items: one },
        404,
        phoneOrderMessages.customerNotFound,
      ],
      ['an empty sale', { customer, items: [] }, 400, counterMessages.emptySale],
      [
        'an item with neither product nor barcode',
        { customer, items: [{ quantity: 1 }] },
        400,
        counterMessages.productOrBarcode,
      ],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await sell({ payments: [{ method: 'cash', amountPaise: 100_000 }], ...body });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(response.json().error.message, what).toMatch(message);
      expect(await snapshot(product.id, buyer.id), what).toEqual(before);
    }
  });

  it('refuses a customer whose registration still waits', async () => {
    const waiting = await f.customer({ approve: false });
    const product = await f.product({ stock: 5 });
    const response = await sell({ customer: { phone: waiting.phone }, items: [{ productId: product.id }] });
    expect(response.statusCode).toBe(403);
    expect(await f.stock(product.id)).toBe(5);
  });

  it('refuses a staff member disabled mid-session', async () => {
    const helper = await f.staff('Soon Gone');
    const product = await f.product({ stock: 5 });
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${helper.id}/disable`,
      cookies: owner,
      headers: { 'content-type': 'application/json' },
    });
    expect(disabled.statusCode).toBe(200);
    const response = await sell(
      { items: [{ productId: product.id }], payments: [{ method: 'cash', amountPaise: 9_800 }] },
      randomUUID(),
      helper.cookies,
    );
    expect(response.statusCode).toBe(401);
    expect(await f.stock(product.id)).toBe(5);
  });

  it('sells the last unit once when two counters sell it at the same moment', async () => {
    const product = await f.product({ stock: 1 });
    const other = await f.staff('Second Counter');
    const body = { items: [{ productId: product.id }], payments: [{ method: 'cash', amountPaise: 9_800 }] };
    const responses = await Promise.all([sell(body), sell(body, randomUUID(), other.cookies)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await f.stock(product.id)).toBe(0);
    const payments = await t.db.query(
      `select 1 from payments p join order_items i on i.order_id = p.order_id where i.product_id = $1`,
      [product.id],
    );
    expect(payments).toHaveLength(1);
  });
});

describe('a customer added at the counter', () => {
  it('is added by name and phone, active and without a password; a known phone is 409', async () => {
    const phone = `98${String(Date.now()).slice(-8)}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/customers',
      cookies: staff.cookies,
      payload: { name: 'New Neighbour', phone },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().customer).toMatchObject({
      name: 'New Neighbour',
      phone,
      status: 'reserved',
      points: 0,
    });
    const product = await f.product({ stock: 5 });
    const sold = await sell({
      customer: { phone },
      items: [{ productId: product.id }],
      payments: [{ method: 'cash', amountPaise: 9_800 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/customers',
      cookies: staff.cookies,
      payload: { name: 'Someone Else', phone },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(counterMessages.phoneTaken);
  });
});

describe('a receipt link', () => {
  it('is the same 404 when malformed or unknown', async () => {
    for (const token of ['nope', '0123456789abcdef0123456789abcdef']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/receipts/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(counterMessages.receiptNotFound);
    }
  });
});
