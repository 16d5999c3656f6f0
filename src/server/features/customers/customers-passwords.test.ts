import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail, ResetLink } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { tokenDigest } from '../../auth/tokens';
import { sessionCookie, startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/** The Password Management tab's calls: set a password, make a reset link (issue 11, item 5). */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
let owner: string;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  owner = (await t.db.query<{ id: string }>(`select id from admin_users where username = 'owner'`))[0]!.id;
});
afterAll(() => t.close());

const SITE = 'http://localhost';
const setPassword = (id: string, body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/password`, cookies, payload: body });
const resetLink = (id: string, headers: Record<string, string> = { origin: SITE }, cookies = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${id}/reset-link`,
    cookies,
    headers: { 'content-type': 'application/json', ...headers },
  });
const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
const auditOf = (id: string) =>
  t.db.query<{ action: string; admin_id: string | null; details: Record<string, unknown> }>(
    'select action, admin_id, details from audit_log where entity_id = $1 order by id',
    [id],
  );
const addReserved = async () => {
  const phone = uniquePhone();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/customers',
    cookies: admin,
    payload: { name: 'Indu Reserved', phone },
  });
  return { ...(response.json().customer as AdminCustomerDetail), phone };
};

describe("setting a customer's password", () => {
  it('is for admins only, refuses short passwords and unknown customers', async () => {
    const buyer = await f.customer();
    expect((await setPassword(buyer.id, { password: 'new-secret' }, {})).statusCode).toBe(401);
    expect((await setPassword(buyer.id, { password: 'new-secret' }, buyer.cookies)).statusCode).toBe(403);
    const short = await setPassword(buyer.id, { password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(messages.register.passwordTooShort);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await setPassword(id, { password: 'new-secret' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(messages.customers.notFound);
    }
  });

  it('lets a Reserved customer sign in: no longer Reserved, audited without the hash', async () => {
    const reserved = await addReserved();
    expect((await login(reserved.phone, 'indu-password')).json().error.message).toBe(
      messages.customerLogin.noPassword,
    );
    const response = await setPassword(reserved.id, { password: 'indu-password' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const signIn = await login(reserved.phone, 'indu-password');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).not.toContain('$2');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${reserved.id}`,
      cookies: admin,
    });
    expect(detail.json().customer).toMatchObject({ status: 'active', hasPassword: true });
    expect(detail.body).not.toContain('$2');
    const audit = await auditOf(reserved.id);
    expect(audit.at(-1)).toEqual({
      action: 'customer.password',
      admin_id: owner,
      details: { before: { reserved: true }, after: { reserved: false }, sessionsEnded: 0 },
    });
    expect(JSON.stringify(audit)).not.toContain('$2');
  });

  it('ends every session the customer holds: their old cookies get 401, the new password works', async () => {
    const buyer = await f.customer();
    const second = sessionCookie(await login(buyer.phone, f.password));
    expect((await me(buyer.cookies)).statusCode).toBe(200);
    expect((await setPassword(buyer.id, { password: 'brand-new-pass' })).statusCode).toBe(204);
    expect((await me(buyer.cookies)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(buyer.phone, f.password)).statusCode).toBe(401);
    expect((await login(buyer.phone, 'brand-new-pass')).statusCode).toBe(200);
    expect((await auditOf(buyer.id)).at(-1)!.details).toMatchObject({ sessionsEnded: 2 });
    // The admin's own session is untouched.
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('makes a one-time link on the site the admin uses, valid 30 minutes, with a WhatsApp link', async () => {
    const buyer = await f.customer({ name: 'Jaya' });
    const before = Date.now();
    const response = await resetLink(buyer.id, { origin: 'https://shop.example', host: 'shop.example' });
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json() as ResetLink;
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/reset-password');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt - before).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - before).toBeLessThan(31 * 60_000);
    expect(link.whatsappUrl.startsWith(`https://wa.me/91${buyer.phone}?text=`)).toBe(true);
    const text = new URL(link.whatsappUrl).searchParams.get('text')!;
    expect(text).toContain('Jaya');
    expect(text).toContain('Fresh Mart');
    expect(text).toContain(link.url);

    // Only the token's digest is stored; the audit row has no token either.
    const [stored] = await t.db.query<{ token_hash: string; created_by: string; used_at: Date | null }>(
      'select token_hash, created_by, used_at from password_reset_tokens where customer_id = $1',
      [buyer.id],
    );
    expect(stored).toEqual({ token_hash: tokenDigest(token), created_by: owner, used_at: null });
    const audit = await auditOf(buyer.id);
    expect(audit).toEqual([
      { action: 'customer.reset_link', admin_id: owner, details: { expiresAt: link.expiresAt } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('a new link ends the earlier unused ones; so does setting a password', async () => {
    const buyer = await f.customer();
    const first = new URL((await resetLink(buyer.id)).json().url).searchParams.get('token')!;
    const second = new URL((await resetLink(buyer.id)).json().url).searchParams.get('token')!;
    const usable = async () =>
      (
        await t.db.query<{ token_hash: string }>(
          'select token_hash from password_reset_tokens where customer_id = $1 and used_at is null',
          [buyer.id],
        )
      ).map((row) => row.token_hash);
    expect(await usable()).toEqual([tokenDigest(second)]);
    expect(first).not.toBe(second);
    await setPassword(buyer.id, { password: 'another-pass' });
    expect(await usable()).toEqual([]);
  });

  it('is made only for a request from this site, by an admin, for a known customer', async () => {
    const buyer = await f.customer();
    const noOrigin = await resetLink(buyer.id, {});
    expect(noOrigin.statusCode).toBe(400);
    expect(noOrigin.json().error.message).toBe(messages.adminCustomers.resetLinkNeedsOrigin);
    // Another site never gets here: the cross-site guard refuses it first.
    expect((await resetLink(buyer.id, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await resetLink(buyer.id, { origin: SITE }, buyer.cookies)).statusCode).toBe(403);
    expect((await resetLink(buyer.id, { origin: SITE }, {})).statusCode).toBe(401);
    const missing = await resetLink('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(messages.customers.notFound);
    expect(
      await t.db.query('select 1 from password_reset_tokens where customer_id = $1', [buyer.id]),
    ).toEqual([]);
  });
});
