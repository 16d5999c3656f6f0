import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStatus, type OrderAction, type OrderStatus } from '../../domain/order-states';
import { createSession } from '../auth/sessions';
import { startTestApp, uniquePhone, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Random sequences of orders, redemptions, approvals, shipments, deliveries, cancellations,
 * rejections, refunds and settings changes (conversion rate, referral percentages) through the
 * real API. An independent model replays the rules of DESIGN 4 and docs/decisions/007 beside it.
 * After every sequence:
 *  - every customer's balances equal their ledger sums;
 *  - every customer's points and carried point money equal the model's;
 *  - a refunded or cancelled order's ledger rows sum to zero for every customer (points and
 *    carry): a refund undoes exactly what delivery recorded, whatever the settings are now,
 *    and gives back the points spent on the order;
 *  - stock equals the starting stock less what live, delivered and refunded orders hold;
 *  - each delivered or refunded order earned exactly once.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let defaultSettings: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  defaultSettings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin })).json()
    .settings;
});
afterAll(() => t.close());

const START_POINTS = 30;
const START_STOCK = 60;
const DEFAULT_RATE = 500;
const DEFAULT_LEVELS = [10, 5, 2];

const command = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      buyer: fc.nat(3),
      product: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 4 }),
      points: fc.nat(8),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      // Weighted so that many orders live to be delivered and refunded.
      kind: fc.constantFrom(
        ...(['approve', 'approve', 'approve', 'ship', 'deliver', 'deliver', 'deliver'] as const),
        ...(['refund', 'refund', 'reject', 'cancel', 'customer-cancel'] as const),
      ),
      /** Counted from the newest order. */
      order: fc.nat(4),
      /** Mostly aim at an order the action is allowed for, so orders live their whole life. */
      legal: fc.constantFrom(true, true, true, true, false),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settings' as const),
      rate: fc.constantFrom(100, 300, 500, 700, 1000),
      levels: fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 4 }),
    }),
  },
);

/** The chain: customer i is the parent of customer i + 1; customer 0's parent is the shop. */
async function makeShop() {
  const customers: { id: string; cookies: Record<string, string> }[] = [];
  let parent: string | null = null;
  for (let i = 0; i < 4; i++) {
    const [row] = await t.db.query<{ id: string }>(
      `insert into customers (name, phone, code, parent_id, status) values ($1, $2, next_customer_code(), $3, 'active') returning id`,
      [`Chain ${i}`, uniquePhone(), parent],
    );
    const id: string = row!.id;
    await f.givePoints(id, START_POINTS);
    customers.push({ id, cookies: { sid: await createSession(t.db, { customerId: id }) } });
    parent = id;
  }
  const products = await Promise.all(
    [0, 1, 2].map((i) =>
      f.product({ mrpPaise: 10000 + i * 3337, pricePaise: 8000 + i * 2111, stock: START_STOCK }),
    ),
  );
  return { customers, products };
}

interface ModelOrder {
  id: string;
  buyer: number;
  status: OrderStatus;
  pointMoneyPaise: number;
  pointsUsed: number;
  awards: { who: number; points: number; carry: number }[];
}

/** The rules, written out again without the engine: what every customer should hold. */
function createModel(customerCount: number) {
  const balances = Array.from({ length: customerCount }, () => ({ points: START_POINTS, carry: 0 }));
  let rate = DEFAULT_RATE;
  let levels = DEFAULT_LEVELS;
  const credit = (who: number, paise: number) => {
    const b = balances[who]!;
    const total = b.carry + paise;
    const points = total < 0 ? 0 : Math.floor(total / rate); // a negative carry is paid off first
    const award = { who, points, carry: total - points * rate - b.carry };
    b.points += award.points;
    b.carry += award.carry;
    return award;
  };
  return {
    balances,
    settingsChanged(newRate: number, newLevels: number[]) {
      rate = newRate;
      levels = newLevels;
    },
    placed(order: ModelOrder) {
      balances[order.buyer]!.points -= order.pointsUsed;
    },
    cancelled(order: ModelOrder) {
      balances[order.buyer]!.points += order.pointsUsed;
    },
    delivered(order: ModelOrder) {
      order.awards.push(credit(order.buyer, order.pointMoneyPaise));
      for (const [index, percent] of levels.entries()) {
        const upline = order.buyer - (index + 1);
        const reward = Math.floor((order.pointMoneyPaise * percent) / 100);
        if (upline >= 0 && reward > 0) order.awards.push(credit(upline, reward));
      }
    },
    refunded(order: ModelOrder) {
      for (const award of order.awards) {
        balances[award.who]!.points -= award.points;
        balances[award.who]!.carry -= award.carry;
      }
      balances[order.buyer]!.points += order.pointsUsed;
    },
  };
}

async function act(
  customers: { cookies: Record<string, string> }[],
  target: ModelOrder,
  kind: OrderAction | 'customer-cancel',
) {
  return kind === 'customer-cancel'
    ? t.app.inject({
        method: 'POST',
        url: `/api/orders/${target.id}/cancel`,
        cookies: customers[target.buyer]!.cookies,
        headers: { 'content-type': 'application/json' },
      })
    : f.adminAction(admin, target.id, kind);
}

async function changeSettings(rate: number, levels: number[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: admin,
    payload: { ...defaultSettings, pointMoneyPerPointPaise: rate, referralPercents: levels },
  });
  expect(response.statusCode).toBe(200);
}

describe('the points ledger under random sequences', () => {
  afterAll(() => changeSettings(DEFAULT_RATE, DEFAULT_LEVELS));

  it('keeps balances, stock and awards consistent, and refunds exact, across settings changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 20, maxLength: 60, size: 'max' }), async (commands) => {
        await changeSettings(DEFAULT_RATE, DEFAULT_LEVELS);
        const { customers, products } = await makeShop();
        const model = createModel(customers.length);
        const orders: ModelOrder[] = [];
        for (const c of commands) {
          if (c.kind === 'settings') {
            await changeSettings(c.rate, c.levels);
            model.settingsChanged(c.rate, c.levels);
          } else if (c.kind === 'place') {
            const response = await f.placeOrder(
              customers[c.buyer]!.cookies,
              {
                items: [{ productId: products[c.product]!.id, quantity: c.quantity }],
                pointsToUse: c.points,
              },
              randomUUID(),
            );
            expect([201, 400, 409]).toContain(response.statusCode);
            if (response.statusCode !== 201) continue;
            const placed = response.json().order;
            const order: ModelOrder = {
              id: placed.id,
              buyer: c.buyer,
              status: 'pending',
              pointMoneyPaise: placed.pointMoneyPaise,
              pointsUsed: placed.pointsUsed,
              awards: [],
            };
            orders.push(order);
            model.placed(order);
          } else if (orders.length > 0) {
            const action = c.kind === 'customer-cancel' ? 'cancel' : c.kind;
            const actor = c.kind === 'customer-cancel' ? 'customer' : 'admin';
            const legal = orders.filter((o) => nextStatus(action, o.status, actor));
            const pool = c.legal && legal.length > 0 ? legal : orders;
            const target = pool[pool.length - 1 - (c.order % pool.length)]!;
            const to = nextStatus(action, target.status, actor);
            const response = await act(customers, target, c.kind);
            expect(response.statusCode).toBe(to ? 200 : 409);
            if (!to) continue;
            target.status = to;
            if (to === 'cancelled') model.cancelled(target);
            if (to === 'delivered') model.delivered(target);
            if (to === 'refunded') model.refunded(target);
          }
        }
        await checkInvariants(
          customers.map((c) => c.id),
          products.map((p) => p.id),
          model.balances,
        );
      }),
      { numRuns: 25 },
    );
  });
});

async function checkInvariants(
  customerIds: string[],
  productIds: string[],
  expected: { points: number; carry: number }[],
) {
  expect(await f.ledgerMismatches()).toEqual([]);

  for (const [index, id] of customerIds.entries()) {
    const b = await f.balances(id);
    expect({ points: b.points, carry: b.point_money_paise }).toEqual(expected[index]);
  }

  const leftOver = await t.db.query<{ order_id: string; status: string; p: number; m: number }>(
    `select l.order_id, o.status, sum(l.points_delta)::int as p, sum(l.carry_delta_paise)::int as m
     from points_ledger l join orders o on o.id = l.order_id
     where o.customer_id = any($1::uuid[]) and o.status in ('refunded', 'cancelled')
     group by l.order_id, o.status, l.customer_id
     having sum(l.points_delta) <> 0 or sum(l.carry_delta_paise) <> 0`,
    [customerIds],
  );
  expect(leftOver).toEqual([]);

  const held = await t.db.query<{ product_id: string; quantity: number }>(
    `select i.product_id, sum(i.quantity)::int as quantity from order_items i join orders o on o.id = i.order_id
     where o.status <> 'cancelled' and i.product_id = any($1::uuid[]) group by i.product_id`,
    [productIds],
  );
  for (const productId of productIds) {
    const quantity = held.find((h) => h.product_id === productId)?.quantity ?? 0;
    expect(await f.stock(productId)).toBe(START_STOCK - quantity);
  }

  const awards = await t.db.query<{ id: string; status: string; earned: number }>(
    `select o.id, o.status, count(l.id)::int as earned from orders o
     left join points_ledger l on l.order_id = o.id and l.kind = 'order_earned'
     where o.customer_id = any($1::uuid[]) group by o.id, o.status`,
    [customerIds],
  );
  for (const a of awards) expect(a.earned).toBe(a.status === 'delivered' || a.status === 'refunded' ? 1 : 0);
}
