import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from '../../testing/test-users';

/**
 * Malayalam names, other names and the search that understands Manglish (issue 26,
 * docs/decisions/094 and 095), on whatever ctype the database has: the embedded server's C and a
 * server's C.UTF-8 must find the same.
 */
let t: TestApp;
let admin: Record<string, string>;

interface Item {
  id: string;
  name: string;
  nameMl: string;
  aliases: string[];
  [key: string]: unknown;
}
const search = async (term: string, path = '/api/products', extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${path}?search=${encodeURIComponent(term)}${extra}`,
    cookies: path === '/api/products' ? undefined : admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Item[]; nextCursor: string | null };
};
const names = async (term: string) => (await search(term)).items.map((item) => item.name);

const product = (name: string, nameMl: string, aliases: string[], category = 'Rice & Grains') => ({
  name,
  nameMl,
  aliases,
  description: `${name}, as the shop sells it.`,
  category,
  mrpPaise: 10_000,
  pricePaise: 9_000,
  stockQuantity: 10,
});
const add = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    payload: body,
    cookies: admin,
  });
  return response;
};

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
  await t.db.query(`insert into categories (name) values ('Rice & Grains'), ('Oils'), ('Snacks')`);
  // Oldest first: the rice is the oldest, so it comes first only by ranking.
  for (const body of [
    product('Kerala Matta Rice', 'മട്ട അരി', ['ari', 'matta', 'rice']),
    product('Coconut Oil 1 l', 'വെളിച്ചെണ്ണ', ['coconut oil'], 'Oils'),
    product('Curry Leaves', 'കറിവേപ്പില', ['kariveppila'], 'Snacks'),
    product('Banana Chips', 'ചിപ്സ്', [], 'Snacks'),
    product('Puffed Rice Crackers', 'പൊരി', [], 'Snacks'),
  ]) {
    expect((await add(body)).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('Malayalam names and other names', () => {
  it('keeps the Malayalam name in NFC with its zero-width joiners, and each other name once', async () => {
    const response = await add(
      product('Chicken Masala', 'ചിക്കന്\u200d മസാല'.normalize('NFD'), [' masala ', 'Masala', '', 'chikkan']),
    );
    expect(response.statusCode).toBe(201);
    const { product: saved } = response.json();
    expect(saved.nameMl).toBe('ചിക്കന്\u200d മസാല'.normalize('NFC'));
    expect(saved.nameMl).toContain('\u200d');
    expect(saved.aliases).toEqual(['masala', 'chikkan']);
    expect((await search('ചിക്കൻ')).items.map((item) => item.name)).toContain('Chicken Masala');
  });

  it('refuses more than ten other names, a long one and a long Malayalam name, changing nothing', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { aliases: Array.from({ length: 11 }, (_, i) => `word${i}`) },
        'aliases',
        'A product can have at most 10 other names',
      ],
      [{ aliases: ['x'.repeat(41)] }, 'aliases', 'Each other name can be at most 40 characters'],
      [{ nameMl: 'അ'.repeat(121) }, 'nameMl', 'Malayalam names can be at most 120 characters'],
    ];
    for (const [change, field, message] of cases) {
      const response = await add({ ...product('Too Much', '', []), ...change });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ [field]: message });
    }
    const after = (await t.db.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n;
    expect(after).toBe(before);
  });

  it('keeps the Malayalam name and other names when an edit leaves them out, and changes them when given', async () => {
    const [rice] = (await search('matta', '/api/admin/products')).items;
    const edit = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/products/${rice!.id}`, payload: body, cookies: admin });
    const { nameMl: _n, aliases: _a, ...withoutNames } = product('Kerala Matta Rice', '', []);
    expect((await edit(withoutNames)).json().product).toMatchObject({
      nameMl: 'മട്ട അരി',
      aliases: ['ari', 'matta', 'rice'],
    });
    const changed = (
      await edit({ ...withoutNames, aliases: ['ari', 'matta', 'rice', 'chuvanna ari'] })
    ).json();
    expect(changed.product.aliases).toContain('chuvanna ari');
    expect((await names('chuvanna')).includes('Kerala Matta Rice')).toBe(true);
  });

  it('gives categories a Malayalam name that the search reads by sound', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${(await t.db.query<{ id: string }>(`select id from categories where name = 'Oils'`))[0]!.id}`,
      payload: { name: 'Oils', nameMl: 'എണ്ണകൾ', description: '' },
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().category.nameMl).toBe('എണ്ണകൾ');
    expect(await names('ennakal')).toEqual(['Coconut Oil 1 l']);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().items;
    expect(categories.find((c: { name: string }) => c.name === 'Oils').nameMl).toBe('എണ്ണകൾ');
  });
});

describe('GET /api/products?search= reads Malayalam and Manglish', () => {
  it.each([['ari'], ['ary'], ['arii'], ['അരി'], ['matta'], ['ARI']])(
    '%s finds the rice first, though it is the oldest',
    async (term) => {
      const found = await search(term);
      expect(found.items[0]).toMatchObject({ name: 'Kerala Matta Rice', nameMl: 'മട്ട അരി' });
    },
  );

  it('finds coconut oil by its Malayalam name typed in any of the usual ways, or in part', async () => {
    for (const term of ['velichenna', 'velichena', 'welichenna', 'വെളിച്ചെണ്ണ', 'velich', 'വെളി', 'coconut'])
      expect([term, await names(term)]).toEqual([term, ['Coconut Oil 1 l']]);
  });

  it('finds by one or two letters at the start of a word, Malayalam too', async () => {
    expect(await names('വെ')).toEqual(['Coconut Oil 1 l']);
    expect(await names('ka')).toContain('Curry Leaves');
    expect(await names('ka')).not.toContain('Banana Chips');
  });

  it('still finds English names as written, and other names in part', async () => {
    expect(await names('chips')).toEqual(['Banana Chips']);
    expect(await names('ric')).toEqual(expect.arrayContaining(['Kerala Matta Rice', 'Puffed Rice Crackers']));
  });

  it('gives an empty list, not an error, for only combining marks, joiners or punctuation', async () => {
    for (const term of ['്', 'ി', '\u200d', '\u200c\u200d', 'ം്', '...'])
      expect([term, (await search(term)).items]).toEqual([term, []]);
  });

  it('reads mixed scripts and long terms without failing', async () => {
    expect(await names('matta അരി')).toEqual(['Kerala Matta Rice']);
    expect((await search('വെളിച്ചെണ്ണ'.repeat(9))).items).toEqual([]);
  });

  it('pages through a ranked search without repeating or losing a product', async () => {
    const all = (await search('ri', '/api/products', '&limit=100')).items.map((item) => item.id);
    const seen: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 20; guard++) {
      const page = await search(
        'ri',
        '/api/products',
        `&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen.sort()).toEqual([...all].sort());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps the ranking over pages when products of a matching category fill the page', async () => {
    await t.db.query(`insert into categories (name) values ('Ari Corner')`);
    for (const name of ['Steel Tin', 'Brass Lamp', 'Clay Pot'])
      expect((await add(product(name, '', [], 'Ari Corner'))).statusCode).toBe(201);
    const all = (await search('ari', '/api/products', '&limit=100')).items.map((item) => item.name);
    expect(all[0]).toBe('Kerala Matta Rice');
    const seen: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 20; guard++) {
      const page = await search(
        'ari',
        '/api/products',
        `&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.name));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen[0]).toBe('Kerala Matta Rice');
    expect([...seen].sort()).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['Steel Tin', 'Brass Lamp', 'Clay Pot']));
  });

  it('lets the admin search the same way, and shows nameMl and aliases there', async () => {
    const { items } = await search('ary', '/api/admin/products');
    expect(items[0]).toMatchObject({ name: 'Kerala Matta Rice', nameMl: 'മട്ട അരി' });
    expect(items[0]!.aliases).toContain('matta');
  });
});

describe('order lines keep the Malayalam name (docs/decisions/096)', () => {
  it('as it was when ordered, after the product is renamed', async () => {
    const fixtures = shopFixtures(t);
    const customer = await fixtures.customer();
    const [oil] = (await search('velichenna')).items;
    const placed = await fixtures.placeOrder(customer.cookies, {
      items: [{ productId: oil!.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as string;
    const { nameMl: _n, aliases: _a, ...rest } = product('Coconut Oil 1 l', '', [], 'Oils');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${oil!.id}`,
      payload: { ...rest, nameMl: 'ഉരുക്കുവെളിച്ചെണ്ണ' },
      cookies: admin,
    });
    expect(renamed.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      cookies: customer.cookies,
    });
    expect(order.json().order.items[0]).toMatchObject({ name: 'Coconut Oil 1 l', nameMl: 'വെളിച്ചെണ്ണ' });
  });
});
