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

describe('content pages', () => {
  it.each(['faq', 'shipping-policy', 'return-policy', 'privacy-policy'])(
    '%s has real default text',
    async (slug) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      const { page } = response.json();
      expect(page).toMatchObject({ slug, title: expect.any(String), updatedAt: expect.any(String) });
      expect(page.body.length).toBeGreaterThan(500);
      expect(page.body).not.toMatch(/^\s|\s$/);
    },
  );

  it('says what the shop promises: COD/UPI, 2-day returns, phone numbers only for orders', async () => {
    const body = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json().page.body as string;
    expect(await body('faq')).toMatch(/Cash on Delivery.*UPI/s);
    expect(await body('return-policy')).toContain('within 2 days');
    expect(await body('privacy-policy')).toContain('phone number is used only for your orders');
  });

  it('promises no delivery charge, since checkout asks for none', async () => {
    for (const slug of ['faq', 'shipping-policy']) {
      const { body } = (await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json().page;
      expect(body).not.toMatch(/delivery charge of|pay a ₹\d+ delivery charge|₹30/);
      expect(body).toMatch(/[Dd]elivery is free/);
    }
  });

  it('answers 404 for an unknown page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/terms' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/NOT%20A%20SLUG' })).statusCode).toBe(400);
  });

  it('lets the admin edit a page, audited; bad input changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/faq',
      cookies: admin,
      payload: { title: 'Questions', body: '## Hello\n\nWe deliver.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toMatchObject({
      slug: 'faq',
      title: 'Questions',
      body: '## Hello\n\nWe deliver.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/faq' })).json().page.title).toBe(
      'Questions',
    );
    expect(
      await t.db.query(`select 1 from audit_log where entity = 'content_page' and entity_id = 'faq'`),
    ).toHaveLength(1);

    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/faq',
      cookies: admin,
      payload: { title: 'Questions', body: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please fill in all required fields');
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/faq' })).json().page.body).toBe(
      '## Hello\n\nWe deliver.',
    );

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      cookies: admin,
      payload: { title: 'T', body: 'B' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('editing is for admins only', async () => {
    const payload = { title: 'Hacked', body: 'Hacked' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/pages/faq', payload })).statusCode).toBe(
      401,
    );
    const customer = await signInCustomer(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/pages/faq', payload, cookies: customer.cookies }))
        .statusCode,
    ).toBe(403);
  });
});
