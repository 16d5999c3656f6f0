import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const addCategory = (payload: Record<string, unknown>, as: Record<string, string> | 'guest' = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    payload,
    cookies: as === 'guest' ? undefined : as,
  });
const categoryCount = async () =>
  (await t.db.query<{ n: number }>('select count(*) as n from categories'))[0]!.n;

describe('POST /api/admin/categories', () => {
  it('adds a category, trimmed, with an optional description, and audits it', async () => {
    const response = await addCategory({ name: '  Snacks  ', description: 'Chips and mixtures', extra: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().category).toEqual({
      id: expect.any(String),
      name: 'Snacks',
      description: 'Chips and mixtures',
      productCount: 0,
    });
    const plain = await addCategory({ name: 'Beverages' });
    expect(plain.json().category.description).toBe('');
    const audit = await t.db.query(`select 1 from audit_log where entity = 'category' and action = 'create'`);
    expect(audit).toHaveLength(2);
  });

  it('asks for a name with the SPEC message', async () => {
    const before = await categoryCount();
    for (const payload of [{}, { name: '   ' }, { description: 'no name' }]) {
      const response = await addCategory(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Please enter a category name',
        fields: { name: 'Please enter a category name' },
      });
    }
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const before = await categoryCount();
    const response = await addCategory({ name: 'SNACKS' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'A category named "SNACKS" already exists',
    });
    expect(await categoryCount()).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await addCategory({ name: 'Guests' }, 'guest')).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect((await addCategory({ name: 'Customers' }, customer.cookies)).statusCode).toBe(403);
  });
});

describe('GET /api/categories', () => {
  it('lists every category by name with product counts, with an ETag', async () => {
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Banana Chips ' || n, 'Crisp', id, 5000, 4000, 3 from categories, generate_series(1, 2) n where name = 'Snacks'`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { items } = response.json();
    expect(items.map((c: { name: string }) => c.name)).toEqual(['Beverages', 'General', 'Snacks']);
    expect(items.find((c: { name: string }) => c.name === 'Snacks').productCount).toBe(2);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
