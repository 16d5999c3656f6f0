import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { startTestApp, uniquePhone, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Random sequences of orders, redemptions, approvals, shipments, deliveries, cancellations,
 * rejections and refunds through the real API. After every sequence:
 *  - every customer's balances equal their ledger sums;
 *  - every customer's points value equals an independent sum over the orders table
 *    (own delivered point money + uplines' shares − redeemed points), to the paisa;
 *  - stock equals the starting stock less what live orders hold;
 *  - each delivered or refunded order earned exactly once.
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

const START_POINTS = 30;
const START_STOCK = 15;
const RATE = 500;
const LEVELS = [10, 5, 2];

const command = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    buyer: fc.nat(3),
    product: fc.nat(2),
    quantity: fc.integer({ min: 1, max: 6 }),
    points: fc.nat(8),
  }),
  fc.record({
    kind: fc.constantFrom('approve', 'reject', 'ship', 'deliver', 'cancel', 'refund', 'customer-cancel'),
    order: fc.nat(20),
  }),
);

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

describe('the points ledger under random sequences', () => {
  it('keeps balances, stock and awards consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const { customers, products } = await makeShop();
        const orders: { id: string; buyer: number }[] = [];
        for (const c of commands) {
          if (c.kind === 'place') {
            const response = await f.placeOrder(
              customers[c.buyer]!.cookies,
              {
                items: [{ productId: products[c.product]!.id, quantity: c.quantity }],
                pointsToUse: c.points,
              },
              randomUUID(),
            );
            expect([201, 400, 409]).toContain(response.statusCode);
            if (response.statusCode === 201) orders.push({ id: response.json().order.id, buyer: c.buyer });
          } else if (orders.length > 0) {
            const target = orders[c.order % orders.length]!;
            const response =
              c.kind === 'customer-cancel'
                ? await t.app.inject({
                    method: 'POST',
                    url: `/api/orders/${target.id}/cancel`,
                    cookies: customers[target.buyer]!.cookies,
                  })
                : await f.adminAction(admin, target.id, c.kind);
            expect([200, 409]).toContain(response.statusCode);
          }
        }
        await checkInvariants(
          customers.map((c) => c.id),
          products.map((p) => p.id),
        );
      }),
      { numRuns: 25 },
    );
  });
});

async function checkInvariants(customerIds: string[], productIds: string[]) {
  expect(await f.ledgerMismatches()).toEqual([]);

  const orders = await t.db.query<{
    customer_id: string;
    status: string;
    point_money_paise: number;
    points_used: number;
  }>(
    'select customer_id, status, point_money_paise, points_used from orders where customer_id = any($1::uuid[])',
    [customerIds],
  );
  for (const [index, id] of customerIds.entries()) {
    let expectedValue = START_POINTS * RATE;
    for (const o of orders) {
      const depth = customerIds.indexOf(o.customer_id) - index; // the chain: customer i is the parent of i + 1
      if (o.status === 'delivered') {
        if (depth === 0) expectedValue += o.point_money_paise;
        else if (depth >= 1 && depth <= LEVELS.length)
          expectedValue += Math.floor((o.point_money_paise * LEVELS[depth - 1]!) / 100);
      }
      if (depth === 0 && o.status !== 'cancelled') expectedValue -= o.points_used * RATE;
    }
    const b = await f.balances(id);
    expect(b.points * RATE + b.point_money_paise).toBe(expectedValue);
  }

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
