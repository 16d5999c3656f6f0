import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;

/** name, phone, code: each customer has three orders, a day apart. */
const CUSTOMERS = [
  ['Sreeja K', '9847011111', 'A901'],
  ['K Sreeja', '9847022222', 'A902'],
  ['Usree Nair', '9498012345', 'A903'],
  ['Rakesh Menon', '7012398765', 'A904'],
  ['Anil Kumar', '6238100000', 'A905'],
  ['Zed Q', '6000000012', 'A9012'],
] as const;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
  await t.db.query(
    `insert into customers (name, phone, code, status)
     select c.name, c.phone, c.code, 'active' from unnest($1::text[], $2::text[], $3::text[]) as c(name, phone, code)`,
    [CUSTOMERS.map((c) => c[0]), CUSTOMERS.map((c) => c[1]), CUSTOMERS.map((c) => c[2])],
  );
  await t.db.query(
    `insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name,
                         delivery_phone, pincode, subtotal_paise, amount_paid_paise, order_date)
     select 'ORD-' || floor(extract(epoch from at) * 1000) || '-S' || c.rank || n, c.id, c.name, c.phone, c.code,
            c.name, c.phone, '680001', 10000, 10000, at
     from (select *, row_number() over (order by code) as rank from customers where code like 'A9%') c,
          generate_series(1, 3) n,
          lateral (select timestamptz '2026-01-01 10:00+05:30' + make_interval(days => n, mins => c.rank::int) as at) t`,
  );
});
afterAll(() => t.close());

async function search(term: string, limit = 100, cursor?: string) {
  const query = new URLSearchParams({ search: term, limit: String(limit), ...(cursor ? { cursor } : {}) });
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, cookies: admin });
  expect(response.statusCode, term).toBe(200);
  return response.json() as {
    items: { id: string; customerName: string; orderDate: string }[];
    nextCursor: string | null;
  };
}
const namesFound = async (term: string) => [
  ...new Set((await search(term)).items.map((o) => o.customerName)),
];

describe('admin purchase search', () => {
  it('matches one or two characters to the start of a word of the name', async () => {
    expect((await namesFound('sr')).sort()).toEqual(['K Sreeja', 'Sreeja K']);
    expect((await namesFound('K')).sort()).toEqual(['Anil Kumar', 'K Sreeja', 'Sreeja K']);
    expect(await namesFound('me')).toEqual(['Rakesh Menon']);
  });

  it('matches one or two digits to the start of the phone, however it is typed', async () => {
    expect((await namesFound('98')).sort()).toEqual(['K Sreeja', 'Sreeja K']);
    expect((await namesFound('+91 98')).sort()).toEqual(['K Sreeja', 'Sreeja K']);
    expect(await namesFound('7')).toEqual(['Rakesh Menon']);
  });

  it('does not match one or two characters inside codes and order ids, which all start alike', async () => {
    expect(await namesFound('A9')).toEqual([]);
    expect(await namesFound('OR')).toEqual([]);
    expect(await namesFound('17')).toEqual([]);
  });

  it('finds exactly the order, phone or customer code when a whole one is typed', async () => {
    expect(await namesFound('A901')).toEqual(['Sreeja K']);
    expect(await namesFound('a9012')).toEqual(['Zed Q']);
    expect(await namesFound('9847011111')).toEqual(['Sreeja K']);
    expect(await namesFound('+91 98470 11111')).toEqual(['Sreeja K']);
    const [one] = (await search('Rakesh')).items;
    expect((await search(one!.id.toLowerCase())).items.map((o) => o.id)).toEqual([one!.id]);
  });

  it('finds the orders whose id starts with what was typed, newest first', async () => {
    const all = (await search('ORD-1')).items;
    expect(all).toHaveLength(18);
    const day = all.filter((o) => o.orderDate.startsWith('2026-01-03'));
    const typed = day[0]!.id.slice(0, 12); // ORD- and 8 digits: the orders of about a day
    const found = (await search(typed.toLowerCase())).items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((o) => o.id.startsWith(typed))).toBe(true);
    expect(found.map((o) => o.id)).toEqual(all.filter((o) => o.id.startsWith(typed)).map((o) => o.id));
    expect((await search(`${day[0]!.id.slice(0, 18)}-S`)).items.map((o) => o.id)).toEqual(
      all.filter((o) => o.id.startsWith(`${day[0]!.id.slice(0, 18)}-S`)).map((o) => o.id),
    );
    expect((await search('ORD-2')).items).toEqual([]);
  });

  it('matches three characters or more anywhere in the name, phone, code or order id', async () => {
    expect((await namesFound('ree')).sort()).toEqual(['K Sreeja', 'Sreeja K', 'Usree Nair']);
    expect(await namesFound('8012')).toEqual(['Usree Nair']);
    expect((await namesFound('a90')).sort()).toEqual(
      ['Anil Kumar', 'K Sreeja', 'Rakesh Menon', 'Sreeja K', 'Usree Nair', 'Zed Q'].sort(),
    );
    const [one] = (await search('Rakesh')).items;
    expect((await search(one!.id.slice(4, 17))).items.map((o) => o.id)).toEqual([one!.id]);
  });

  it('lists matches newest first and pages through them without gaps or repeats', async () => {
    const all = (await search('k')).items;
    expect(all).toHaveLength(9);
    const dates = all.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search('k', 2, cursor);
      paged.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all.map((o) => o.id));
  });
});
