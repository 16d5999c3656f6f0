import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let staff: Awaited<ReturnType<ReturnType<typeof shopFixtures>['staff']>>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
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

describe('a sale at the counter', () => {
  it('answers the quote and completes a sale paid in cash, and a walk-in paid by UPI', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000, stock: 10 });
    const buyer = await f.customer();
    const q = await quote({
      customer: { phone: buyer.phone },
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(q.statusCode, q.body).toBe(200);
    const due = q.json().amountPaidPaise;
    const r = await sell({
      customer: { phone: buyer.phone },
      items: [{ productId: product.id, quantity: 2 }],
      payments: [{ method: 'cash', amountPaise: due + 600 }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      order: { source: 'counter', status: 'delivered', duePaise: 0 },
      changePaise: 600,
      receiptUrl: expect.stringMatching(/^\/receipt\/[0-9a-f]{32}$/),
    });
    const w = await sell({
      items: [{ productId: product.id }],
      payments: [{ method: 'upi', amountPaise: 9_800 }],
    });
    expect(w.statusCode, w.body).toBe(201);
  });
});
