import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerList } from '../../../domain/customers.schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** The customers CSV and a customer's points ledger CSV (issue 12, item 11). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
const MANY = 4_500;

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
const download = (url: string, cookies = admin) => t.app.inject({ method: 'GET', url, cookies });

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  // More than two batches of customers, joined a second apart.
  await t.db.query(
    `insert into customers (name, phone, code, status, created_at, joined_at)
     select 'Bulk ' || g, (7000000000 + g)::text, 'B' || (1000 + g), 'active',
            now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $1) g`,
    [MANY],
  );
}, 60_000);
afterAll(() => t.close());

describe('the customers CSV', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers/export' })).statusCode).toBe(401);
    const buyer = await f.customer();
    expect((await download('/api/admin/customers/export', buyer.cookies)).statusCode).toBe(403);
  });

  it('has every customer, newest first, like the screen', async () => {
    const response = await download('/api/admin/customers/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'Code,Name,Phone,Parent code,Tier,Status,Points,Point money (₹),Total spent (₹),Direct referrals,Joined',
    );
    const [{ count }] = (await t.db.query<{ count: number }>(
      'select count(*)::int as count from customers',
    )) as [{ count: number }];
    expect(lines).toHaveLength(count + 1);
    const screen = (await download('/api/admin/customers?limit=5')).json() as CustomerList;
    expect(lines.slice(1, 6).map((line) => line.split(',')[0])).toEqual(screen.items.map((c) => c.code));
    expect(lines.at(-1)).toMatch(
      new RegExp(`^B${1000 + MANY},Bulk ${MANY},${7000000000 + MANY},,Bronze,Active,0,0\\.00,0\\.00,0,`),
    );
  });

  it('keeps to the search and status, with Malayalam names intact', async () => {
    const parent = await f.customer({ name: 'ശ്രീജ കെ' });
    await f.customer({ name: 'മനു', parentCode: parent.code, approve: false });
    const pending = csvLines((await download('/api/admin/customers/export?status=pending')).body);
    expect(pending).toHaveLength(2);
    expect(pending[1]).toMatch(
      new RegExp(`^A\\d+,മനു,\\d{10},${parent.code},Bronze,Pending,0,0\\.00,0\\.00,0,`),
    );
    const found = csvLines(
      (await download(`/api/admin/customers/export?search=${encodeURIComponent('ശ്രീജ')}`)).body,
    );
    expect(found.slice(1).map((line) => line.split(',')[1])).toEqual(['ശ്രീജ കെ']);
  });
});

describe("a customer's points ledger CSV", () => {
  it('lists every entry oldest first, with the balance after each, in the history’s words', async () => {
    const buyer = await f.customer({ name: 'Anjali' });
    const change = (points: number, reason: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/customers/${buyer.id}`,
        cookies: admin,
        payload: { points, reason },
      });
    expect((await change(120, 'Welcome, "first" gift')).statusCode).toBe(200);
    expect((await change(20, 'Correction')).statusCode).toBe(200);
    const response = await download(`/api/admin/customers/${buyer.id}/points/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`filename="points-${buyer.code}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('Date,Entry,Points,Balance,Point money (₹),Order ID,Note');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},"Adjusted by the shop: \+120 points \(Welcome, ""first"" gift\)",120,120,0\.00,,"Welcome, ""first"" gift"$/,
    );
    expect(lines[2]).toMatch(/,Adjusted by the shop: −100 points \(Correction\),-100,20,0\.00,,Correction$/);
  });

  it('says Customer not found for an unknown customer', async () => {
    const response = await download(
      '/api/admin/customers/00000000-0000-4000-8000-000000000000/points/export',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Customer not found');
  });
});
