import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogPage } from '../../../domain/audit-log.schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** GET /api/admin/audit-log and its CSV (issue 12, items 10 and 11). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let adminId: string;
let otherAdminId: string;
let customer: { id: string; code: string };
let product: { id: string; name: string };

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  [{ id: adminId }] = (await t.db.query<{ id: string }>(
    `select id from admin_users where username = 'owner'`,
  )) as [{ id: string }];
  [{ id: otherAdminId }] = (await t.db.query<{ id: string }>(
    `insert into admin_users (username, name, password_hash) values ('helper', 'Helper Admin', 'x') returning id`,
  )) as [{ id: string }];
  customer = await f.customer({ name: 'Sreeja K' });
  product = await f.product({ name: 'Matta Rice 5 kg', stock: 40 });

  // What the admin does through the API: a points change and a stock change.
  const points = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${customer.id}`,
    cookies: admin,
    payload: { points: 250, reason: 'Festival gift' },
  });
  expect(points.statusCode, points.body).toBe(200);
  const stock = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    cookies: admin,
    headers: json,
    payload: {
      name: 'Matta Rice 5 kg',
      description: 'test product',
      category: 'General',
      mrpPaise: 10000,
      pricePaise: 9000,
      stockQuantity: 7,
    },
  });
  expect(stock.statusCode, stock.body).toBe(200);
  // Older rows, by another admin: 20 and 40 days ago (IST noon), then a batch for paging.
  await t.db.query(
    `insert into audit_log (admin_id, action, entity, entity_id, details, created_at) values
       ($1, 'offer.create', 'offer', null, '{"title":"Onam offer"}', (((now() at time zone 'Asia/Kolkata')::date - 20) + time '12:00') at time zone 'Asia/Kolkata'),
       ($1, 'settings.update', 'settings', null,
        '{"before":{"pointValuePaise":100,"redemptionCapPercent":50},"after":{"pointValuePaise":150,"redemptionCapPercent":50}}',
        (((now() at time zone 'Asia/Kolkata')::date - 40) + time '12:00') at time zone 'Asia/Kolkata')`,
    [otherAdminId],
  );
});
afterAll(() => t.close());

const page = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, cookies: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditLogPage;
};
const istDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

describe('the audit log', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const buyer = await f.customer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      cookies: buyer.cookies,
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows who did what to which customer or product, when, with before and after, newest first', async () => {
    const { items } = await page('?limit=100');
    const [stock, points] = items;
    expect(stock).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: product.id,
      subject: 'Matta Rice 5 kg',
      admin: { id: adminId, username: 'owner' },
      details: { before: { stockQuantity: 40 }, after: { stockQuantity: 7 } },
    });
    expect(points).toMatchObject({
      action: 'customer.points',
      entity: 'customer',
      entityId: customer.id,
      subject: `Sreeja K (${customer.code})`,
      details: { before: { points: 0 }, after: { points: 250 }, reason: 'Festival gift' },
    });
    const times = items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by kind, action, admin and Asia/Kolkata days', async () => {
    const ids = (p: AuditLogPage) => p.items.map((item: AuditEntry) => `${item.entity}:${item.action}`);
    expect(ids(await page('?entity=customer'))).toEqual(['customer:customer.points']);
    expect(ids(await page('?entity=product&action=update'))).toEqual(['product:update']);
    expect(ids(await page('?entity=product&action=delete'))).toEqual([]);
    expect(ids(await page(`?adminId=${otherAdminId}`))).toEqual([
      'offer:offer.create',
      'settings:settings.update',
    ]);
    expect(ids(await page(`?from=${istDay(25)}&to=${istDay(15)}`))).toEqual(['offer:offer.create']);
    expect(ids(await page(`?from=${istDay(20)}&to=${istDay(20)}`))).toEqual(['offer:offer.create']);
    expect(ids(await page(`?to=${istDay(30)}`))).toEqual(['settings:settings.update']);
    expect(ids(await page(`?from=${istDay(0)}&adminId=${adminId}`))).toEqual([
      'product:update',
      'customer:customer.points',
    ]);
  });

  it('pages on without repeating or skipping rows, also among rows written at the same moment', async () => {
    await t.db.query(
      `insert into audit_log (admin_id, action, entity, entity_id, created_at)
       select $1, 'handle', 'contact_message', g::text, now() - interval '1 hour' from generate_series(1, 7) g`,
      [adminId],
    );
    const all = (await page('?limit=100')).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AuditLogPage = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(all).toHaveLength(11);
  });

  it("refuses a start after the end with SPEC's words, and filters it does not know", async () => {
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?from=${istDay(1)}&to=${istDay(2)}`,
      cookies: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('Start date cannot be after end date');
    const actionAlone = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=update',
      cookies: admin,
    });
    expect(actionAlone.statusCode).toBe(400);
    expect(actionAlone.json().error.message).toBe('Pick a kind first');
    for (const query of ['?entity=nothing', '?adminId=nope', '?from=23-11-2026', '?cursor=bad'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, cookies: admin }))
          .statusCode,
      ).toBe(400);
  });

  it('lists the admins for the filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/admins',
      cookies: admin,
    });
    expect(response.json().items.map((a: { username: string }) => a.username)).toEqual(['helper', 'owner']);
  });
});

describe('the audit log CSV', () => {
  it('has the filtered rows in the screen’s words, with before → after', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/export?entity=customer',
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('When,Admin,Action,Kind,Subject,ID,Changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Points changed,Customers,Sreeja K (${customer.code}),${customer.id},`);
    expect(lines[1]).toMatch(/,Points: 0 → 250; Reason: Festival gift$/);

    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/export?entity=settings',
      cookies: admin,
    });
    // Only what changed, in rupees.
    expect(settings.body).toContain(',Point value: ₹1.00 → ₹1.50\r\n');
  });

  it('refuses a start after the end', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log/export?from=${istDay(1)}&to=${istDay(2)}`,
      cookies: admin,
    });
    expect(response.statusCode).toBe(400);
  });
});
