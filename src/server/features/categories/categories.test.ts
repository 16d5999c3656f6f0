import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CATEGORY_LIST_SQL } from './categories.service';
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
      nameMl: '',
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
      code: 'CATEGORY_NAME_TAKEN',
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

describe('category product counts', () => {
  const product = (category: string, name = 'Counted item') => ({
    name,
    description: 'For counting',
    category,
    mrpPaise: 5000,
    pricePaise: 4000,
    stockQuantity: 5,
  });
  const listed = async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      items: { name: string; productCount: number }[];
    };
    return Object.fromEntries(items.map((c) => [c.name, c.productCount]));
  };
  const counted = async () =>
    Object.fromEntries(
      (
        await t.db.query<{ name: string; n: number }>(
          `select c.name, count(p.id)::int as n from categories c left join products p on p.category_id = c.id
           group by c.name`,
        )
      ).map((row) => [row.name, row.n]),
    );

  it('stay equal to the products in each category through adds, moves, deletes and bulk loads', async () => {
    await addCategory({ name: 'Count A' });
    await addCategory({ name: 'Count B' });
    const add = (category: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: product(category),
        cookies: admin,
      });
    const first = (await add('Count A')).json().product;
    await add('Count A');
    await add('Count B');
    expect(await listed()).toMatchObject({ 'Count A': 2, 'Count B': 1 });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${first.id}`,
      payload: product('Count B', 'Moved item'),
      cookies: admin,
    });
    expect(moved.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ 'Count A': 1, 'Count B': 2 });

    // An edit that keeps the category, and a stock change from an order, leave the counts alone.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${first.id}`,
      payload: product('Count B', 'Renamed item'),
      cookies: admin,
    });
    await t.db.query('update products set stock_quantity = stock_quantity - 1 where id = $1', [first.id]);
    expect(await listed()).toMatchObject({ 'Count A': 1, 'Count B': 2 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${first.id}`,
      headers: { 'content-type': 'application/json' },
      cookies: admin,
    });
    expect(removed.statusCode).toBe(204);
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Bulk ' || n, 'Seeded', c.id, 5000, 4000, 1
       from categories c, generate_series(1, 30) n where c.name in ('Count A', 'Count B')`,
    );
    await t.db.query(`delete from products where name like 'Bulk 1%'`);
    expect(await listed()).toEqual(await counted());
    expect(await listed()).toMatchObject({ 'Count A': 20, 'Count B': 20 });
  });

  it('are read from the categories alone, whatever the size of the catalogue', async () => {
    const [plan] = await t.db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${CATEGORY_LIST_SQL}`);
    expect(JSON.stringify(plan)).not.toContain('"products"');
    expect(JSON.stringify(plan)).toContain('"categories"');
  });
});

describe('PUT and DELETE /api/admin/categories/:id', () => {
  const json = { 'content-type': 'application/json' };
  const categoryNamed = async (name: string) =>
    (await t.db.query<{ id: string }>('select id from categories where name = $1', [name]))[0]!.id;
  const rename = (
    id: string,
    payload: Record<string, unknown>,
    as: Record<string, string> | 'guest' = admin,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${id}`,
      payload,
      cookies: as === 'guest' ? undefined : as,
    });
  const remove = (id: string, as: Record<string, string> | 'guest' = admin) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${id}`,
      headers: json,
      cookies: as === 'guest' ? undefined : as,
    });
  const addProduct = (category: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      cookies: admin,
      payload: {
        name,
        description: 'For the category tests',
        category,
        mrpPaise: 5000,
        pricePaise: 4000,
        stockQuantity: 5,
      },
    });
  const shopNames = async (query: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json() as {
        items: { name: string; category: string }[];
      }
    ).items;

  it('renames a category: its products, the shop (cached pages too) and the filter follow; audited', async () => {
    await addCategory({ name: 'Bakery', description: 'Bread' });
    await addProduct('Bakery', 'Rename Test Bun');
    await addProduct('Bakery', 'Rename Test Rusk');
    const id = await categoryNamed('Bakery');
    // The shop's page is cached now (docs/decisions/008), showing the old name.
    expect((await shopNames('search=Rename Test')).map((p) => p.category)).toEqual(['Bakery', 'Bakery']);

    const response = await rename(id, { name: '  Bakery & Sweets ', description: 'Bread, rusks and halwa' });
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toEqual({
      id,
      name: 'Bakery & Sweets',
      nameMl: '',
      description: 'Bread, rusks and halwa',
      productCount: 2,
    });

    expect((await shopNames('search=Rename Test')).map((p) => p.category)).toEqual([
      'Bakery & Sweets',
      'Bakery & Sweets',
    ]);
    expect(await shopNames('category=Bakery %26 Sweets')).toHaveLength(2);
    expect(await shopNames('category=Bakery')).toEqual([]);
    const adminList = (
      await t.app.inject({ method: 'GET', url: '/api/admin/products?search=Rename Test', cookies: admin })
    ).json().items as { category: string; categoryId: string }[];
    expect(adminList.map((p) => [p.category, p.categoryId])).toEqual([
      ['Bakery & Sweets', id],
      ['Bakery & Sweets', id],
    ]);

    const [audit] = await t.db.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where entity = 'category' and action = 'update' and entity_id = $1`,
      [id],
    );
    expect(audit!.details).toEqual({
      before: { name: 'Bakery', nameMl: '', description: 'Bread' },
      after: { name: 'Bakery & Sweets', nameMl: '', description: 'Bread, rusks and halwa' },
    });
  });

  it('gives the shop’s products their category’s Malayalam name, cached pages too; none reads empty', async () => {
    await addCategory({ name: 'Pickles', description: 'Homemade' });
    await addProduct('Pickles', 'Malayalam Test Mango Pickle');
    const id = await categoryNamed('Pickles');
    const categoryMl = async () =>
      (await shopNames('search=Malayalam Test')).map((p) => (p as { categoryMl?: string }).categoryMl);
    expect(await categoryMl()).toEqual(['']);

    expect((await rename(id, { name: 'Pickles', nameMl: 'അച്ചാറുകൾ' })).statusCode).toBe(200);
    expect(await categoryMl()).toEqual(['അച്ചാറുകൾ']);
  });

  it('keeps its own name in another case, and refuses another category’s name with a field message', async () => {
    const id = await categoryNamed('Beverages');
    const recased = await rename(id, { name: 'BEVERAGES' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().category.name).toBe('BEVERAGES');

    const taken = await rename(id, { name: 'snacks' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'CATEGORY_NAME_TAKEN',
      message: 'A category named "snacks" already exists',
      fields: { name: 'A category named "snacks" already exists' },
    });
    expect((await t.db.query('select name from categories where id = $1', [id]))[0]).toEqual({
      name: 'BEVERAGES',
    });
  });

  it('asks for a name with the SPEC message when renaming too', async () => {
    const response = await rename(await categoryNamed('General'), { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Please enter a category name' });
  });

  it('refuses to delete a category that holds products, saying how many; deletes an empty one', async () => {
    await addCategory({ name: 'Frozen' });
    const frozen = await categoryNamed('Frozen');
    await addProduct('Frozen', 'Delete Test Peas');
    await addProduct('Frozen', 'Delete Test Corn');
    await addProduct('Frozen', 'Delete Test Paratha');

    const refused = await remove(frozen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CATEGORY_NOT_EMPTY',
      message: '"Frozen" still has 3 products. Move them to another category or delete them first.',
    });
    expect(await shopNames('category=Frozen')).toHaveLength(3);

    await addCategory({ name: 'Empty Shelf', description: 'Nothing yet' });
    const empty = await categoryNamed('Empty Shelf');
    const deleted = await remove(empty);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.query('select 1 from categories where id = $1', [empty])).toEqual([]);
    const audit = await t.db.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where entity = 'category' and action = 'delete' and entity_id = $1`,
      [empty],
    );
    expect(audit.map((row) => row.details)).toEqual([{ name: 'Empty Shelf', description: 'Nothing yet' }]);
  });

  it('says one product in the singular', async () => {
    await addCategory({ name: 'Single' });
    await addProduct('Single', 'Delete Test Lone Item');
    const refused = await remove(await categoryNamed('Single'));
    expect(refused.json().error.message).toBe(
      '"Single" still has 1 product. Move it to another category or delete it first.',
    );
  });

  it('answers 404 for a category that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const response of [await rename(missing, { name: 'Ghost' }), await remove(missing)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
    }
  });

  it('is for admins only, and changes nothing for anyone else', async () => {
    const id = await categoryNamed('General');
    const customer = await signInCustomer(t);
    expect((await rename(id, { name: 'Guests' }, 'guest')).statusCode).toBe(401);
    expect((await remove(id, 'guest')).statusCode).toBe(401);
    expect((await rename(id, { name: 'Customers' }, customer.cookies)).statusCode).toBe(403);
    expect((await remove(id, customer.cookies)).statusCode).toBe(403);
    expect((await t.db.query('select name from categories where id = $1', [id]))[0]).toEqual({
      name: 'General',
    });
  });
});
