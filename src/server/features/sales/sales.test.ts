import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../domain/business-day';
import { salesMessages } from '../../../domain/messages';
import type { SalesDay, SalesRangeReport } from '../../../domain/sales.schemas';
import { csvRupees } from '../../csv/csv';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 12, items 1-4: the Daily Sales Dashboard's figures (DESIGN section 7). An order counts on
 * the Asia/Kolkata day it was placed, at what the customer pays, unless cancelled, rejected or
 * refunded; collected is what has its payment recorded.
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

interface Placed {
  id: string;
  amountPaidPaise: number;
  totalAmountPaise: number;
  pointMoneyPaise: number;
}

/** An order placed through the API, moved to `at` (an Asia/Kolkata time) and taken through `actions`. */
async function orderAt(
  at: string,
  actions: string[] = [],
  options: { quantity?: number; paymentMethod?: 'cod' | 'upi'; pointsToUse?: number } = {},
): Promise<Placed> {
  const product = await f.product({ stock: 50 });
  const buyer = await f.customer();
  if (options.pointsToUse) await f.givePoints(buyer.id, options.pointsToUse);
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: options.quantity ?? 1 }],
    paymentMethod: options.paymentMethod ?? 'cod',
    pointsToUse: options.pointsToUse ?? 0,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as Placed;
  await t.db.query('update orders set order_date = $2 where id = $1', [order.id, `${at}+05:30`]);
  for (const action of actions) {
    const done = await f.adminAction(admin, order.id, action);
    expect(done.statusCode, `${action}: ${done.body}`).toBe(200);
  }
  return order;
}

/** As the admin, unless told whose cookies to send (null: a guest's none). */
const get = (url: string, cookies: Record<string, string> | null = admin) =>
  t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

async function salesFor(from: string, to: string): Promise<SalesRangeReport> {
  const response = await get(`/api/admin/sales?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sum = (orders: Placed[], field: 'amountPaidPaise' | 'pointMoneyPaise') =>
  orders.reduce((total, order) => total + order[field], 0);

describe('what counts, and on which day', () => {
  it('counts pending, confirmed, shipped and delivered orders at what the customer pays; not cancelled, rejected or refunded ones', async () => {
    const day = '2025-03-10';
    const pending = await orderAt(`${day}T10:00:00`, [], { quantity: 2, pointsToUse: 3 });
    const confirmed = await orderAt(`${day}T11:00:00`, ['approve']);
    const shipped = await orderAt(`${day}T12:00:00`, ['approve', 'ship'], { quantity: 3 });
    const delivered = await orderAt(`${day}T13:00:00`, ['approve', 'deliver']);
    const upiPaid = await orderAt(`${day}T14:00:00`, ['mark-paid'], { paymentMethod: 'upi' });
    await orderAt(`${day}T15:00:00`, ['reject']);
    await orderAt(`${day}T16:00:00`, ['approve', 'cancel']);
    await orderAt(`${day}T17:00:00`, ['approve', 'deliver', 'refund']);
    // Points make what the customer pays less than the order's total: sales is what they pay.
    expect(pending.amountPaidPaise).toBeLessThan(pending.totalAmountPaise);

    const counted = [pending, confirmed, shipped, delivered, upiPaid];
    const collected = [delivered, upiPaid];
    const report = await salesFor(day, day);
    const expected: SalesDay = {
      date: day,
      orders: 5,
      salesPaise: sum(counted, 'amountPaidPaise'),
      pointMoneyPaise: sum(counted, 'pointMoneyPaise'),
      collectedPaise: sum(collected, 'amountPaidPaise'),
      toCollectPaise: sum([pending, confirmed, shipped], 'amountPaidPaise'),
      imported: null,
    };
    expect(report.days).toEqual([expected]);
    const { date: _date, imported: _imported, ...totals } = expected;
    expect(report.totals).toEqual(totals);
  });

  it('returns every day of the range, oldest first, days without orders as zeros', async () => {
    const only = await orderAt('2025-05-03T09:30:00');
    const report = await salesFor('2025-05-01', '2025-05-04');
    expect(report.days.map((d) => [d.date, d.orders, d.salesPaise])).toEqual([
      ['2025-05-01', 0, 0],
      ['2025-05-02', 0, 0],
      ['2025-05-03', 1, only.amountPaidPaise],
      ['2025-05-04', 0, 0],
    ]);
    expect(report.totals.orders).toBe(1);
    expect(report.totals.toCollectPaise).toBe(only.amountPaidPaise);
    expect(report).toMatchObject({ from: '2025-05-01', to: '2025-05-04' });
  });

  it('puts an order at 23:59 India time and one at 00:01 on different days (the day turns at 18:30 UTC)', async () => {
    const late = await orderAt('2025-04-01T23:59:00');
    const early = await orderAt('2025-04-02T00:01:00', [], { quantity: 2 });
    const report = await salesFor('2025-04-01', '2025-04-02');
    expect(report.days.map((d) => [d.date, d.orders, d.salesPaise])).toEqual([
      ['2025-04-01', 1, late.amountPaidPaise],
      ['2025-04-02', 1, early.amountPaidPaise],
    ]);
  });

  it('follows an order that changes after the day closed: delivered and paid, then refunded', async () => {
    const order = await orderAt('2025-06-01T08:00:00', ['approve']);
    const before = (await salesFor('2025-06-01', '2025-06-01')).totals;
    expect(before).toMatchObject({ orders: 1, collectedPaise: 0, toCollectPaise: order.amountPaidPaise });
    await f.adminAction(admin, order.id, 'deliver');
    expect((await salesFor('2025-06-01', '2025-06-01')).totals).toMatchObject({
      orders: 1,
      collectedPaise: order.amountPaidPaise,
      toCollectPaise: 0,
    });
    await f.adminAction(admin, order.id, 'refund');
    expect((await salesFor('2025-06-01', '2025-06-01')).totals).toMatchObject({ orders: 0, salesPaise: 0 });
  });

  it('agrees to the paisa with the orders themselves, counted from scratch', async () => {
    const fromOrders = await t.db.query<{
      date: string;
      orders: number;
      sales: number;
      money: number;
      paid: number;
    }>(
      `select to_char((order_date at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as date, count(*) as orders,
              sum(amount_paid_paise) as sales, sum(point_money_paise) as money,
              coalesce(sum(amount_paid_paise) filter (where paid_at is not null), 0) as paid
       from orders where status not in ('cancelled', 'refunded') group by 1 order by 1`,
    );
    expect(fromOrders.length).toBeGreaterThan(3);
    const report = await salesFor('2025-01-01', '2025-12-31');
    const shown = report.days
      .filter((d) => d.orders !== 0 || d.salesPaise !== 0)
      .map((d) => ({
        date: d.date,
        orders: d.orders,
        sales: d.salesPaise,
        money: d.pointMoneyPaise,
        paid: d.collectedPaise,
      }));
    expect(shown).toEqual(
      fromOrders
        .filter((row) => row.date.startsWith('2025'))
        .map((row) => ({
          ...row,
          orders: Number(row.orders),
          sales: Number(row.sales),
          money: Number(row.money),
          paid: Number(row.paid),
        })),
    );
    await t.db.query('select refresh_sales_days()');
    expect(await salesFor('2025-01-01', '2025-12-31')).toEqual(report);
  });
});

describe('today', () => {
  it("answers today's Asia/Kolkata day, orders placed now included", async () => {
    const today = businessDay();
    const before = (await get('/api/admin/sales/today')).json() as SalesDay;
    expect(before.date).toBe(today);
    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    const order = placed.json().order as Placed;
    const after = (await get('/api/admin/sales/today')).json() as SalesDay;
    expect(after).toEqual({
      ...before,
      orders: before.orders + 1,
      salesPaise: before.salesPaise + order.amountPaidPaise,
      pointMoneyPaise: before.pointMoneyPaise + order.pointMoneyPaise,
      toCollectPaise: before.toCollectPaise + order.amountPaidPaise,
    });
    expect((await salesFor(today, today)).days).toEqual([after]);
  });
});

describe('a range that cannot be searched', () => {
  it.each([
    ['from=2025-01-01', salesMessages.bothDatesRequired],
    ['to=2025-01-01', salesMessages.bothDatesRequired],
    ['from=&to=2025-01-01', salesMessages.bothDatesRequired],
    ['', salesMessages.bothDatesRequired],
    ['from=2025-02-01&to=2025-01-31', salesMessages.startAfterEnd],
    ['from=2025-02-30&to=2025-03-01', salesMessages.badDate],
    ['from=01/02/2025&to=2025-03-01', salesMessages.badDate],
    ['from=2025-01-01&to=2026-01-02', salesMessages.rangeTooLong(366)],
  ])('?%s → 400 %s', async (query, message) => {
    for (const path of ['/api/admin/sales', '/api/admin/sales.csv']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('takes a whole leap year: every date once and in order, 29 February with its own sales', async () => {
    const leapDay = await orderAt('2024-02-29T23:30:00'); // late at night in Kerala: still the 29th
    const { days, totals } = await salesFor('2024-01-01', '2024-12-31');
    const dates = Array.from({ length: 366 }, (_, n) =>
      new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10),
    );
    expect(days.map((day) => day.date)).toEqual(dates);
    expect(days[59]).toMatchObject({ date: '2024-02-29', orders: 1, salesPaise: leapDay.amountPaidPaise });
    expect(days[60]).toMatchObject({ date: '2024-03-01', orders: 0, salesPaise: 0 });
    expect(totals).toMatchObject({ orders: 1, salesPaise: leapDay.amountPaidPaise });
  });
});

describe('who may', () => {
  it('refuses guests (401) and customers (403) on every sales call', async () => {
    const customer = await f.customer();
    for (const url of [
      '/api/admin/sales?from=2025-01-01&to=2025-01-02',
      '/api/admin/sales/today',
      '/api/admin/sales.csv?from=2025-01-01&to=2025-01-02',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      const refused = await get(url, customer.cookies);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBeDefined();
    }
  });
});

describe('the CSV of a range', () => {
  it('has a BOM, a header, one row per day in Indian dates and rupees agreeing with the JSON, then a Total row', async () => {
    await orderAt('2025-07-02T12:00:00', ['approve', 'deliver'], { quantity: 3, pointsToUse: 2 });
    await orderAt('2025-07-02T18:00:00');
    const report = await salesFor('2025-07-01', '2025-07-03');
    const response = await get('/api/admin/sales.csv?from=2025-07-01&to=2025-07-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-2025-07-01-to-2025-07-03.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Date,Orders,Sales (₹),Point money (₹),Collected (₹),To collect (₹)');
    const row = (label: string, d: Omit<SalesDay, 'date' | 'imported'>) =>
      [
        label,
        d.orders,
        ...[d.salesPaise, d.pointMoneyPaise, d.collectedPaise, d.toCollectPaise].map(csvRupees),
      ].join(',');
    expect(lines.slice(1)).toEqual([
      ...report.days.map((d) => row(d.date.split('-').reverse().join('/'), d)),
      row('Total', report.totals),
    ]);
    expect(lines[2]).toMatch(/^02\/07\/2025,2,/);
  });
});
