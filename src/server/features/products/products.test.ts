import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPrepared } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;
let silver: { cookies: Record<string, string>; id: string };
let bronze: { cookies: Record<string, string>; id: string };

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

interface Item {
  id: string;
  name: string;
  category: string;
  sellingPricePaise: number;
  [key: string]: unknown;
}
const list = async (query: string, cookies?: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}`, cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Item[]; nextCursor: string | null };
};

const validProduct = {
  name: 'Kerala Matta Rice 5 kg',
  description: 'Parboiled red rice from Palakkad.',
  category: 'Rice & Grains',
  mrpPaise: 45_000,
  pricePaise: 41_000,
  dummyPricePaise: 52_000,
  stockQuantity: 40,
};
const addProduct = (body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products', payload: body, cookies });
const countProducts = async () =>
  (await t.db.query<{ n: number }>('select count(*) as n from products'))[0]!.n;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
  silver = await signInCustomer(t, 'Silver');
  bronze = await signInCustomer(t, 'Bronze');
  await t.db.query(
    `insert into categories (name) values ('Rice & Grains'), ('Spices'), ('Dairy'), ('Paging Test')`,
  );
});
afterAll(() => t.close());

describe('POST /api/admin/products', () => {
  it('adds a product with default tier discounts and says how much point money it earns', async () => {
    const response = await addProduct({
      ...validProduct,
      category: 'rice & grains',
      unknownField: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const { product, pointMoneyPerUnitPaise } = response.json();
    expect(pointMoneyPerUnitPaise).toBe(4_000);
    expect(product).toMatchObject({
      name: 'Kerala Matta Rice 5 kg',
      category: 'Rice & Grains',
      mrpPaise: 45_000,
      pricePaise: 41_000,
      dummyPricePaise: 52_000,
      stockQuantity: 40,
      inStock: true,
      pointMoneyPaise: 4_000,
      tierDiscounts: { Bronze: 2, Silver: 3, Gold: 4, Diamond: 5 },
      imageUrl: '/images/product-placeholder.svg',
      hasImage: false,
    });
    expect(product).not.toHaveProperty('unknownField');
    const [audit] = await t.db.query<{ action: string; entity: string; details: { mrpPaise: number } }>(
      `select action, entity, details from audit_log where entity_id = $1`,
      [product.id],
    );
    expect(audit).toMatchObject({ action: 'create', entity: 'product', details: { mrpPaise: 45_000 } });
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'Please fill in all required fields'],
    ['MRP missing', { mrpPaise: null }, 'mrpPaise', 'Please fill in all required fields'],
    ['price missing', { pricePaise: undefined }, 'pricePaise', 'Please fill in all required fields'],
    ['description blank', { description: '   ' }, 'description', 'Please fill in all required fields'],
    ['category missing', { category: '' }, 'category', 'Please fill in all required fields'],
    ['stock missing', { stockQuantity: null }, 'stockQuantity', 'Please fill in all required fields'],
    [
      'price above MRP',
      { pricePaise: 45_001 },
      'pricePaise',
      'Company Profit Price cannot be higher than MRP',
    ],
    [
      'dummy equal to MRP',
      { dummyPricePaise: 45_000 },
      'dummyPricePaise',
      'Dummy price should be higher than MRP to show as an offer',
    ],
    [
      'dummy below MRP',
      { dummyPricePaise: 100 },
      'dummyPricePaise',
      'Dummy price should be higher than MRP to show as an offer',
    ],
    ['negative stock', { stockQuantity: -1 }, 'stockQuantity', 'Stock quantity cannot be negative'],
    // SPEC's order: the earlier rule wins when several are broken.
    [
      'missing field and price above MRP',
      { name: '', pricePaise: 99_999 },
      'name',
      'Please fill in all required fields',
    ],
    [
      'price above MRP and bad dummy',
      { pricePaise: 99_999, dummyPricePaise: 1 },
      'pricePaise',
      'Company Profit Price cannot be higher than MRP',
    ],
    [
      'bad dummy and negative stock',
      { dummyPricePaise: 1, stockQuantity: -5 },
      'dummyPricePaise',
      'Dummy price should be higher than MRP to show as an offer',
    ],
    [
      'data: image',
      { imageUrl: 'data:image/png;base64,AAAA' },
      'imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'javascript: image',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'http image',
      { imageUrl: 'http://example.com/a.png' },
      'imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'path outside uploads',
      { imageUrl: '/uploads/../etc/passwd' },
      'imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'tier discount over 100',
      { tierDiscounts: { Gold: 120 } },
      'tierDiscounts.Gold',
      'Tier discounts must be between 0 and 100 percent',
    ],
  ])('refuses %s with "%s" and stores nothing', async (_case, change, field, message) => {
    const before = await countProducts();
    const response = await addProduct({ ...validProduct, ...change });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.fields[field]).toBe(message);
    expect(await countProducts()).toBe(before);
  });

  it('refuses a category that does not exist, clearly', async () => {
    const response = await addProduct({ ...validProduct, category: 'Toys' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('There is no category named "Toys". Add the category first.');
  });

  it('accepts uploaded and https images, custom tier discounts, and no dummy price', async () => {
    const response = await addProduct({
      ...validProduct,
      name: 'Coconut Oil 1 L',
      dummyPricePaise: null,
      imageUrl: 'https://images.example.com/oil.webp',
      tierDiscounts: { Gold: 7.5 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({
      dummyPricePaise: null,
      imageUrl: 'https://images.example.com/oil.webp',
      hasImage: true,
      tierDiscounts: { Bronze: 2, Silver: 3, Gold: 7.5, Diamond: 5 },
    });
  });
});

describe('admin guard', () => {
  it('answers 401 to guests and 403 to customers on every admin product and category route, and changes nothing', async () => {
    const [{ id } = { id: '' }] = await t.db.query<{ id: string }>('select id from products limit 1');
    const [{ id: categoryId } = { id: '' }] = await t.db.query<{ id: string }>(
      `select id from categories where name = 'General'`,
    );
    const calls = [
      { method: 'GET' as const, url: '/api/admin/products' },
      { method: 'GET' as const, url: `/api/admin/products/${id}` },
      { method: 'POST' as const, url: '/api/admin/products', payload: validProduct },
      { method: 'PUT' as const, url: `/api/admin/products/${id}`, payload: validProduct },
      {
        method: 'DELETE' as const,
        url: `/api/admin/products/${id}`,
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/admin/categories', payload: { name: 'Sneaky' } },
      { method: 'PUT' as const, url: `/api/admin/categories/${categoryId}`, payload: { name: 'Sneaky' } },
      {
        method: 'DELETE' as const,
        url: `/api/admin/categories/${categoryId}`,
        headers: { 'content-type': 'application/json' },
      },
    ];
    const before = await countProducts();
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} as guest`).toBe(401);
      expect(
        (await t.app.inject({ ...call, cookies: silver.cookies })).statusCode,
        `${call.method} ${call.url} as customer`,
      ).toBe(403);
    }
    // Even a bad body is refused for who you are before what you sent.
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/products', payload: {} })).statusCode).toBe(
      401,
    );
    expect(await countProducts()).toBe(before);
    expect(await t.db.query('select name from categories where id = $1', [categoryId])).toEqual([
      { name: 'General' },
    ]);
  });
});

describe('GET /api/products', () => {
  let riceId: string;
  beforeAll(async () => {
    const [row] = await t.db.query<{ id: string }>(
      `select id from products where name = 'Kerala Matta Rice 5 kg'`,
    );
    riceId = row!.id;
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Kashmiri Chilli Powder 100 g', 'Bright red, mild.', id, 6000, 5000, 0 from categories where name = 'Spices'`,
    );
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Milma Toned Milk 500 ml', 'Fresh milk, 100% off-the-scale', id, 2600, 2400, 12 from categories where name = 'Dairy'`,
    );
  });

  it('shows guests and admins MRP and a Silver customer MRP less 3%', async () => {
    const priceFor = async (cookies?: Record<string, string>) =>
      (await list('?search=matta', cookies)).items.find((item) => item.id === riceId)!.sellingPricePaise;
    expect(await priceFor()).toBe(45_000);
    expect(await priceFor(admin)).toBe(45_000);
    expect(await priceFor(silver.cookies)).toBe(43_650);
    expect(await priceFor(bronze.cookies)).toBe(44_100);
  });

  it('never shows the company price or the tier discounts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products', cookies: silver.cookies });
    const item = response.json().items.find((i: Item) => i.id === riceId);
    expect(Object.keys(item).sort()).toEqual(
      [
        'category',
        'categoryMl', // its category's Malayalam name (docs/decisions/105)
        'description',
        'dummyPricePaise',
        'id',
        'imageUrl',
        'inStock',
        'mrpPaise',
        'name',
        'nameMl', // its Malayalam name and other names (docs/decisions/094)
        'aliases',
        'pointMoneyPaise',
        'sellingPricePaise',
        'stockQuantity',
        'unit', // what its prices and quantities are per (docs/decisions/084)
        'weighed',
      ].sort(),
    );
    expect(item).toMatchObject({
      mrpPaise: 45_000,
      dummyPricePaise: 52_000,
      pointMoneyPaise: 4_000,
      category: 'Rice & Grains',
    });
    expect(response.body).not.toMatch(/pricePaise"\s*:\s*41000|41000|tierDiscounts|discount_/);
  });

  it('searches product and category names, ignoring case, taking % and _ literally', async () => {
    expect((await list('?search=MATTA')).items.map((i) => i.name)).toEqual(['Kerala Matta Rice 5 kg']);
    expect((await list('?search=spic')).items.map((i) => i.name)).toEqual(['Kashmiri Chilli Powder 100 g']);
    expect((await list('?search=rice%20%26%20GRAINS')).items.map((i) => i.name).sort()).toEqual(
      ['Coconut Oil 1 L', 'Kerala Matta Rice 5 kg'].sort(),
    );
    expect((await list('?search=100%25')).items.map((i) => i.name)).toEqual([]);
    expect((await list('?search=_')).items).toEqual([]);
    expect((await list('?search=nothing-like-this')).items).toEqual([]);
  });

  it('matches one or two characters to the start of a word of the product or category name', async () => {
    await t.db.query(`insert into categories (name) values ('Qwerty Goods'), ('Word Test')`);
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select p.name, 'Test', c.id, 5000, 4000, 3
       from (values ('Qwerty Alpha 1 kg', 'Word Test'), ('Uqwerty Beta', 'Word Test'),
                    ('Plain Gamma', 'Qwerty Goods')) as p(name, category)
       join categories c on c.name = p.category`,
    );
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).items.map((i) => i.name).sort();
    // A word of the name ("Qwerty Alpha") or of the category ("Qwerty Goods"), not the middle of "Uqwerty".
    expect(await names('qw')).toEqual(['Plain Gamma', 'Qwerty Alpha 1 kg']);
    expect(await names('Q')).toEqual(['Plain Gamma', 'Qwerty Alpha 1 kg']);
    expect(await names('ga')).toEqual(['Plain Gamma']);
    // From three characters, anywhere.
    expect(await names('qwe')).toEqual(['Plain Gamma', 'Qwerty Alpha 1 kg', 'Uqwerty Beta']);
    expect(await names('amm')).toEqual(['Plain Gamma']);
  });

  it('after an order, shows the new stock of its products at once and keeps pages that do not show them', async () => {
    await t.db.query(`insert into categories (name) values ('Cache Left'), ('Cache Right')`);
    const [left, right] = await t.db.query<{ id: string }>(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select p.name, 'Test', c.id, 5000, 4000, 5
       from (values (1, 'Left Jar', 'Cache Left'), (2, 'Right Jar', 'Cache Right')) as p(n, name, category)
       join categories c on c.name = p.category order by p.n returning id`,
    );
    expect((await list('?category=Cache%20Left')).items[0]).toMatchObject({ stockQuantity: 5 });
    expect((await list('?category=Cache%20Right')).items[0]).toMatchObject({ name: 'Right Jar' });
    // A change this process does not know about (another process's edit) shows which pages were read again.
    await t.db.query(`update products set name = 'Right Jar (renamed)' where id = $1`, [right!.id]);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: silver.cookies,
      headers: { 'idempotency-key': 'cache-left-order' },
      payload: {
        items: [{ productId: left!.id, quantity: 2 }],
        delivery: { name: 'Silver Shopper', phone: '9847012345', pincode: '680001' },
        paymentMethod: 'cod',
      },
    });
    expect(order.statusCode).toBe(201);
    expect((await list('?category=Cache%20Left')).items[0]).toMatchObject({ stockQuantity: 3 });
    expect((await list('?category=Cache%20Right')).items[0]).toMatchObject({ name: 'Right Jar' });
  });

  it('filters by category name and reports stock', async () => {
    const { items } = await list('?category=Spices');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Kashmiri Chilli Powder 100 g',
      stockQuantity: 0,
      inStock: false,
      imageUrl: '/images/product-placeholder.svg',
    });
    expect((await list('?category=No%20Such')).items).toEqual([]);
    expect((await list('?category=Dairy&search=rice')).items).toEqual([]);
  });

  it('reads a page that is not cached with prepared statements only (planning cost as much as running them)', async () => {
    const query = vi.spyOn(t.db, 'query');
    try {
      expect((await list('?search=matta&limit=7')).items.map((i) => i.name)).toEqual([
        'Kerala Matta Rice 5 kg',
      ]);
      expect((await list('?category=Dairy&limit=3')).items.map((i) => i.name)).toContain(
        'Milma Toned Milk 500 ml',
      );
      expect((await list('?limit=2')).items).toHaveLength(2);
      const statements = query.mock.calls.map(([sql]) => sql);
      expect(statements.length).toBeGreaterThanOrEqual(4);
      expect(statements.filter((sql) => !isPrepared(sql))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('pages newest first without duplicates or gaps, even for rows created in one statement', async () => {
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Paging item ' || n, 'Test', c.id, 1000 + n, 900, n
       from categories c, generate_series(1, 23) n where c.name = 'Paging Test'`,
    );
    await t.db.query(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       select 'Paging item late', 'Test', id, 5000, 900, 1 from categories where name = 'Paging Test'`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: Item[]; nextCursor: string | null } = await list(
        `?category=Paging%20Test&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    const expected = await t.db.query<{ id: string }>(
      `select p.id from products p join categories c on c.id = p.category_id
       where c.name = 'Paging Test' order by p.created_at desc, p.id desc`,
    );
    expect(seen).toEqual(expected.map((row) => row.id));
    expect((await list('?category=Paging%20Test&limit=5')).items[0]!.name).toBe('Paging item late');

    // The same through a search (name branch and category branch of the query together).
    const searched: string[] = [];
    cursor = null;
    do {
      const page: { items: Item[]; nextCursor: string | null } = await list(
        `?search=PAGING&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      searched.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor && searched.length < 100);
    expect(searched).toEqual(expected.map((row) => row.id));
  });

  it('limits pages to 100 and refuses malformed cursors with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products?limit=101' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?limit=0' })).statusCode).toBe(400);
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-13-01T00:00:00.000000Z","x"]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["2026-02-31T00:00:00.000000Z","6b1c3f7e-2a41-4c58-9d0e-3f5a7b9c1d2e"]').toString(
        'base64url',
      ),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(errorOf(response).message).toBe('The page link is not valid. Please reload the list.');
    }
  });

  it('sends an ETag and private, no-cache; the same request with If-None-Match gets 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?limit=3' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A Silver customer sees other prices, so another ETag.
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=3',
      cookies: silver.cookies,
      headers: { 'if-none-match': etag },
    });
    expect(customer.statusCode).toBe(200);
  });
});

describe('PUT /api/admin/products/:id and GET one', () => {
  it('edits a product, keeps the image when none is given, keeps tier discounts not given, and audits', async () => {
    const created = (
      await addProduct({ ...validProduct, name: 'Ghee 500 ml', imageUrl: '/uploads/images/abc.webp' })
    ).json().product;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      cookies: admin,
      payload: {
        ...validProduct,
        name: 'Ghee 1 L',
        mrpPaise: 90_000,
        pricePaise: 80_000,
        dummyPricePaise: null,
        stockQuantity: 0,
        tierDiscounts: { Diamond: 10 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pointMoneyPerUnitPaise).toBe(10_000);
    expect(response.json().product).toMatchObject({
      name: 'Ghee 1 L',
      imageUrl: '/uploads/images/abc.webp',
      mrpPaise: 90_000,
      dummyPricePaise: null,
      inStock: false,
      tierDiscounts: { Bronze: 2, Silver: 3, Gold: 4, Diamond: 10 },
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${created.id}`,
      cookies: admin,
    });
    expect(one.json().product.name).toBe('Ghee 1 L');
    const audit = await t.db.query<{ details: { before: { name: string }; after: { name: string } } }>(
      `select details from audit_log where entity_id = $1 and action = 'update'`,
      [created.id],
    );
    expect(audit[0]!.details.before.name).toBe('Ghee 500 ml');
    expect(audit[0]!.details.after.name).toBe('Ghee 1 L');

    // Sending the placeholder back means "no image".
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      cookies: admin,
      payload: { ...validProduct, imageUrl: '/images/product-placeholder.svg' },
    });
    expect(cleared.json().product).toMatchObject({
      hasImage: false,
      imageUrl: '/images/product-placeholder.svg',
    });
  });

  it('applies the same rules and changes nothing on bad input', async () => {
    const created = (await addProduct({ ...validProduct, name: 'Jaggery 1 kg' })).json().product;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      cookies: admin,
      payload: { ...validProduct, pricePaise: 50_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Company Profit Price cannot be higher than MRP');
    const [row] = await t.db.query<{ price_paise: number }>(
      'select price_paise from products where id = $1',
      [created.id],
    );
    expect(row!.price_paise).toBe(41_000);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/6b1c3f7e-2a41-4c58-9d0e-3f5a7b9c1d2e',
      cookies: admin,
      payload: validProduct,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Product not found');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products/42', cookies: admin })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/products/abc',
          cookies: admin,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes the product; an earlier order line keeps its name and price', async () => {
    const product = (await addProduct({ ...validProduct, name: 'Banana Chips 250 g' })).json().product;
    const [customer] = await t.db.query<{ name: string; phone: string; code: string }>(
      'select name, phone, code from customers where id = $1',
      [silver.id],
    );
    await t.db.query(
      `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
         pincode, subtotal_paise, amount_paid_paise, point_money_paise)
       values ('ORD-1700000000000-TEST01', $1, $2, $3, $4, $2, $3, '680001', 43650, 43650, 4000)`,
      [silver.id, customer!.name, customer!.phone, customer!.code],
    );
    await t.db.query(
      `insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity, point_money_paise)
       values ('ORD-1700000000000-TEST01', 1, $1, 'Banana Chips 250 g', 45000, 43650, 1, 4000)`,
      [product.id],
    );

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    expect(await t.db.query('select 1 from products where id = $1', [product.id])).toHaveLength(0);
    const [line] = await t.db.query(
      'select product_id, name, unit_price_paise, quantity from order_items where order_id = $1',
      ['ORD-1700000000000-TEST01'],
    );
    expect(line).toEqual({
      product_id: null,
      name: 'Banana Chips 250 g',
      unit_price_paise: 43650,
      quantity: 1,
    });
    const audit = await t.db.query(`select 1 from audit_log where entity_id = $1 and action = 'delete'`, [
      product.id,
    ]);
    expect(audit).toHaveLength(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/admin/products', () => {
  it('lists with company price, tier discounts and timestamps, searched by name or category', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=SPICES',
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Kashmiri Chilli Powder 100 g',
      pricePaise: 5_000,
      tierDiscounts: { Bronze: 2, Silver: 3, Gold: 4, Diamond: 5 },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});
