import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pendingPointsMessages } from '../../domain/messages';
import { releaseInstant, spendableFrom } from '../../domain/return-window';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';
import { releasePendingPoints } from './release-pending-points.workflow';

/**
 * Issue 24, point 1 (DESIGN 11.3, docs/decisions/074): a delivery's points and its uplines'
 * rewards wait for the return window, then a release run makes them spendable and counts the
 * spend; a refund inside the window voids them. The clock is moved by passing `now` to the run.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let defaults: Record<string, unknown>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({}, {}, { returnWindowDays: 7 });
  f = shopFixtures(t);
  admin = await f.admin();
  defaults = (await settings()).json().settings;
});
afterAll(() => t.close());

const settings = () => t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
async function changeSettings(change: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: admin,
    payload: { ...defaults, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function held(customerId: string) {
  const [row] = await t.db.query<{
    points: number;
    pending: number;
    lifetime: number;
    spent: number;
    tier: string;
  }>(
    `select points, pending_points as pending, lifetime_points::int as lifetime, total_spent_paise as spent, tier
     from customers where id = $1`,
    [customerId],
  );
  return row!;
}

/** A buyer under an active parent, and a product earning ₹10 point money a unit (2 points at ₹5). */
async function family() {
  const parent = await f.customer({ parentCode: 'A100' });
  const buyer = await f.customer({ parentCode: parent.code });
  const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
  return { parent, buyer, product };
}

/** Places, approves and delivers; returns the order id and the delivery's answer. */
async function delivered(
  buyer: { cookies: Record<string, string> },
  items: { productId: string; quantity: number }[],
  pointsToUse = 0,
) {
  const placed = await f.placeOrder(buyer.cookies, { items, pointsToUse });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order.id as string;
  await f.adminAction(admin, id, 'approve');
  const delivery = await f.adminAction(admin, id, 'deliver');
  expect(delivery.statusCode, delivery.body).toBe(200);
  return { id, delivery: delivery.json() as { message: string } };
}

async function releasesAt(orderId: string): Promise<Date> {
  const [row] = await t.db.query<{ at: Date }>(
    'select min(releases_at) as at from pending_awards where order_id = $1',
    [orderId],
  );
  return row!.at;
}

function refund(orderId: string, lines?: { productId: string; quantity: number }[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    cookies: admin,
    headers: { 'content-type': 'application/json' },
    payload: lines ? { lines } : {},
  });
}

describe('points wait for the return window', () => {
  it('a delivery credits the buyer and the upline pending points, spendable on the day after the window', async () => {
    const { parent, buyer, product } = await family();
    const before = Date.now();
    const { id, delivery } = await delivered(buyer, [{ productId: product.id, quantity: 5 }]);
    // ₹50 point money: 10 points for the buyer; the parent's 10% is ₹5: 1 point.
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 10, lifetime: 0, spent: 0 });
    expect(await held(parent.id)).toMatchObject({ points: 0, pending: 1, lifetime: 0 });
    const at = await releasesAt(id);
    expect(at.getTime()).toBe(releaseInstant(new Date(before), 7)!.getTime());
    expect(delivery.message).toBe(pendingPointsMessages.delivered(10, 5000, 0, spendableFrom(at)));

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: buyer.cookies });
    expect(me.json().user).toMatchObject({
      points: 0,
      pendingPoints: 10,
      nextRelease: { points: 10, on: at.toISOString() },
    });
    // A pending point cannot be spent.
    const spend = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      pointsToUse: 1,
    });
    expect(spend.statusCode).toBe(400);
    expect(spend.json().error.message).toBe(messages.checkout.tooManyPoints(0));
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a release run makes them spendable once the window closes, counts the spend and raises the tier then', async () => {
    await changeSettings({
      tierThresholds: { silverPaise: 20000, goldPaise: 5000000, diamondPaise: 15000000 },
    });
    const { parent, buyer, product } = await family();
    const { id } = await delivered(buyer, [{ productId: product.id, quantity: 3 }]);
    expect(await held(buyer.id)).toMatchObject({ pending: 6, spent: 0, tier: 'Bronze' });
    const at = await releasesAt(id);

    await releasePendingPoints(t.db, { now: new Date(at.getTime() - 1) });
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 6, spent: 0, tier: 'Bronze' });

    const run = await releasePendingPoints(t.db, { now: at });
    expect(run.points).toBeGreaterThanOrEqual(6);
    // 3 × ₹98 at Bronze (2% off): ₹294 spent, over the ₹200 Silver threshold only now.
    expect(await held(buyer.id)).toMatchObject({
      points: 6,
      pending: 0,
      lifetime: 6,
      spent: 29400,
      tier: 'Silver',
    });
    expect(await held(parent.id)).toMatchObject({ points: 0, pending: 0, lifetime: 0 }); // ₹3: carry only
    const [month] = await t.db.query<{ spent: number }>(
      `select spent_paise as spent from customer_monthly_spend where customer_id = $1
         and month = to_char((select delivered_at from orders where id = $2) at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      [buyer.id, id],
    );
    expect(month?.spent).toBe(29400);

    // Again: nothing is released twice.
    expect(await releasePendingPoints(t.db, { now: new Date(at.getTime() + 30 * DAY) })).toEqual({
      awards: 0,
      points: 0,
    });
    expect(await held(buyer.id)).toMatchObject({ points: 6, spent: 29400 });
    const history = await t.app.inject({ method: 'GET', url: '/api/me/points', cookies: buyer.cookies });
    expect(history.json().entries[0].description).toBe(
      `6 points from ${id} now spendable: its return window closed`,
    );
    await changeSettings({});
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('two runs at once, on two connections, release every award once', async () => {
    const { parent, buyer, product } = await family();
    const ids = [];
    for (let n = 0; n < 4; n++)
      ids.push((await delivered(buyer, [{ productId: product.id, quantity: 5 }])).id);
    const at = await releasesAt(ids[0]!);
    const runs = await Promise.all([
      releasePendingPoints(t.db, { now: at }),
      releasePendingPoints(t.db, { now: at }),
    ]);
    expect(runs[0]!.awards + runs[1]!.awards).toBe(8);
    expect(await held(buyer.id)).toMatchObject({ points: 40, pending: 0, spent: 4 * 49000 });
    expect(await held(parent.id)).toMatchObject({ points: 4, pending: 0 });
    const [released] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from points_ledger where kind = 'points_released' and order_id = any($1::text[])`,
      [ids],
    );
    expect(released!.n).toBe(8);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a refund inside the window voids the pending points: no negative balance, and the points used come back', async () => {
    const { parent, buyer, product } = await family();
    await f.givePoints(buyer.id, 4);
    const { id } = await delivered(buyer, [{ productId: product.id, quantity: 5 }], 4);
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 10 });
    expect((await refund(id)).statusCode).toBe(200);
    expect(await held(buyer.id)).toMatchObject({ points: 4, pending: 0, lifetime: 0, spent: 0 });
    expect(await held(parent.id)).toMatchObject({ points: 0, pending: 0 });
    expect(await releasePendingPoints(t.db, { now: new Date(Date.now() + 30 * DAY) })).toEqual({
      awards: 0,
      points: 0,
    });
    expect(await held(buyer.id)).toMatchObject({ points: 4, pending: 0, spent: 0 });
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a refund after the release takes back spendable points, below zero once they were spent, as before', async () => {
    const { buyer, product } = await family();
    const { id } = await delivered(buyer, [{ productId: product.id, quantity: 5 }]);
    await releasePendingPoints(t.db, { now: await releasesAt(id) });
    expect(await held(buyer.id)).toMatchObject({ points: 10, spent: 49000 });
    const spent = await delivered(buyer, [{ productId: product.id, quantity: 5 }], 10);
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 10 });
    expect((await refund(id)).statusCode).toBe(200);
    expect(await held(buyer.id)).toMatchObject({ points: -10, pending: 10, lifetime: 0, spent: 0 });
    expect(spent.id).not.toBe(id);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a refund by line inside the window voids its share; the rest is released, and a later refund takes that back', async () => {
    const { parent, buyer, product } = await family();
    const { id } = await delivered(buyer, [{ productId: product.id, quantity: 5 }]);
    expect((await refund(id, [{ productId: product.id, quantity: 2 }])).statusCode).toBe(200);
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 6, spent: 0 });
    await releasePendingPoints(t.db, { now: await releasesAt(id) });
    // 3 of 5 units kept: 6 points and ₹294 of spend.
    expect(await held(buyer.id)).toMatchObject({ points: 6, pending: 0, lifetime: 6, spent: 29400 });
    // The parent's 1 point: 2 of 5 units of it is no whole point, so all of it waited and is released.
    expect(await held(parent.id)).toMatchObject({ points: 1, pending: 0 });
    expect((await refund(id, [{ productId: product.id, quantity: 3 }])).statusCode).toBe(200);
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 0, lifetime: 0, spent: 0 });
    expect(await held(parent.id)).toMatchObject({ points: 0, pending: 0, lifetime: 0 });
    const left = await t.db.query(
      `select customer_id from points_ledger where order_id = $1 group by customer_id
       having sum(points_delta) <> 0 or sum(pending_delta) <> 0 or sum(carry_delta_paise) <> 0`,
      [id],
    );
    expect(left).toEqual([]);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a refund by line of all the point money, not all the order, still counts the rest of the spend at release', async () => {
    const { buyer, product } = await family();
    // Sold at its company price: no point money (0% off MRP at every tier, company price = MRP).
    const plain = await f.product({ mrpPaise: 10000, pricePaise: 10000, tierDiscounts: [0, 0, 0, 0] });
    const { id } = await delivered(buyer, [
      { productId: product.id, quantity: 1 },
      { productId: plain.id, quantity: 2 },
    ]);
    expect((await refund(id, [{ productId: product.id, quantity: 1 }])).statusCode).toBe(200);
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 0, spent: 0 });
    await releasePendingPoints(t.db, { now: await releasesAt(id) });
    // The two plain units were kept: their ₹200 counts towards lifetime spend when the window closes.
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 0, spent: 20000 });
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('a changed window never moves the date an award already has', async () => {
    const { buyer, product } = await family();
    const { id } = await delivered(buyer, [{ productId: product.id, quantity: 1 }]);
    const at = await releasesAt(id);
    await changeSettings({ returnWindowDays: 30 });
    await changeSettings({ returnWindowDays: 0 });
    expect((await releasesAt(id)).getTime()).toBe(at.getTime());
    await releasePendingPoints(t.db, { now: new Date(at.getTime() - 1) });
    expect(await held(buyer.id)).toMatchObject({ points: 0, pending: 2 });
    await releasePendingPoints(t.db, { now: at });
    expect(await held(buyer.id)).toMatchObject({ points: 2, pending: 0 });
    await changeSettings({});
  });

  it('with a window of 0 the points are spendable at delivery and the spend counts at once, as before', async () => {
    await changeSettings({ returnWindowDays: 0 });
    const { parent, buyer, product } = await family();
    const { id, delivery } = await delivered(buyer, [{ productId: product.id, quantity: 5 }]);
    expect(await held(buyer.id)).toMatchObject({ points: 10, pending: 0, lifetime: 10, spent: 49000 });
    expect(await held(parent.id)).toMatchObject({ points: 1, pending: 0 });
    expect(delivery.message).toBe(messages.orders.delivered(10, 5000, 0));
    expect(await t.db.query('select 1 from pending_awards where order_id = $1', [id])).toEqual([]);
    await changeSettings({});
  });
});
