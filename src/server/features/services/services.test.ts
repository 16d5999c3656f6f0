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

const delivery = {
  title: 'Home Delivery within 5 km',
  description: 'Same-day doorstep delivery.',
  priceText: 'Free above ₹500, else ₹30',
  category: 'Delivery',
};
const addService = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/services', payload, cookies: admin });
const publicTitles = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/services' })).json().items as { title: string }[]).map(
    (s) => s.title,
  );

describe('services', () => {
  let id: string;

  it('adds a service with the placeholder image, active by default, and audits it', async () => {
    const response = await addService({ ...delivery, id: 'ignored' });
    expect(response.statusCode).toBe(201);
    const { service } = response.json();
    id = service.id;
    expect(service).toMatchObject({
      ...delivery,
      isActive: true,
      imageUrl: '/images/service-placeholder.svg',
      hasImage: false,
    });
    expect(
      await t.db.query(`select 1 from audit_log where entity = 'service' and entity_id = $1`, [id]),
    ).toHaveLength(1);
  });

  it.each(['title', 'description', 'priceText', 'category'])(
    'requires %s with the SPEC message',
    async (field) => {
      const before = (await t.db.query<{ n: number }>('select count(*) as n from services'))[0]!.n;
      const response = await addService({ ...delivery, [field]: ' ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Please fill in all required fields',
        fields: { [field]: 'Please fill in all required fields' },
      });
      expect((await t.db.query<{ n: number }>('select count(*) as n from services'))[0]!.n).toBe(before);
    },
  );

  it('refuses data: image URLs', async () => {
    const response = await addService({ ...delivery, imageUrl: 'data:image/png;base64,AAAA' });
    expect(response.statusCode).toBe(400);
  });

  it('edits a service, keeping image and status when they are not sent', async () => {
    await t.db.query(`update services set image_url = '/uploads/images/service/a.webp' where id = $1`, [id]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/services/${id}`,
      cookies: admin,
      payload: { ...delivery, title: 'Home Delivery within 6 km' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().service).toMatchObject({
      title: 'Home Delivery within 6 km',
      imageUrl: '/uploads/images/service/a.webp',
      isActive: true,
    });
  });

  it('toggles active; the public list shows only active services, newest first', async () => {
    const bulk = (
      await addService({
        title: 'Bulk Orders for Functions',
        description: 'Weddings.',
        priceText: 'Contact for quote',
        category: 'Orders',
      })
    ).json().service;
    expect(await publicTitles()).toEqual(['Bulk Orders for Functions', 'Home Delivery within 6 km']);

    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/active`,
      cookies: admin,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().service.isActive).toBe(false);
    expect(await publicTitles()).toEqual(['Bulk Orders for Functions']);

    const hidden = await addService({ ...delivery, title: 'Coming soon', isActive: false });
    expect(hidden.json().service.isActive).toBe(false);
    expect(await publicTitles()).toEqual(['Bulk Orders for Functions']);

    const on = await t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/active`,
      cookies: admin,
      payload: { isActive: true },
    });
    expect(on.json().service.isActive).toBe(true);
    expect(await publicTitles()).toContain('Home Delivery within 6 km');

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${bulk.id}/active`,
      cookies: admin,
      payload: { isActive: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists all services for the admin, searched by title or category', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/services', cookies: admin });
    expect(all.json().items).toHaveLength(3);
    const byCategory = await t.app.inject({
      method: 'GET',
      url: '/api/admin/services?search=ORDERS',
      cookies: admin,
    });
    expect(byCategory.json().items.map((s: { title: string }) => s.title)).toEqual([
      'Bulk Orders for Functions',
    ]);
    const byTitle = await t.app.inject({
      method: 'GET',
      url: '/api/admin/services?search=soon',
      cookies: admin,
    });
    expect(byTitle.json().items.map((s: { title: string }) => s.title)).toEqual(['Coming soon']);
  });

  it('deletes a service; unknown ids are 404 and malformed ids 400', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/services/${id}`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    expect(await publicTitles()).not.toContain('Home Delivery within 6 km');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/services/${id}`,
          cookies: admin,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/services/${id}`,
          cookies: admin,
          payload: delivery,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/services/not-a-uuid',
          cookies: admin,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps admin routes from guests (401) and customers (403)', async () => {
    const customer = await signInCustomer(t);
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/services' },
      { method: 'POST' as const, url: '/api/admin/services', payload: delivery },
    ]) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, cookies: customer.cookies })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/services cache validators', () => {
  it('answers 304 to its ETag until the list changes, then 200 with the new list', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/services' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect((await addService({ ...delivery, title: 'Gas cylinder booking' })).statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items[0].title).toBe('Gas cylinder booking');
  });
});
