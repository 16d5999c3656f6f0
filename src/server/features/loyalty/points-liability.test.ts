import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, shiftDay } from '../../../domain/business-day';
import { csvDay } from '../../csv/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';
import { changePoints, refreshPointsLiability } from '.';

/**
 * Issue 24, point 3 (DESIGN 11.3, docs/decisions/083): the owner sees the points and pending points
 * customers hold, in rupees, with the trend by day and as CSV; the days are the ledger's sums.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
const DAY = 86_400_000;
const today = businessDay();
/** Noon (Asia/Kolkata) `days` days ago. */
const noonDaysAgo = (days: number) => new Date(`${shiftDay(today, -days)}T12:00:00+05:30`);

beforeAll(async () => {
  t = await startTestApp({}, {}, { returnWindowDays: 7 });
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const liability = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/points/liability', cookies });

/** What the ledger says customers held at the end of `day` (Asia/Kolkata). */
async function ledgerAtEndOf(day: string) {
  const [row] = await t.db.query<{ points: number; pending: number }>(
    `select coalesce(sum(points_delta), 0)::int as points, coalesce(sum(pending_delta), 0)::int as pending
     from points_ledger where created_at < ($1::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
    [day],
  );
  return row!;
}

async function adjust(customerId: string, points: number, at: Date) {
  await t.db.transaction((tx) => changePoints(tx, customerId, points, { kind: 'admin_adjustment', at }));
}

describe('the points liability', () => {
  it('is for admins only: a guest and a customer are refused, the CSV too', async () => {
    const customer = await f.customer();
    for (const url of ['/api/admin/points/liability', '/api/admin/points/liability.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, cookies: customer.cookies })).statusCode).toBe(403);
    }
  });

  it('shows each day the ledger’s sums at its end and today the live balances, in points and rupees', async () => {
    const parent = await f.customer({ parentCode: 'A100' });
    const buyer = await f.customer({ parentCode: parent.code });
    await adjust(parent.id, 50, noonDaysAgo(3));
    await adjust(buyer.id, 20, noonDaysAgo(1));
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 5 }] });
    await f.adminAction(admin, placed.json().order.id, 'approve');
    expect((await f.adminAction(admin, placed.json().order.id, 'deliver')).statusCode).toBe(200);
    await refreshPointsLiability(t.db);

    const response = await liability(admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const value = body.pointValuePaise as number;
    expect(value).toBeGreaterThan(0);
    const days = body.days as { date: string; points: number; pendingPoints: number; pointsPaise: number }[];
    expect(days.at(-1)).toEqual(body.today);
    expect(days.map((d) => d.date).slice(-4)).toEqual([3, 2, 1, 0].map((n) => shiftDay(today, -n)));
    for (const day of days.slice(0, -1)) {
      const held = await ledgerAtEndOf(day.date);
      expect(day).toMatchObject({
        points: held.points,
        pendingPoints: held.pending,
        pointsPaise: held.points * value,
      });
    }
    const before = days.find((d) => d.date === shiftDay(today, -2))!;
    expect(days.find((d) => d.date === shiftDay(today, -1))!.points - before.points).toBe(20);
    // Today: the delivery's 10 + 1 pending points are there, live, before any job ran today.
    const now = await ledgerAtEndOf(today);
    expect(body.today).toEqual({
      date: today,
      points: now.points,
      pendingPoints: now.pending,
      pointsPaise: now.points * value,
      pendingPaise: now.pending * value,
    });
    expect(now.pending).toBeGreaterThanOrEqual(11);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('follows the ledger: a row dated in the past counts on its day once the hourly job runs again', async () => {
    const customer = await f.customer();
    await refreshPointsLiability(t.db);
    const dayOf = async (date: string) =>
      ((await liability(admin)).json().days as { date: string; points: number }[]).find(
        (d) => d.date === date,
      )!;
    const before = await dayOf(shiftDay(today, -2));
    await adjust(customer.id, 7, new Date(noonDaysAgo(2).getTime() - DAY / 4));
    await refreshPointsLiability(t.db);
    await refreshPointsLiability(t.db);
    expect((await dayOf(shiftDay(today, -2))).points).toBe(before.points + 7);
    expect((await dayOf(shiftDay(today, -2))).points).toBe((await ledgerAtEndOf(shiftDay(today, -2))).points);
  });

  it('downloads every day as CSV: date, points, pending points and their rupees, today last', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/points/liability.csv',
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`points-liability-${today}.csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Points,Pending points,Points (rupees),Pending points (rupees)');
    const { today: now, pointValuePaise } = (await liability(admin)).json();
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(lines.at(-1)).toBe(
      [csvDay(today), now.points, now.pendingPoints, rupees(now.pointsPaise), rupees(now.pendingPaise)].join(
        ',',
      ),
    );
    const threeDaysAgo = await ledgerAtEndOf(shiftDay(today, -3));
    expect(lines).toContain(
      [
        csvDay(shiftDay(today, -3)),
        threeDaysAgo.points,
        threeDaysAgo.pending,
        rupees(threeDaysAgo.points * pointValuePaise),
        rupees(threeDaysAgo.pending * pointValuePaise),
      ].join(','),
    );
  });
});
