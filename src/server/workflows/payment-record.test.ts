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

/** A UTR of its own for each order: a UTR pays one order once (issue 23). */
let utrs = 0;
const nextUtr = () => `UPI${Date.now()}${utrs++}`;

async function confirmedOrder(paymentMethod: 'cod' | 'upi' = 'cod') {
  const product = await f.product({ stock: 10 });
  const buyer = await f.customer();
  const placed = await f.placeOrder(buyer.cookies, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod,
    ...(paymentMethod === 'upi' ? { upiReference: nextUtr() } : {}),
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

describe('marking an order paid', () => {
  const auditRows = (orderId: string) =>
    t.db.query<{ action: string; admin_id: string | null; details: Record<string, unknown> }>(
      'select action, admin_id, details from audit_log where entity_id = $1 order by id',
      [orderId],
    );
  const adminId = async () =>
    (await t.db.query<{ id: string }>(`select id from admin_users where username = 'owner'`))[0]!.id;

  it('records the moment the money arrived on a UPI order, says so, and the customer sees it', async () => {
    const { id, buyer } = await confirmedOrder('upi');
    const before = Date.now();
    const response = await f.adminAction(admin, id, 'mark-paid');
    expect(response.statusCode).toBe(200);
    const { order, message } = response.json();
    expect(message).toBe('Payment recorded');
    expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'upi' });
    expect(Date.parse(order.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.actions).toEqual(['ship', 'deliver', 'cancel']);
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: buyer.cookies });
    expect(mine.json().order.paidAt).toBe(order.paidAt);
    expect((await auditRows(id)).at(-1)).toEqual({
      action: 'order.mark_paid',
      admin_id: await adminId(),
      details: { paymentId: expect.any(String), amountPaise: order.amountPaidPaise },
    });
  });

  it('can be recorded while the order still awaits approval', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'upi',
    });
    const id = placed.json().order.id as string;
    const response = await f.adminAction(admin, id, 'mark-paid');
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'pending', isPendingApproval: true });
    expect(response.json().order.paidAt).not.toBeNull();
  });

  it('marking a paid order paid again keeps the first time and writes no second audit row', async () => {
    const { id } = await confirmedOrder('upi');
    const first = (await f.adminAction(admin, id, 'mark-paid')).json().order.paidAt as string;
    const again = await f.adminAction(admin, id, 'mark-paid');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.paidAt).toBe(first);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['order.approve', 'order.mark_paid']);
  });

  it('marking unpaid remembers, in the audit row, the payment time it removed', async () => {
    const { id } = await confirmedOrder('upi');
    const paidAt = (await f.adminAction(admin, id, 'mark-paid')).json().order.paidAt as string;
    await f.adminAction(admin, id, 'mark-unpaid');
    expect((await auditRows(id)).at(-1)).toMatchObject({ action: 'order.mark_unpaid', details: { paidAt } });
  });

  it('a cancelled order cannot be marked paid: 409, nothing recorded', async () => {
    const { id } = await confirmedOrder('upi');
    await f.adminAction(admin, id, 'cancel');
    const response = await f.adminAction(admin, id, 'mark-paid');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This order is cancelled; it cannot be marked paid.');
    const order = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies: admin });
    expect(order.json().order.paidAt).toBeNull();
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['order.approve', 'order.cancel']);
  });

  it('an unknown order is 404, for marking paid and unpaid alike', async () => {
    for (const command of ['mark-paid', 'mark-unpaid']) {
      const response = await f.adminAction(admin, 'ORD-1700000000000-NOSUCH', command);
      expect(response.statusCode, command).toBe(404);
      expect(response.json().error.message).toBe('Order not found.');
    }
  });

  it('is for admins only: the customer gets 403, a guest 401, and the order stays unpaid', async () => {
    const { id, buyer } = await confirmedOrder('upi');
    expect((await f.adminAction(buyer.cookies, id, 'mark-paid')).statusCode).toBe(403);
    expect((await f.adminAction({}, id, 'mark-paid')).statusCode).toBe(401);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: buyer.cookies });
    expect(order.json().order.paidAt).toBeNull();
  });
});
