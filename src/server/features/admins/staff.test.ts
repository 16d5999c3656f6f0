import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/messages-core';
import { messages, staffMessages } from '../../../domain/messages';
import { shopFixtures } from '../../testing/shop-fixtures';
import { sessionCookie, startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 25, point 1 (DESIGN 11.2, docs/decisions/085): the owner adds staff, who sign in on the
 * Admin tab as role staff; disabling one or setting a new password ends their sessions at once;
 * everything a staff member does records them.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  owner = await f.admin();
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
const post = (url: string, cookies: Cookies, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, cookies, payload });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username, password } });
const me = (cookies: Cookies) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
const staffList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/staff', cookies: owner })).json<{
    items: { id: string; username: string; name: string; status: string; lastSignInAt: string | null }[];
  }>().items;
const adminUsers = async () =>
  Number((await t.db.query<{ n: string }>('select count(*) as n from admin_users'))[0]!.n);

describe('the owner adds a staff member', () => {
  it('who is listed, signs in on the Admin tab as role staff, and has their sign-in shown', async () => {
    const added = await post('/api/admin/staff', owner, {
      name: 'Anil Kumar',
      username: 'Anil.K',
      password: 'counter-1',
    });
    expect(added.statusCode).toBe(201);
    const { staff } = added.json<{ staff: { id: string; username: string } }>();
    expect(staff).toMatchObject({
      username: 'anil.k',
      name: 'Anil Kumar',
      status: 'active',
      lastSignInAt: null,
    });
    expect(added.body).not.toContain('password');

    const signedIn = await signIn('anil.k', 'counter-1');
    expect(signedIn.statusCode).toBe(200);
    const user = { role: 'staff', id: staff.id, username: 'anil.k', name: 'Anil Kumar' };
    expect(signedIn.json()).toEqual({ user });
    expect((await me(sessionCookie(signedIn))).json()).toEqual({ user });
    const listed = (await staffList()).find((member) => member.id === staff.id);
    expect(listed?.lastSignInAt).toEqual(expect.any(String));
    const [audit] = await t.db.query<{ action: string; admin_id: string }>(
      `select action, admin_id from audit_log where entity = 'admin_user' and entity_id = $1`,
      [staff.id],
    );
    const [ownerRow] = await t.db.query<{ id: string }>(
      `select id from admin_users where username = 'owner'`,
    );
    expect(audit).toEqual({ action: 'staff.create', admin_id: ownerRow!.id });
  });

  it('refuses a username the owner or another staff member has, a bad one, and a short password, adding no one', async () => {
    const taken = await f.staff();
    const before = await adminUsers();
    for (const username of ['owner', taken.username.toUpperCase()]) {
      const response = await post('/api/admin/staff', owner, {
        name: 'Copy',
        username,
        password: 'secret12',
      });
      expect(response.statusCode, username).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: staffMessages.usernameTaken(username.toLowerCase()),
      });
    }
    const badName = await post('/api/admin/staff', owner, {
      name: 'X',
      username: 'a b',
      password: 'secret12',
    });
    expect([badName.statusCode, errorOf(badName).fields?.username]).toEqual([
      400,
      staffMessages.usernameRules,
    ]);
    const short = await post('/api/admin/staff', owner, { name: 'X', username: 'shorty', password: '12345' });
    expect([short.statusCode, errorOf(short).fields?.password]).toEqual([
      400,
      messages.register.passwordTooShort,
    ]);
    const noName = await post('/api/admin/staff', owner, {
      name: ' ',
      username: 'noname',
      password: 'secret12',
    });
    expect([noName.statusCode, errorOf(noName).fields?.name]).toEqual([400, staffMessages.nameRequired]);
    expect(await adminUsers()).toBe(before);
  });

  it('is the owner’s to do: a staff member is refused with 403 and our error body', async () => {
    const helper = await f.staff();
    const response = await post('/api/admin/staff', helper.cookies, {
      name: 'Sneaky',
      username: 'sneaky',
      password: 'secret12',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'FORBIDDEN', message: apiMessages.ownerOnly });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', cookies: helper.cookies });
    expect(list.statusCode).toBe(403);
  });
});

describe('disabling a staff member', () => {
  it('ends their sessions at once; they cannot sign in until enabled again', async () => {
    const helper = await f.staff();
    const second = sessionCookie(await signIn(helper.username, 'staff-password'));
    expect((await me(helper.cookies)).statusCode).toBe(200);

    const disabled = await post(`/api/admin/staff/${helper.id}/disable`, owner);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ staff: { id: helper.id, status: 'disabled' } });
    for (const cookies of [helper.cookies, second]) expect((await me(cookies)).statusCode).toBe(401);
    const orders = await t.app.inject({ method: 'GET', url: '/api/admin/orders', cookies: helper.cookies });
    expect(orders.statusCode).toBe(401);

    // The right password is told why; a wrong one gets the usual answer, so a guesser learns nothing.
    const refused = await signIn(helper.username, 'staff-password');
    expect([refused.statusCode, errorOf(refused)]).toEqual([
      403,
      { code: 'ACCOUNT_DISABLED', message: messages.adminLogin.disabled },
    ]);
    const wrong = await signIn(helper.username, 'not-the-password');
    expect([wrong.statusCode, errorOf(wrong).message]).toEqual([401, messages.adminLogin.invalid]);

    expect((await post(`/api/admin/staff/${helper.id}/enable`, owner)).json()).toMatchObject({
      staff: { status: 'active' },
    });
    expect((await signIn(helper.username, 'staff-password')).statusCode).toBe(200);
    const actions = await t.db.query<{ action: string; details: { sessionsEnded?: number } }>(
      `select action, details from audit_log where entity_id = $1 and action <> 'staff.create' order by id`,
      [helper.id],
    );
    expect(actions).toEqual([
      { action: 'staff.disable', details: { name: 'Counter Helper', sessionsEnded: 2 } },
      { action: 'staff.enable', details: { name: 'Counter Helper' } },
    ]);
  });

  it('answers 404 for an id that is no staff member’s, the owner’s included', async () => {
    const [ownerRow] = await t.db.query<{ id: string }>(
      `select id from admin_users where username = 'owner'`,
    );
    for (const id of [ownerRow!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await post(`/api/admin/staff/${id}/disable`, owner);
      expect([response.statusCode, errorOf(response).message]).toEqual([404, staffMessages.notFound]);
    }
    expect((await me(owner)).statusCode).toBe(200);
  });
});

describe('the owner sets a staff member’s password', () => {
  it('ends every session they had; the old password stops working, the new one works', async () => {
    const helper = await f.staff();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${helper.id}/password`,
      cookies: owner,
      payload: { password: 'brand-new-1' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(helper.cookies)).statusCode).toBe(401);
    expect((await signIn(helper.username, 'staff-password')).statusCode).toBe(401);
    expect((await signIn(helper.username, 'brand-new-1')).statusCode).toBe(200);
    const short = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${helper.id}/password`,
      cookies: owner,
      payload: { password: 'abc' },
    });
    expect([short.statusCode, errorOf(short).fields?.password]).toEqual([
      400,
      messages.register.passwordTooShort,
    ]);
  });
});

describe('everything a staff member does records them', () => {
  it('in the order’s events, its payments, a khata settlement and the audit log', async () => {
    const helper = await f.staff();
    const product = await f.product({ stock: 10 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    const orderId = placed.json<{ order: { id: string } }>().order.id;
    for (const action of ['approve', 'ship']) {
      const done = await f.adminAction(helper.cookies, orderId, action);
      expect(done.statusCode, action).toBe(200);
    }
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/payments`,
      cookies: helper.cookies,
      payload: { method: 'cash', amountPaise: 1000 },
    });
    expect(paid.statusCode).toBe(201);
    expect((await f.adminAction(helper.cookies, orderId, 'deliver')).statusCode).toBe(200);

    const events = await t.db.query<{ to_status: string; admin_id: string | null }>(
      `select to_status, admin_id from order_events where order_id = $1 and from_status is not null order by id`,
      [orderId],
    );
    expect(events).toEqual([
      { to_status: 'confirmed', admin_id: helper.id },
      { to_status: 'shipped', admin_id: helper.id },
      { to_status: 'delivered', admin_id: helper.id },
    ]);
    const payments = await t.db.query<{ recorded_by: string }>(
      `select recorded_by from payments where order_id = $1 and source = 'admin'`,
      [orderId],
    );
    expect(payments).toEqual([{ recorded_by: helper.id }]);

    // Khata: the owner opens credit; the staff member takes a settlement at the counter.
    const regular = await f.customer();
    const limit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${regular.id}/credit`,
      cookies: owner,
      payload: { limitPaise: 100_000 },
    });
    expect(limit.statusCode).toBe(200);
    const onCredit = await f.placeOrder(regular.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'khata',
    });
    expect(onCredit.statusCode).toBe(201);
    const settled = await post(`/api/admin/customers/${regular.id}/khata/settlements`, helper.cookies, {
      method: 'cash',
      amountPaise: 500,
    });
    expect(settled.statusCode).toBe(201);
    const [settlement] = await t.db.query<{ recorded_by: string }>(
      `select p.recorded_by from payments p join orders o on o.id = p.order_id
       where o.customer_id = $1 and p.source = 'settlement'`,
      [regular.id],
    );
    expect(settlement).toEqual({ recorded_by: helper.id });
    const audited = await t.db.query<{ action: string }>(
      `select action from audit_log where admin_id = $1 order by id`,
      [helper.id],
    );
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'order.approve',
        'order.deliver',
        'payment.record',
        'customer.khata_settlement',
      ]),
    );
  });
});
