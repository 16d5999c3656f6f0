import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryInstant } from '../../domain/points-expiry';
import { changePoints } from '../features/loyalty';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';
import { expirePoints } from './expire-points.workflow';

/**
 * Issue 24, point 2 (DESIGN 11.3, docs/decisions/080): points not spent within the period expire,
 * oldest first, as `points_expired` ledger rows. Credits are dated with the ledger's `at`, and the
 * clock of a run is moved by passing `now`.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let defaults: Record<string, unknown>;
const DAY = 86_400_000;
const ist = (day: string, time = '00:00') => new Date(`${day}T${time}:00+05:30`);

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  defaults = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin })).json()
    .settings;
});
afterAll(() => t.close());

function putSettings(change: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: admin,
    headers: { 'content-type': 'application/json' },
    payload: { ...defaults, ...change },
  });
}

/** Expiry on with `months`, as if turned on at `since` (the screen dates it now). */
async function expiryOn(months: number, since: Date) {
  await t.db.query('update settings set points_expire_after_months = $1, points_expire_since = $2', [
    months,
    since,
  ]);
}

/** Points credited (or, below zero, taken) at a moment in the ledger's history. */
async function move(customerId: string, points: number, at: Date) {
  await t.db.transaction((tx) =>
    changePoints(tx, customerId, points, { kind: 'admin_adjustment', note: 'test', at }),
  );
}

async function points(customerId: string) {
  const [row] = await t.db.query<{ points: number }>('select points from customers where id = $1', [
    customerId,
  ]);
  return row!.points;
}

async function expiredRows(customerId: string) {
  return t.db.query<{ points_delta: number }>(
    `select points_delta from points_ledger where customer_id = $1 and kind = 'points_expired' order by id`,
    [customerId],
  );
}

describe('points expire first in, first out', () => {
  it('expires at 00:00 Kolkata after the last day only what the balance still holds of the oldest credit', async () => {
    await expiryOn(12, ist('2024-01-01'));
    const c = await f.customer();
    // 10 Jan 2025 00:30 in Kolkata is still 9 Jan in UTC: the credit counts from 10 Jan.
    await move(c.id, 100, new Date('2025-01-09T19:00:00Z'));
    await move(c.id, 50, ist('2025-06-10', '12:00'));
    await move(c.id, -20, ist('2025-07-01', '12:00'));

    expect(await expirePoints(t.db, { now: ist('2026-01-10', '23:59') })).toEqual({
      customers: 0,
      points: 0,
    });
    const run = await expirePoints(t.db, { now: ist('2026-01-11') });
    // The 20 spent came from the oldest credit: 80 of it were left, and expire; the 50 stay.
    expect(run.points).toBeGreaterThanOrEqual(80);
    expect(await points(c.id)).toBe(50);
    expect(await expiredRows(c.id)).toEqual([{ points_delta: -80 }]);

    await expirePoints(t.db, { now: ist('2026-06-11') });
    expect(await points(c.id)).toBe(0);
    expect(await expiredRows(c.id)).toEqual([{ points_delta: -80 }, { points_delta: -50 }]);
    expect(await f.ledgerMismatches()).toEqual([]);

    const history = await t.app.inject({ method: 'GET', url: '/api/me/points', cookies: c.cookies });
    expect(history.body).toContain('80 points expired: not spent in time');
  });

  it('expires nothing of a balance that newer credits cover, whatever the old credits were', async () => {
    await expiryOn(12, ist('2024-01-01'));
    const c = await f.customer();
    await move(c.id, 100, ist('2025-01-10', '12:00'));
    await move(c.id, 50, ist('2025-06-10', '12:00'));
    await move(c.id, -120, ist('2025-07-01', '12:00'));
    await expirePoints(t.db, { now: ist('2026-01-11') });
    expect(await points(c.id)).toBe(30);
    expect(await expiredRows(c.id)).toEqual([]);
  });
});

describe('turning expiry on and changing it', () => {
  it('gives points earned long ago a full period from the day it is turned on, and records the change', async () => {
    await t.db.query('update settings set points_expire_after_months = null, points_expire_since = null');
    const c = await f.customer();
    await move(c.id, 40, new Date('2023-01-01T06:00:00Z'));

    const on = await putSettings({ pointsExpireAfterMonths: 6 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().settings.pointsExpireAfterMonths).toBe(6);
    const [row] = await t.db.query<{ since: Date }>('select points_expire_since as since from settings');
    expect(Math.abs(+row!.since - Date.now())).toBeLessThan(60_000);

    await expirePoints(t.db);
    expect(await points(c.id)).toBe(40);
    const due = expiryInstant(row!.since, { months: 6, since: row!.since });
    await expirePoints(t.db, { now: new Date(+due - 1) });
    expect(await points(c.id)).toBe(40);
    await expirePoints(t.db, { now: due });
    expect(await points(c.id)).toBe(0);

    const [audit] = await t.db.query<{ details: { before: unknown; after: unknown } }>(
      `select details from audit_log where action = 'settings.update' order by id desc limit 1`,
    );
    expect(audit!.details).toMatchObject({
      before: { pointsExpireAfterMonths: null },
      after: { pointsExpireAfterMonths: 6 },
    });
  });

  it('starts a new full period when the period changes, keeps it when other settings change, and a request without the field leaves it', async () => {
    await expiryOn(12, ist('2024-01-01'));
    expect((await putSettings({ pointsExpireAfterMonths: 12, returnWindowDays: 0 })).statusCode).toBe(200);
    const since = async () =>
      (await t.db.query<{ since: Date | null }>('select points_expire_since as since from settings'))[0]!
        .since;
    expect(await since()).toEqual(ist('2024-01-01'));

    const withoutField: Record<string, unknown> = { ...defaults };
    delete withoutField.pointsExpireAfterMonths;
    const older = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: withoutField,
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().settings.pointsExpireAfterMonths).toBe(12);

    expect((await putSettings({ pointsExpireAfterMonths: 3 })).statusCode).toBe(200);
    expect(Math.abs(+(await since())! - Date.now())).toBeLessThan(60_000);
    expect((await putSettings({ pointsExpireAfterMonths: null })).statusCode).toBe(200);
    expect(await since()).toBeNull();
  });

  it('refuses a period that is not whole months from 1 to 60, and changes nothing', async () => {
    await expiryOn(12, ist('2024-01-01'));
    for (const months of [0, 61, 1.5]) {
      const response = await putSettings({ pointsExpireAfterMonths: months });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('whole number of months from 1 to 60');
    }
    expect((await putSettings({ pointsExpireAfterMonths: '12' })).statusCode).toBe(400);
    const [row] = await t.db.query<{ months: number }>(
      'select points_expire_after_months as months from settings',
    );
    expect(row!.months).toBe(12);
  });

  it('expires nothing while expiry is off', async () => {
    await t.db.query('update settings set points_expire_after_months = null, points_expire_since = null');
    const c = await f.customer();
    await move(c.id, 10, new Date('2020-01-01T06:00:00Z'));
    expect(await expirePoints(t.db, { now: ist('2030-01-01') })).toEqual({ customers: 0, points: 0 });
    expect(await points(c.id)).toBe(10);
  });
});

describe('points given back after they expired', () => {
  it('returns a refunded redemption with its original expiry: it expires at the next run', async () => {
    await expiryOn(24, ist('2024-01-01'));
    const c = await f.customer();
    await move(c.id, 100, ist('2025-01-10', '12:00'));
    // No point money: the delivery earns nothing, so only the redemption comes back.
    const product = await f.product({ mrpPaise: 30000, pricePaise: 30000 });
    const placed = await f.placeOrder(c.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      pointsToUse: 20,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order.id as string;
    await f.adminAction(admin, id, 'approve');
    await f.adminAction(admin, id, 'deliver');
    expect(await points(c.id)).toBe(80);

    await expirePoints(t.db, { now: ist('2027-01-11') });
    expect(await points(c.id)).toBe(0);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await points(c.id)).toBe(20);
    await expirePoints(t.db, { now: ist('2027-01-11', '01:00') });
    expect(await points(c.id)).toBe(0);
    expect(await expiredRows(c.id)).toEqual([{ points_delta: -80 }, { points_delta: -20 }]);
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});

describe('an expiry run', () => {
  it('applies nothing twice, run again or by two processes at once', async () => {
    await expiryOn(12, ist('2024-01-01'));
    const customers = [];
    for (let i = 0; i < 5; i++) {
      const c = await f.customer();
      await move(c.id, 10 + i, ist('2025-01-10', '12:00'));
      await move(c.id, 7, ist('2025-12-10', '12:00'));
      customers.push(c);
    }
    const now = ist('2026-01-11');
    const [a, b] = await Promise.all([expirePoints(t.db, { now }), expirePoints(t.db, { now })]);
    const again = await expirePoints(t.db, { now });
    expect(again.points).toBe(0);
    for (const [i, c] of customers.entries()) {
      expect(await points(c.id)).toBe(7);
      expect(await expiredRows(c.id)).toEqual([{ points_delta: -(10 + i) }]);
    }
    expect(a.points + b.points).toBeGreaterThanOrEqual(10 + 11 + 12 + 13 + 14);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('never waits for a customer whose order is being placed: they are done at the next run', async () => {
    await expiryOn(12, ist('2024-01-01'));
    const c = await f.customer();
    await move(c.id, 25, ist('2025-01-10', '12:00'));
    const now = ist('2026-01-11');
    await t.db.transaction(async (tx) => {
      await tx.query('select id from customers where id = $1 for update', [c.id]);
      await expirePoints(t.db, { now });
    });
    expect(await points(c.id)).toBe(25);
    await expirePoints(t.db, { now });
    expect(await points(c.id)).toBe(0);
  });
});

describe('what customers are told', () => {
  it('names the points that expire next and the day, only within 30 days', async () => {
    await expiryOn(12, new Date('2020-01-01T00:00:00Z'));
    const c = await f.customer();
    const rule = { months: 12, since: new Date('2020-01-01T00:00:00Z') };
    const soon = new Date(Date.now() - 365 * DAY + 10 * DAY);
    await move(c.id, 30, soon);
    await move(c.id, 12, new Date());
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: c.cookies })).json().user;
    expect((await me()).nextExpiry).toEqual({ points: 30, on: expiryInstant(soon, rule).toISOString() });

    await move(c.id, -30, new Date());
    expect((await me()).nextExpiry).toBeNull();
    await t.db.query('update settings set points_expire_after_months = null, points_expire_since = null');
    expect((await me()).nextExpiry).toBeNull();
  });
});

describe('what the owner sees', () => {
  it('lists whose points expire within 30 days, soonest first, to admins only', async () => {
    const since = new Date('2020-01-01T00:00:00Z');
    await expiryOn(12, since);
    const rule = { months: 12, since };
    const soon = await f.customer({ name: 'Soon Expiring' });
    const sooner = await f.customer({ name: 'Sooner Expiring' });
    const later = await f.customer({ name: 'Later Expiring' });
    const inTen = new Date(Date.now() - 365 * DAY + 10 * DAY);
    const inFive = new Date(Date.now() - 365 * DAY + 5 * DAY);
    await move(soon.id, 30, inTen);
    await move(sooner.id, 8, inFive);
    await move(later.id, 50, new Date(Date.now() - 365 * DAY + 45 * DAY));

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/points/expiring', cookies: admin });
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json().customers as { customerId: string }[]).filter((c) =>
      [soon.id, sooner.id, later.id].includes(c.customerId),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        customerId: sooner.id,
        name: 'Sooner Expiring',
        points: 8,
        on: expiryInstant(inFive, rule).toISOString(),
      }),
      expect.objectContaining({
        customerId: soon.id,
        points: 30,
        on: expiryInstant(inTen, rule).toISOString(),
      }),
    ]);

    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/points/expiring',
      cookies: soon.cookies,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/points/expiring' })).statusCode).toBe(401);
  });
});
