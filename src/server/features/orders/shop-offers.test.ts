import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, Order, Quote } from '../../../domain/order';
import { sessionCookie, startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/**
 * Issue 24, point 7 (docs/decisions/076): the shop's offers are priced on the server, in the quote
 * and again inside the placing transaction, as their own amount on the order, paid from the margin;
 * they follow the customer's tier and their days in Asia/Kolkata, combine only when every one says
 * so, and a refund by line takes back exactly its line's share of the discount.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let spices: string;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  [{ id: spices }] = (await t.db.query<{ id: string }>(
    `insert into categories (name, description) values ('Spices', 'Pepper and cardamom') returning id`,
  )) as [{ id: string }];
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from offers'));
afterEach(() => vi.useRealTimers());

/** Today in Asia/Kolkata (and days from it), worked out here independently of the code under test. */
const kolkataDay = (offsetDays = 0, at = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(at + offsetDays * 86_400_000),
  );

const createOffer = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    cookies: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offer as { id: string };
};

/** Pepper (a spice): MRP ₹100, company price ₹60, Bronze pays ₹98 and earns ₹40 point money a unit. */
async function pepper() {
  const product = await f.product({ name: 'Malabar pepper 100 g', mrpPaise: 10_000, pricePaise: 6_000 });
  await t.db.query('update products set category_id = $2 where id = $1', [product.id, spices]);
  return product;
}
/** Rice (General): MRP ₹70, company price ₹63, Bronze pays ₹68.60 and earns ₹7 a unit. */
const rice = () => f.product({ name: 'Matta rice 1 kg', mrpPaise: 7_000, pricePaise: 6_300 });

const quote = async (cookies: Record<string, string>, items: { productId: string; quantity: number }[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    cookies,
    payload: { items },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Quote;
};
const place = async (cookies: Record<string, string>, items: { productId: string; quantity: number }[]) => {
  const response = await f.placeOrder(cookies, { items });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as Order;
};

/** The next midnight in Asia/Kolkata (UTC+5:30, no daylight saving) after `at`. */
function nextKolkataMidnight(at = Date.now()): number {
  const ist = at + 5.5 * 3_600_000;
  return Math.ceil(ist / 86_400_000) * 86_400_000 - 5.5 * 3_600_000;
}

describe('a percent off a category', () => {
  it('takes its percent off the category’s lines only, as its own line, out of their point money; the order is priced as quoted', async () => {
    const [p, r] = [await pepper(), await rice()];
    const offer = await createOffer({
      title: 'Spice week',
      kind: 'percent_off',
      percent: 10,
      target: 'category',
      categoryId: spices,
    });
    const buyer = await f.customer();
    const items = [
      { productId: p.id, quantity: 2 },
      { productId: r.id, quantity: 1 },
    ];
    const quoted = await quote(buyer.cookies, items);
    // 10% of 2 × ₹98 = ₹19.60 off the pepper, nothing off the rice.
    expect(quoted.lines.map((l) => [l.offerDiscountPaise, l.pointMoneyPaise])).toEqual([
      [1_960, 8_000 - 1_960],
      [0, 700],
    ]);
    expect(quoted).toMatchObject({
      subtotalPaise: 19_600 + 6_860,
      offerDiscountPaise: 1_960,
      amountPaidPaise: 19_600 + 6_860 - 1_960,
      pointMoneyPaise: 8_000 - 1_960 + 700,
      offers: [
        {
          offerId: offer.id,
          title: 'Spice week',
          kind: 'percent_off',
          percent: 10,
          multiplier: null,
          discountPaise: 1_960,
          extraPointMoneyPaise: 0,
        },
      ],
    });
    const order = await place(buyer.cookies, items);
    const { offers, offerDiscountPaise, amountPaidPaise, pointMoneyPaise, subtotalPaise } = quoted;
    expect(order).toMatchObject({
      offers,
      offerDiscountPaise,
      amountPaidPaise,
      pointMoneyPaise,
      totalAmountPaise: subtotalPaise,
    });
    expect(order.items.map((l) => [l.offerDiscountPaise, l.pointMoneyPaise])).toEqual(
      quoted.lines.map((l) => [l.offerDiscountPaise, l.pointMoneyPaise]),
    );
    // The admin sees the same order, and a later change of the offer never touches it.
    await t.db.query(`update offers set percent = 50 where id = $1`, [offer.id]);
    const seen = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, cookies: admin });
    expect((seen.json().order as AdminOrder).offers).toEqual(offers);
    // The purchases CSV names the offer and its amount.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${order.id}`,
      cookies: admin,
    });
    expect(csv.body.trim().split('\r\n').at(-1)).toMatch(/,Offer: Spice week −₹19\.60,19\.60,Online$/);
  });

  it('never takes a line below its company price', async () => {
    const p = await pepper();
    await createOffer({ title: 'Half off', kind: 'percent_off', percent: 90, target: 'everything' });
    const buyer = await f.customer();
    const quoted = await quote(buyer.cookies, [{ productId: p.id, quantity: 3 }]);
    // ₹98 a unit, ₹60 kept: ₹38 a unit at most; the point money (₹40 a unit) keeps ₹2 a unit.
    expect(quoted).toMatchObject({
      offerDiscountPaise: 11_400,
      amountPaidPaise: 18_000,
      pointMoneyPaise: 600,
    });
  });
});

describe('a points multiplier', () => {
  it('multiplies the point money of the chosen products, and delivery credits it', async () => {
    const [p, r] = [await pepper(), await rice()];
    await createOffer({
      title: 'Double points on pepper',
      kind: 'points_multiplier',
      multiplier: 2,
      target: 'products',
      productIds: [p.id],
    });
    const buyer = await f.customer();
    const items = [
      { productId: p.id, quantity: 1 },
      { productId: r.id, quantity: 1 },
    ];
    const quoted = await quote(buyer.cookies, items);
    expect(quoted).toMatchObject({
      offerDiscountPaise: 0,
      amountPaidPaise: 9_800 + 6_860,
      pointMoneyPaise: 8_000 + 700,
      offers: [
        {
          title: 'Double points on pepper',
          kind: 'points_multiplier',
          multiplier: 2,
          extraPointMoneyPaise: 4_000,
        },
      ],
    });
    const order = await place(buyer.cookies, items);
    expect(order.pointMoneyPaise).toBe(8_700);
    await f.adminAction(admin, order.id, 'approve');
    expect((await f.adminAction(admin, order.id, 'deliver')).statusCode).toBe(200);
    expect((await f.balances(buyer.id)).point_money_paise + (await f.balances(buyer.id)).points * 500).toBe(
      8_700,
    );
  });
});

describe('the most one order may come to', () => {
  it('holds the multiplied point money to it: a cart that would earn more is refused', async () => {
    // ₹6,00,000 of point money a unit: within the limit alone, ₹12,00,000 doubled.
    const gold = await f.product({ name: 'Gold coin', mrpPaise: 60_000_000, pricePaise: 0 });
    await createOffer({ title: 'Double everything', kind: 'points_multiplier', multiplier: 2 });
    const buyer = await f.customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      cookies: buyer.cookies,
      payload: { items: [{ productId: gold.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.items).toBe(
      'One order can come to at most ₹10,00,000.00. Please split it into smaller orders.',
    );
  });
});

describe('who gets an offer, and when', () => {
  it('follows the minimum tier: a Bronze customer does not get a Gold offer, a Gold customer does', async () => {
    const p = await pepper();
    await createOffer({ title: 'Gold spices', minTier: 'Gold', kind: 'percent_off', percent: 5 });
    const buyer = await f.customer();
    expect((await quote(buyer.cookies, [{ productId: p.id, quantity: 1 }])).offers).toEqual([]);
    await t.db.query(`update customers set tier = 'Gold' where id = $1`, [buyer.id]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: buyer.phone, password: f.password },
    });
    const gold = await quote(sessionCookie(login), [{ productId: p.id, quantity: 1 }]);
    // Gold pays ₹96; 5% of it is ₹4.80.
    expect(gold).toMatchObject({ offerDiscountPaise: 480, offers: [{ title: 'Gold spices' }] });
  });

  it('applies from the first day through the last, turning at midnight in Asia/Kolkata', async () => {
    const p = await pepper();
    const midnight = nextKolkataMidnight();
    const before = midnight - 1;
    const today = kolkataDay(0, before);
    const tomorrow = kolkataDay(0, midnight);
    await createOffer({
      title: 'Ends today',
      kind: 'percent_off',
      percent: 10,
      startsOn: today,
      validUntil: today,
      stacks: true,
    });
    await createOffer({
      title: 'Starts tomorrow',
      kind: 'percent_off',
      percent: 20,
      startsOn: tomorrow,
      stacks: true,
    });
    const buyer = await f.customer();
    const titlesAt = async (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      const quoted = await quote(buyer.cookies, [{ productId: p.id, quantity: 1 }]);
      const shown = (
        await t.app.inject({ method: 'GET', url: '/api/offers', cookies: buyer.cookies })
      ).json();
      vi.useRealTimers();
      return {
        priced: quoted.offers.map((o) => o.title),
        shown: shown.items.map((o: { title: string }) => o.title),
      };
    };
    expect(await titlesAt(before)).toEqual({ priced: ['Ends today'], shown: ['Ends today'] });
    expect(await titlesAt(midnight)).toEqual({ priced: ['Starts tomorrow'], shown: ['Starts tomorrow'] });
  });

  it('an offer that ended between the quote and Place Order is not applied to the order', async () => {
    const p = await pepper();
    const offer = await createOffer({ title: 'Last hours', kind: 'percent_off', percent: 10 });
    const buyer = await f.customer();
    const items = [{ productId: p.id, quantity: 1 }];
    expect((await quote(buyer.cookies, items)).offerDiscountPaise).toBe(980);
    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/offers/${offer.id}`,
      cookies: admin,
      payload: {
        title: 'Last hours',
        kind: 'percent_off',
        percent: 10,
        startsOn: kolkataDay(-2),
        validUntil: kolkataDay(-1),
      },
    });
    expect(ended.statusCode).toBe(200);
    const order = await place(buyer.cookies, items);
    expect(order).toMatchObject({
      offers: [],
      offerDiscountPaise: 0,
      amountPaidPaise: 9_800,
      pointMoneyPaise: 4_000,
    });
  });
});

describe('offers together', () => {
  it('combine when every applicable offer says so; otherwise the customer gets the one worth most to them', async () => {
    const p = await pepper();
    const tenOff = await createOffer({ title: '10% off', kind: 'percent_off', percent: 10, stacks: true });
    await createOffer({
      title: 'Double points',
      kind: 'points_multiplier',
      multiplier: 2,
      target: 'category',
      categoryId: spices,
      stacks: true,
    });
    const buyer = await f.customer();
    const items = [{ productId: p.id, quantity: 1 }];
    const both = await quote(buyer.cookies, items);
    // ₹9.80 off; the point money left (₹40 − ₹9.80) doubled.
    expect(both.offers.map((o) => [o.title, o.discountPaise, o.extraPointMoneyPaise])).toEqual([
      ['10% off', 980, 0],
      ['Double points', 0, 3_020],
    ]);
    expect(both).toMatchObject({ amountPaidPaise: 8_820, pointMoneyPaise: 6_040 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/offers/${tenOff.id}`,
      cookies: admin,
      payload: { title: '10% off', kind: 'percent_off', percent: 10, stacks: false },
    });
    // Alone: ₹9.80 off, or ₹40 more point money: the points are worth more.
    const one = await quote(buyer.cookies, items);
    expect(one.offers.map((o) => o.title)).toEqual(['Double points']);
    expect(one).toMatchObject({ offerDiscountPaise: 0, amountPaidPaise: 9_800, pointMoneyPaise: 8_000 });
    const order = await place(buyer.cookies, items);
    expect(order).toMatchObject({ offers: one.offers, amountPaidPaise: 9_800, pointMoneyPaise: 8_000 });
  });
});

describe('a refund by line with an offer', () => {
  const refund = (orderId: string, lines?: { productId: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
      payload: lines ? { lines } : {},
    });

  async function delivered(p: { id: string }, r: { id: string }) {
    const buyer = await f.customer();
    const order = await place(buyer.cookies, [
      { productId: p.id, quantity: 3 },
      { productId: r.id, quantity: 2 },
    ]);
    await f.adminAction(admin, order.id, 'approve');
    await f.adminAction(admin, order.id, 'deliver');
    return { order, buyer };
  }

  it('gives back its line’s share of the discount exactly, and two parts and the rest equal a whole refund', async () => {
    const [p, r] = [await pepper(), await rice()];
    await createOffer({
      title: 'Spice week',
      kind: 'percent_off',
      percent: 10,
      target: 'category',
      categoryId: spices,
    });
    const parts = await delivered(p, r);
    const whole = await delivered(p, r);
    // 3 pepper at ₹98 less ₹29.40, 2 rice at ₹68.60.
    expect(parts.order.amountPaidPaise).toBe(29_400 - 2_940 + 13_720);
    const first = await refund(parts.order.id, [{ productId: p.id, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(200);
    // One pepper paid ₹98 less its ₹9.80 share of the offer.
    expect((first.json().order as AdminOrder).refundedPaise).toBe(8_820);
    await refund(parts.order.id, [
      { productId: p.id, quantity: 1 },
      { productId: r.id, quantity: 1 },
    ]);
    const last = await refund(parts.order.id, [
      { productId: p.id, quantity: 1 },
      { productId: r.id, quantity: 1 },
    ]);
    expect(last.statusCode).toBe(200);
    expect((await refund(whole.order.id)).statusCode).toBe(200);
    const [a, b] = await Promise.all(
      [parts, whole].map(async ({ order }) =>
        t.db.query<{ refunded: number; out: number }>(
          `select o.refunded_paise as refunded,
             (select coalesce(sum(amount_paise), 0)::int from payments where order_id = o.id and direction = 'out') as out
           from orders o where o.id = $1`,
          [order.id],
        ),
      ),
    );
    expect(a![0]!.out).toBe(parts.order.amountPaidPaise);
    expect(a![0]!.out).toBe(b![0]!.out);
    expect(await f.balances(parts.buyer.id)).toEqual(await f.balances(whole.buyer.id));
    expect(await f.ledgerMismatches()).toEqual([]);
  });
});
