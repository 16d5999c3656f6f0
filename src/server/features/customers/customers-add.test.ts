import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** POST and GET /api/admin/customers(/:id): SPEC section 5's add-customer checks (issue 11, item 2). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/customers', cookies, payload: body });
const get = (id: string, cookies = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, cookies });
const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
const countCustomers = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from customers'))[0]!.n;
const auditOf = (id: string) =>
  t.db.query<{ action: string; admin_id: string | null; details: Record<string, unknown> }>(
    'select action, admin_id, details from audit_log where entity_id = $1 order by id',
    [id],
  );
const ownerId = async () =>
  (await t.db.query<{ id: string }>(`select id from admin_users where username = 'owner'`))[0]!.id;

/** Expects a refusal with exactly this message (on this field) that added nobody. */
async function refused(body: Record<string, unknown>, message: string, field: string) {
  const before = await countCustomers();
  const response = await add(body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ message, fields: { [field]: message } });
  expect(await countCustomers()).toBe(before);
}

describe('adding a customer', () => {
  it('is for admins only', async () => {
    const buyer = await f.customer();
    expect((await add({ name: 'X', phone: uniquePhone() }, {})).statusCode).toBe(401);
    expect((await add({ name: 'X', phone: uniquePhone() }, buyer.cookies)).statusCode).toBe(403);
  });

  it("refuses with SPEC's messages, in SPEC's order", async () => {
    const taken = await f.customer();
    const phone = uniquePhone();
    await refused({ name: '', phone }, messages.adminCustomers.nameAndPhoneRequired, 'name');
    await refused(
      { name: '   ', phone: '', code: 'bad' },
      messages.adminCustomers.nameAndPhoneRequired,
      'name',
    );
    await refused({ name: 'Anu' }, messages.adminCustomers.nameAndPhoneRequired, 'phone');
    await refused({ name: 'Anu', phone: '12345' }, messages.register.invalidPhone, 'phone');
    await refused(
      { name: 'Anu', phone: `+91 ${taken.phone.slice(0, 5)} ${taken.phone.slice(5)}`, code: 'bad' },
      messages.adminCustomers.phoneExists,
      'phone',
    );
    await refused(
      { name: 'Anu', phone, code: 'A1', parentCode: 'nope' },
      messages.adminCustomers.invalidCode,
      'code',
    );
    await refused({ name: 'Anu', phone, code: 'AB123' }, messages.adminCustomers.invalidCode, 'code');
    await refused(
      { name: 'Anu', phone, code: taken.code.toLowerCase() },
      messages.adminCustomers.codeExists,
      'code',
    );
    await refused({ name: 'Anu', phone, code: 'A100' }, messages.adminCustomers.codeExists, 'code');
    await refused(
      { name: 'Anu', phone, parentCode: 'Z999999', password: '1' },
      messages.adminCustomers.invalidParentCode,
      'parentCode',
    );
    await refused(
      { name: 'Anu', phone, parentCode: 'nonsense' },
      messages.adminCustomers.invalidParentCode,
      'parentCode',
    );
    await refused({ name: 'Anu', phone, password: '12345' }, messages.register.passwordTooShort, 'password');
    await refused(
      { name: 'Anu', phone, password: 'é'.repeat(40) },
      messages.register.passwordTooLong,
      'password',
    );
  });

  it('adds a Reserved customer without a password: active, next free code, A100 stored as no parent; cannot sign in', async () => {
    const phone = uniquePhone();
    const response = await add({
      name: '  Bindu Reserved ',
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      parentCode: 'a100',
      address: ' Round North ',
      code: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain('$2');
    const customer = response.json().customer as AdminCustomerDetail;
    expect(customer).toMatchObject({
      name: 'Bindu Reserved',
      phone,
      parentCode: null,
      status: 'reserved',
      hasPassword: false,
      address: 'Round North',
      tier: 'Bronze',
      points: 0,
      childCount: 0,
      downlineSize: 0,
      hasHistory: false,
    });
    expect(customer.code).toMatch(/^A\d{3,}$/);
    const [row] = await t.db.query<{ status: string; is_reserved: boolean; parent_id: string | null }>(
      'select status, is_reserved, parent_id from customers where id = $1',
      [customer.id],
    );
    expect(row).toEqual({ status: 'active', is_reserved: true, parent_id: null });
    const signIn = await login(phone, 'anything');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(messages.customerLogin.noPassword);
    const audit = await auditOf(customer.id);
    expect(audit).toEqual([
      {
        action: 'customer.create',
        admin_id: await ownerId(),
        details: {
          after: {
            code: customer.code,
            name: 'Bindu Reserved',
            phone,
            parentCode: null,
            status: 'reserved',
            hasPassword: false,
          },
        },
      },
    ]);
  });

  it('adds a customer with a typed code and password under a parent: active, and they can sign in', async () => {
    const parent = await f.customer();
    const phone = uniquePhone();
    const response = await add({
      name: 'Chitra',
      phone,
      code: ' a4242 ',
      parentCode: parent.code.toLowerCase(),
      password: 'chitra-pass',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain('$2');
    expect(response.json().customer).toMatchObject({
      code: 'A4242',
      parentCode: parent.code,
      status: 'active',
      hasPassword: true,
    });
    expect((await login(phone, 'chitra-pass')).statusCode).toBe(200);
    const parentNow = (await get(parent.id)).json().customer as AdminCustomerDetail;
    expect(parentNow).toMatchObject({ childCount: 1, downlineSize: 1 });
    // The next free code skips a code typed by hand.
    await t.db.query(`select setval('customer_code_seq', 4241)`);
    const next = (await add({ name: 'Dinu', phone: uniquePhone() })).json().customer as AdminCustomerDetail;
    expect(next.code).toBe('A4243');
  });

  it('two admins adding the same phone or code at once: one is added, the other hears why', async () => {
    const phone = uniquePhone();
    const samePhone = await Promise.all(
      [1, 2].map((n) => add({ name: `Twin ${n}`, phone, password: 'twin-password' })),
    );
    expect(samePhone.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(samePhone.find((r) => r.statusCode === 400)!.json().error.message).toBe(
      messages.adminCustomers.phoneExists,
    );
    const sameCode = await Promise.all(
      [1, 2].map((n) =>
        add({ name: `Coded ${n}`, phone: uniquePhone(), code: 'B5151', password: 'twin-password' }),
      ),
    );
    expect(sameCode.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(sameCode.find((r) => r.statusCode === 400)!.json().error.message).toBe(
      messages.adminCustomers.codeExists,
    );
  });
});

describe('one customer', () => {
  it("unknown and malformed ids are 'Customer not found' (404)", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', 'A101', '1']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe(messages.customers.notFound);
    }
  });

  it('shows the detail: address, downline, history, never a hash', async () => {
    const buyer = await f.customer();
    const response = await get(buyer.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('$2');
    expect(response.body).not.toContain('password_hash');
    expect(response.json().customer).toMatchObject({
      id: buyer.id,
      hasPassword: true,
      hasHistory: false,
      address: '',
    });
    await f.givePoints(buyer.id, 5);
    expect((await get(buyer.id)).json().customer).toMatchObject({ hasHistory: true, points: 5 });
  });
});
