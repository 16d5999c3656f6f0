import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPrepared, type Queryable } from '../db/client';
import { shopFixtures } from '../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 22: every statement an order sends is prepared once per connection (docs/decisions/056):
 * planning a short statement cost as much as running it, on the shop's busiest money path.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
});
afterAll(() => t.close());

/** Records the SQL of every statement sent through the database and inside its transactions. */
function recordStatements(): string[] {
  const sent: string[] = [];
  const record =
    (q: Queryable): Queryable['query'] =>
    (sql, params) => {
      sent.push(sql);
      return q.query(sql, params);
    };
  const { db } = t;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  vi.spyOn(db, 'query').mockImplementation(record({ query } as Queryable));
  vi.spyOn(db, 'transaction').mockImplementation((work) =>
    transaction((tx) => work({ ...tx, query: record(tx) })),
  );
  return sent;
}

describe('placing an order', () => {
  it('sends only prepared statements, with and without points spent', async () => {
    const customer = await f.customer();
    await f.givePoints(customer.id, 10);
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    for (const pointsToUse of [0, 2]) {
      const sent = recordStatements();
      const order = await f.placeOrder(customer.cookies, {
        items: [{ productId: product.id, quantity: 1 }],
        pointsToUse,
      });
      vi.restoreAllMocks();
      expect(order.statusCode).toBe(201);
      expect(sent.length).toBeGreaterThan(5);
      expect(sent.filter((sql) => !isPrepared(sql))).toEqual([]);
    }
  });

  it('sends only prepared statements for a khata order, which also reads what is owed', async () => {
    const customer = await f.customer();
    await t.db.query('update customers set credit_limit_paise = 100000 where id = $1', [customer.id]);
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    const sent = recordStatements();
    const order = await f.placeOrder(customer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'khata',
    });
    vi.restoreAllMocks();
    expect(order.statusCode).toBe(201);
    expect(sent.some((sql) => sql.includes('khata'))).toBe(true);
    expect(sent.filter((sql) => !isPrepared(sql))).toEqual([]);
  });
});
