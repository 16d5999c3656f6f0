import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shopFixtures } from '../testing/shop-fixtures';

/**
 * Issue 9: cash on delivery is paid at the door, so confirming delivery records it paid; the admin
 * can still correct the record either way, and both corrections are audited (docs/decisions/016).
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

async function confirmedOrder(paymentMethod: 'cod' | 'upi' = 'cod') {
  const product = await f.product({ stock: 10 });
  const buyer = await f.customer();
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod,
    ...(paymentMethod === 'upi' ? { upiReference: 'UPI123456' } : {}),
  });
  const id = placed.json().order.id as string;
  expect((await f.adminAction(admin, id, 'approve')).statusCode).toBe(200);
  return { id, buyer };
}

const auditOf = (orderId: string) =>
  t.db.query<{ action: string }>('select action from audit_log where entity_id = $1 order by id', [orderId]);

describe('cash on delivery', () => {
  it('is recorded paid, at the moment of delivery, when the delivery is confirmed', async () => {
    const { id, buyer } = await confirmedOrder('cod');
    const delivered = await f.adminAction(admin, id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    const { order } = delivered.json();
    expect(order.status).toBe('delivered');
    expect(order.paidAt).not.toBeNull();
    expect(order.paidAt).toBe(order.deliveredAt);
    // The customer sees it too.
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: buyer.cookies });
    expect(mine.json().order.paidAt).toBe(order.deliveredAt);
  });

  it('keeps an earlier payment record as it was', async () => {
    const { id } = await confirmedOrder('cod');
    const paid = (await f.adminAction(admin, id, 'mark-paid')).json().order.paidAt as string;
    const delivered = (await f.adminAction(admin, id, 'deliver')).json().order;
    expect(delivered.paidAt).toBe(paid);
  });

  it('a UPI order is not assumed paid by its delivery: the admin checks the money arrived', async () => {
    const { id } = await confirmedOrder('upi');
    const delivered = (await f.adminAction(admin, id, 'deliver')).json().order;
    expect(delivered.paidAt).toBeNull();
  });
});

describe('correcting the payment record', () => {
  it('the admin can mark a delivered COD order unpaid (the money was not taken after all), audited', async () => {
    const { id } = await confirmedOrder('cod');
    await f.adminAction(admin, id, 'deliver');
    const unpaid = await f.adminAction(admin, id, 'mark-unpaid');
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json()).toMatchObject({ message: 'Payment record removed', order: { paidAt: null } });
    const again = await f.adminAction(admin, id, 'mark-paid');
    expect(again.json().order.paidAt).not.toBeNull();
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'order.approve',
      'order.deliver',
      'order.mark_unpaid',
      'order.mark_paid',
    ]);
  });

  it('marking an unpaid order unpaid changes nothing', async () => {
    const { id } = await confirmedOrder('upi');
    const response = await f.adminAction(admin, id, 'mark-unpaid');
    expect(response.statusCode).toBe(200);
    expect(response.json().order.paidAt).toBeNull();
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['order.approve']);
  });

  it('a refunded order’s payment record stays as it was', async () => {
    const { id } = await confirmedOrder('cod');
    await f.adminAction(admin, id, 'deliver');
    await f.adminAction(admin, id, 'refund');
    const response = await f.adminAction(admin, id, 'mark-unpaid');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This order is refunded; its payment record cannot be changed.',
    );
  });

  it('is for admins only', async () => {
    const { id, buyer } = await confirmedOrder('cod');
    await f.adminAction(admin, id, 'deliver');
    expect((await f.adminAction(buyer.cookies, id, 'mark-unpaid')).statusCode).toBe(403);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: buyer.cookies });
    expect(order.json().order.paidAt).not.toBeNull();
  });
});
