import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;
let ipCounter = 0;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const message = {
  name: 'Lakshmi Menon',
  email: 'Lakshmi@Example.com',
  phone: '+91 98470 11111',
  subject: 'Onam kit',
  message: 'Do you take orders for Onam sadya kits?',
};
/** Each call from its own address unless one is given, so the rate limit only bites where tested. */
const send = (payload: Record<string, unknown>, remoteAddress = `10.0.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message for the admin', async () => {
    const response = await send({ ...message, extra: 'dropped' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await t.db.query(
      'select name, email, phone, subject, message, handled_at from contact_messages where id = $1',
      [id],
    );
    expect(row).toEqual({ ...message, email: 'lakshmi@example.com', handled_at: null });
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields'],
    [{ email: undefined }, 'email', 'Please fill in all required fields'],
    [{ subject: '  ' }, 'subject', 'Please fill in all required fields'],
    [{ message: '' }, 'message', 'Please fill in all required fields'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ message: 'x'.repeat(5001) }, 'message', 'That is too long; please shorten it'],
  ])('refuses %o with "%s"', async (change, field, text) => {
    const before = (await t.db.query<{ n: number }>('select count(*) as n from contact_messages'))[0]!.n;
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(text);
    expect((await t.db.query<{ n: number }>('select count(*) as n from contact_messages'))[0]!.n).toBe(
      before,
    );
  });

  it('phone is optional', async () => {
    const { phone: _phone, ...withoutPhone } = message;
    expect((await send(withoutPhone)).statusCode).toBe(201);
  });

  it('allows 10 messages an hour from one address', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await send(message, address)).statusCode).toBe(201);
    const blocked = await send(message, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await send(message, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('admin contact messages', () => {
  it('lists open messages newest first, pages them, and marks them handled', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?limit=5',
      cookies: admin,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(5);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const total = (await t.db.query<{ n: number }>('select count(*) as n from contact_messages'))[0]!.n;

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/contact-messages?status=all&limit=4${query}`,
          cookies: admin,
        })
      ).json();
      ids.push(...page.items.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);

    const target = page1.items[0];
    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${target.id}/handled`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toMatchObject({
      id: target.id,
      handledAt: expect.any(String),
      handledBy: expect.any(String),
    });

    const open = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages?status=open&limit=100',
        cookies: admin,
      })
    ).json();
    expect(open.items.map((m: { id: string }) => m.id)).not.toContain(target.id);
    const done = (
      await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?status=handled', cookies: admin })
    ).json();
    expect(done.items.map((m: { id: string }) => m.id)).toEqual([target.id]);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/contact-messages/6b1c3f7e-2a41-4c58-9d0e-3f5a7b9c1d2e/handled',
          cookies: admin,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?status=spam', cookies: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?cursor=zzz', cookies: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', cookies: customer.cookies }))
        .statusCode,
    ).toBe(403);
  });
});
