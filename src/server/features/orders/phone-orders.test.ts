import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../domain/business-day';
import { SALES_DAYS } from '../../db/kept-totals';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let owner: Record<string, string>;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  owner = await f.admin();
  [{ id: ownerId }] = (await t.db.query<{ id: string }>(
    `select id from admin_users where username = 'owner'`,
  )) as [{ id: string }];
});
afterAll(() => t.close());

/** POST /api/admin/orders as the owner (or another session), with its own Idempotency-Key unless given. */
function enter(body: Record<string, unknown>, key: string = randomUUID(), cookies = owner) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    cookies,
    headers: { 'idempotency-key': key },
    payload: { address: 'Near the temple, Round North', pincode: '680001', paymentMethod: 'cod', ...body },
  });
}

const get = (url: string, cookies = owner) => t.app.inject({ method: 'GET', url, cookies });
const countOrders = async (customerId: string) =>
  (await t.db.query('select id from orders where customer_id = $1', [customerId])).length;

describe('a phone order entered by the shop', () => {
  it('finds the customer by phone, prices at their tier, takes the stock and records who entered it', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000, stock: 10 });
    const buyer = await f.customer({ name: 'Sreeja Menon' });
    await t.db.query(`update customers set tier = 'Silver', credit_limit_paise = 50000 where id = $1`, [
      buyer.id,
    ]);
    await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] }); // leaves an address

    const found = await get(
      `/api/admin/phone-orders/customer?phone=${encodeURIComponent(`+91 ${buyer.phone}`)}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().customer).toMatchObject({
      id: buyer.id,
      name: 'Sreeja Menon',
      code: buyer.code,
      tier: 'Silver',
      status: 'active',
      creditLimitPaise: 50_000,
      creditLeftPaise: 50_000,
      pincode: '680001',
      address: 'Round East',
    });

    const response = await enter({
      customer: { phone: buyer.phone },
      items: [{ productId: product.id, quantity: 2 }],
      note: 'After 5 pm',
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      source: 'phone',
      status: 'pending',
      customerId: buyer.id,
      delivery: {
        name: 'Sreeja Menon',
        phone: buyer.phone,
        pincode: '680001',
        address: 'Near the temple, Round North',
      },
      amountPaidPaise: 19_400, // 2 × (₹100 less Silver 3%)
      actions: expect.arrayContaining(['approve']),
    });
    expect(order.timeline).toEqual([expect.objectContaining({ toStatus: 'pending', note: 'After 5 pm' })]);
    expect(await f.stock(product.id)).toBe(7);

    const [event] = await t.db.query<{ admin_id: string; customer_id: string | null }>(
      'select admin_id, customer_id from order_events where order_id = $1',
      [order.id],
    );
    expect(event).toEqual({ admin_id: ownerId, customer_id: null });
    const audit = await t.db.query<{ admin_id: string; action: string }>(
      'select admin_id, action from audit_log where entity = $1 and entity_id = $2',
      ['order', order.id],
    );
    expect(audit).toEqual([{ admin_id: ownerId, action: 'order.phone' }]);

    // The customer sees it among their own orders, as a phone order.
    const mine = await get(`/api/orders/${order.id}`, buyer.cookies);
    expect(mine.json().order).toMatchObject({ id: order.id, source: 'phone' });
  });

  it('finds the customer by code as well, and the next checkout starts from the address it used', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const response = await enter({
      customer: { code: buyer.code.toLowerCase() },
      items: [{ productId: product.id, quantity: 1 }],
      pincode: '682001',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ customerId: buyer.id, source: 'phone' });
    const me = await get('/api/auth/me', buyer.cookies);
    expect(me.json().user).toMatchObject({ pincode: '682001', address: 'Near the temple, Round North' });
  });

  it('refuses a customer whose registration waits, or who is disabled, or is unknown, and changes nothing', async () => {
    const product = await f.product({ stock: 5 });
    const waiting = await f.customer({ approve: false });
    const refused = await enter({
      customer: { phone: waiting.phone },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This customer’s registration is waiting for approval. Approve it under Registrations before entering an order.',
    );

    const disabled = await f.customer();
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [disabled.id]);
    const off = await enter({
      customer: { code: disabled.code },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toMatch(/disabled/);

    const nobody = await enter({
      customer: { phone: '6000000001' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe(
      'No customer has that phone number or code. Check it, or add them under Customers first.',
    );
    const badPhone = await enter({
      customer: { phone: '12345' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields).toMatchObject({
      'customer.phone': 'Please enter a valid phone number',
    });

    expect(await f.stock(product.id)).toBe(5);
    expect(await countOrders(waiting.id)).toBe(0);
    expect(await countOrders(disabled.id)).toBe(0);
  });

  it('is idempotent: a retry with the same key answers the first order; another body with it is refused', async () => {
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const key = randomUUID();
    const body = { customer: { phone: buyer.phone }, items: [{ productId: product.id, quantity: 3 }] };
    const first = await enter(body, key);
    const again = await enter(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.id).toBe(first.json().order.id);
    const changed = await enter({ ...body, note: 'Another note' }, key);
    expect(changed.statusCode).toBe(409);
    expect(await countOrders(buyer.id)).toBe(1);
    expect(await f.stock(product.id)).toBe(7);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      cookies: owner,
      payload: { ...body, address: 'x', pincode: '680001', paymentMethod: 'cod' },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('holds points to the checkout’s cap: more is refused with the most allowed; the cap itself is spent', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const buyer = await f.customer();
    await f.givePoints(buyer.id, 100);
    const items = [{ productId: product.id, quantity: 3 }]; // ₹294: half is ₹147, 29 points of ₹5
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/admin/phone-orders/quote',
      cookies: owner,
      payload: { customer: { phone: buyer.phone }, items, pointsToUse: 50 },
    });
    expect(quote.json()).toMatchObject({ subtotalPaise: 29_400, pointsBalance: 100, maxPointsUsable: 29 });

    const tooMany = await enter({ customer: { phone: buyer.phone }, items, pointsToUse: 30 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('You can use at most 29 points on this order.');
    expect((await f.balances(buyer.id)).points).toBe(100);

    const capped = await enter({ customer: { phone: buyer.phone }, items, pointsToUse: 29 });
    expect(capped.statusCode).toBe(201);
    expect(capped.json().order).toMatchObject({ pointsUsed: 29, amountPaidPaise: 14_900 });
    expect((await f.balances(buyer.id)).points).toBe(71);
    expect(await f.ledgerMismatches()).toEqual([]);
  });

  it('puts it on khata within the credit left, and refuses one beyond it', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000, stock: 20 });
    const buyer = await f.customer();
    await t.db.query('update customers set credit_limit_paise = 30000 where id = $1', [buyer.id]);
    const onKhata = (quantity: number) =>
      enter({
        customer: { phone: buyer.phone },
        items: [{ productId: product.id, quantity }],
        paymentMethod: 'khata',
      });
    const first = await onKhata(2); // ₹196 of ₹300
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toMatchObject({ paymentMethod: 'khata', duePaise: 19_600 });
    const found = await get(`/api/admin/phone-orders/customer?code=${buyer.code}`);
    expect(found.json().customer).toMatchObject({ creditLimitPaise: 30_000, creditLeftPaise: 10_400 });

    const beyond = await onKhata(2);
    expect(beyond.statusCode).toBe(409); // as the checkout refuses it
    expect(beyond.json().error.message).toBe(
      'Your khata has only ₹104.00 left; this order is ₹196.00. Remove some items, or choose Cash on Delivery or UPI.',
    );
    expect(await countOrders(buyer.id)).toBe(1);
    expect(await f.stock(product.id)).toBe(18);
  });

  it('sells the last unit once when two of the staff enter it at the same moment', async () => {
    const product = await f.product({ stock: 1 });
    const [first, second] = [await f.customer(), await f.customer()];
    const answers = await Promise.all(
      [first, second].map((buyer) =>
        enter({ customer: { phone: buyer.phone }, items: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await f.stock(product.id)).toBe(0);
    expect((await countOrders(first.id)) + (await countOrders(second.id))).toBe(1);
  });

  it('asks for an address and a real pincode', async () => {
    const product = await f.product();
    const buyer = await f.customer();
    const response = await enter({
      customer: { phone: buyer.phone },
      items: [{ productId: product.id, quantity: 1 }],
      address: ' ',
      pincode: '012345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      address: 'Please enter the delivery address',
      pincode: 'Please enter a valid 6-digit pincode',
    });
  });

  it('is the shop’s alone: a customer and a guest are refused', async () => {
    const buyer = await f.customer();
    const product = await f.product();
    const body = { customer: { phone: buyer.phone }, items: [{ productId: product.id, quantity: 1 }] };
    expect((await enter(body, randomUUID(), buyer.cookies)).statusCode).toBe(403);
    expect((await enter(body, randomUUID(), {})).statusCode).toBe(401);
    expect(
      (await get(`/api/admin/phone-orders/customer?phone=${buyer.phone}`, buyer.cookies)).statusCode,
    ).toBe(403);
  });
});

describe('every order says where it came from', () => {
  it('lists, filters, exports and sums orders by source: online and phone', async () => {
    const product = await f.product({ mrpPaise: 10_000, pricePaise: 9_000 });
    const buyer = await f.customer();
    const online = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    expect(online.source).toBe('online');
    const phone = (
      await enter({ customer: { phone: buyer.phone }, items: [{ productId: product.id, quantity: 2 }] })
    ).json().order;

    const listed = async (query: string) =>
      (await get(`/api/admin/orders?search=${buyer.phone}${query}`))
        .json()
        .items.map((o: { id: string }) => o.id);
    expect(await listed('')).toEqual([phone.id, online.id]);
    expect(await listed('&source=phone')).toEqual([phone.id]);
    expect(await listed('&source=online')).toEqual([online.id]);
    expect(await listed('&source=counter')).toEqual([]);
    expect(
      (await get('/api/admin/orders?source=phone&limit=100'))
        .json()
        .items.map((o: { source: string }) => o.source),
    ).toSatisfy((sources: string[]) => sources.length > 0 && sources.every((s) => s === 'phone'));
    expect((await get('/api/admin/orders?source=shop')).statusCode).toBe(400);

    const csv = await get(`/api/admin/orders/export?search=${buyer.phone}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('Source');
    expect(lines.slice(1).map((line) => [line.slice(0, line.indexOf(',')), line.split(',').at(-1)])).toEqual([
      [phone.id, 'Phone order'],
      [online.id, 'Online'],
    ]);
    const phoneOnly = await get(`/api/admin/orders/export?search=${buyer.phone}&source=phone`);
    expect(phoneOnly.body.trim().split('\r\n')).toHaveLength(2);

    const day = businessDay();
    const before = (await get(`/api/admin/sales?from=${day}&to=${day}`)).json();
    const bySource = (report: { bySource: { source: string; orders: number; salesPaise: number }[] }) =>
      Object.fromEntries(report.bySource.map((s) => [s.source, [s.orders, s.salesPaise] as const])) as Record<
        'online' | 'phone' | 'counter' | 'import',
        readonly [number, number]
      >;
    expect(before.bySource.map((s: { source: string }) => s.source)).toEqual([
      'online',
      'phone',
      'counter',
      'import',
    ]);
    const sums = bySource(before);
    expect(sums.phone[0]).toBeGreaterThanOrEqual(1);
    expect(sums.online[0] + sums.phone[0] + sums.counter[0] + sums.import[0]).toBe(before.totals.orders);
    expect(sums.online[1] + sums.phone[1] + sums.counter[1] + sums.import[1]).toBe(before.totals.salesPaise);

    // Cancelling the phone order takes it out of the phone sums only.
    await f.adminAction(owner, phone.id, 'cancel');
    const after = bySource((await get(`/api/admin/sales?from=${day}&to=${day}`)).json());
    expect(after.phone).toEqual([sums.phone[0] - 1, sums.phone[1] - phone.amountPaidPaise]);
    expect(after.online).toEqual(sums.online);
    expect(await t.db.query(SALES_DAYS.sql)).toEqual([]);
  });
});
