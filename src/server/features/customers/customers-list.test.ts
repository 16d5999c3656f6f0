import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, CustomerList } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** GET /api/admin/customers: search, status filter, counts and pages (issue 11, item 1). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const list = async (query = '', cookies = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/customers${query}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain('$2');
  return response.json() as CustomerList;
};
const add = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/customers', cookies: admin, payload: body });
const codes = (items: AdminCustomer[]) => items.map((item) => item.code);

/** Counted from the customers table itself, the way the admin reads the statuses. */
async function countedByHand() {
  const [row] = await t.db.query<Record<string, number>>(
    `select count(*)::int as total,
            count(*) filter (where status = 'active' and not is_reserved)::int as active,
            count(*) filter (where status = 'pending' and not is_reserved)::int as pending,
            count(*) filter (where is_reserved and status <> 'rejected')::int as reserved,
            count(*) filter (where status = 'rejected')::int as disabled
     from customers`,
  );
  return row;
}

describe('the customer list', () => {
  it('is for admins only: guests get 401, customers 403', async () => {
    const buyer = await f.customer();
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/customers' });
    expect(guest.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      cookies: buyer.cookies,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('shows each customer with parent, status, password flag and children, newest first', async () => {
    const parent = await f.customer({ name: 'Lakshmi Parent' });
    const child = await f.customer({ name: 'Manu Child', parentCode: parent.code, approve: false });
    const reserved = (
      await add({ name: 'Nila Reserved', phone: uniquePhone(), parentCode: child.code })
    ).json().customer as AdminCustomer;
    const { items } = await list('?limit=3');
    expect(codes(items)).toEqual([reserved.code, child.code, parent.code]);
    expect(items[0]).toMatchObject({
      name: 'Nila Reserved',
      parentCode: child.code,
      status: 'reserved',
      hasPassword: false,
      childCount: 0,
      tier: 'Bronze',
      points: 0,
      totalSpentPaise: 0,
    });
    expect(items[1]).toMatchObject({
      status: 'pending',
      hasPassword: true,
      childCount: 1,
      parentCode: parent.code,
    });
    expect(items[2]).toMatchObject({ status: 'active', childCount: 1, parentCode: null });
    expect(Number.isNaN(Date.parse(items[2]!.joinedAt))).toBe(false);
  });

  it('counts customers by the status the admin sees (disabled wins over reserved), whatever the page', async () => {
    const disabledReserved = (await add({ name: 'Omana Disabled', phone: uniquePhone() })).json()
      .customer as AdminCustomer;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${disabledReserved.id}/disable`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    const rejected = await f.customer({ approve: false });
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [rejected.id]);
    const { counts } = await list('?limit=1&status=pending');
    expect(counts).toEqual(await countedByHand());
    expect(counts.disabled).toBeGreaterThanOrEqual(2);
    expect(counts.reserved).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(counts.active + counts.pending + counts.reserved + counts.disabled);
  });

  it('filters by status', async () => {
    const expected = await t.db.query<{ code: string; list_status: string }>(
      `select code, customer_list_status(status, is_reserved) as list_status from customers
       order by created_at desc, id desc`,
    );
    for (const status of ['active', 'pending', 'reserved', 'disabled'] as const) {
      const { items } = await list(`?status=${status}&limit=100`);
      expect(codes(items), status).toEqual(
        expected.filter((row) => row.list_status === status).map((row) => row.code),
      );
      expect(items.length, status).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?status=gone',
      cookies: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds a customer by name (anywhere from 3 characters, word starts below), phone as typed, or code', async () => {
    const phone = uniquePhone();
    const sreeja = await f.customer({ name: 'Sreeja Varghese' });
    await t.db.query('update customers set phone = $2 where id = $1', [sreeja.id, phone]);
    const other = await f.customer({ name: 'Usree Thomas' });
    expect(codes((await list('?search=sreeja')).items)).toEqual([sreeja.code]);
    expect(codes((await list('?search=VARGH')).items)).toEqual([sreeja.code]);
    // Two characters: the start of a word only ("Usree" does not start with "sr").
    expect(codes((await list('?search=sr')).items)).toContain(sreeja.code);
    expect(codes((await list('?search=sr')).items)).not.toContain(other.code);
    expect(codes((await list('?search=ree')).items)).toEqual([other.code, sreeja.code]);
    for (const typed of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`])
      expect(codes((await list(`?search=${encodeURIComponent(typed)}`)).items), typed).toEqual([sreeja.code]);
    expect(codes((await list(`?search=${sreeja.code.toLowerCase()}`)).items)).toEqual([sreeja.code]);
    expect(codes((await list(`?search=${phone.slice(0, 6)}`)).items)).toContain(sreeja.code);
    expect((await list('?search=nobody%20at%20all')).items).toEqual([]);
    // A search within a status.
    expect(codes((await list('?search=sreeja&status=active')).items)).toEqual([sreeja.code]);
    expect((await list('?search=sreeja&status=pending')).items).toEqual([]);
    expect((await list(`?search=${sreeja.code}&status=disabled`)).items).toEqual([]);
  });

  it('pages with a cursor, each customer once, and refuses a cursor it did not make', async () => {
    for (let i = 0; i < 7; i++) await f.customer({ name: `Paging Person ${i}` });
    const all = codes((await list('?limit=100')).items);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: CustomerList = await list(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...codes(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toEqual(all);
    const searched: string[] = [];
    cursor = null;
    do {
      const page: CustomerList = await list(`?search=paging&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      searched.push(...codes(page.items));
      cursor = page.nextCursor;
    } while (cursor);
    expect(searched).toHaveLength(7);
    expect(new Set(searched).size).toBe(7);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?cursor=nonsense',
      cookies: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(messages.pagination.badCursor);
  });

  it('can walk the status index for a status filter, newest first', async () => {
    // A few rows here, so the planner would rather scan: the question is whether the index serves the query.
    await t.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_bitmapscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select c.id from customers c where customer_list_status(c.status, c.is_reserved) = 'pending'
         order by c.created_at desc, c.id desc limit 26`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('customers_list_status_idx');
      expect(plan).not.toContain('Sort');
    });
  });

  it('a search within a status reads the status index alone, not a table page per customer', async () => {
    await t.db.query('vacuum customers'); // as autovacuum keeps it: pages all-visible
    await t.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_bitmapscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select c.id, (c.search_words like '% an%') as hit from customers c
          where customer_list_status(c.status, c.is_reserved) = 'reserved'
          order by c.created_at desc, c.id desc limit 10000`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('Index Only Scan using customers_list_status_idx');
      expect(plan).not.toContain('Sort');
    });
  });
});
