import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { newToken } from '../../auth/tokens';
import { solved } from '../../testing/proof-of-work';
import { insertResetLink } from '../../testing/reset-links';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'fresh-pass-1';
const errorOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

const check = (token: string, app: TestApp = t, proof: Record<string, string> = {}) =>
  app.app.inject({
    method: 'GET',
    url: `/api/auth/password-reset?token=${encodeURIComponent(token)}`,
    headers: proof,
  });
const reset = (body: Record<string, unknown>, app: TestApp = t, proof: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: body, headers: proof });
const resetWith = (
  token: string,
  password = NEW_PASSWORD,
  app: TestApp = t,
  proof?: Record<string, string>,
) => reset({ token, password, confirmPassword: password }, app, proof);
const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
const hashOf = async (customerId: string) =>
  (
    await t.db.query<{ password_hash: string | null }>('select password_hash from customers where id = $1', [
      customerId,
    ])
  )[0]!.password_hash;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('GET /api/auth/password-reset: is the link usable?', () => {
  it("answers until when, and only the customer's first name: never the phone or a hash", async () => {
    const customer = await f.customer({ name: 'Sreeja Krishnan Nair' });
    const expiresAt = minutesFromNow(30);
    const token = await insertResetLink(t.db, customer.id, { expiresAt });
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresAt: expiresAt.toISOString(), firstName: 'Sreeja' });
    expect(response.body).not.toContain(customer.phone);
    expect(response.body).not.toContain('Krishnan');
    expect(response.body).not.toMatch(/\$2[aby]\$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an unknown, forged or missing token is not a valid link (400)', async () => {
    for (const token of [newToken(), 'forged', '']) {
      const response = await check(token);
      expect(response.statusCode, token).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'RESET_LINK_INVALID',
        message: messages.passwordReset.linkInvalid,
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(errorOf(missing).message).toBe(messages.passwordReset.linkInvalid);
    const huge = await check('x'.repeat(500));
    expect([huge.statusCode, errorOf(huge).message]).toEqual([400, messages.passwordReset.linkInvalid]);
  });

  it('an expired link says so (410), and so does a used one', async () => {
    const customer = await f.customer();
    const expired = await insertResetLink(t.db, customer.id, { expiresAt: minutesFromNow(-1) });
    const response = await check(expired);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response)).toMatchObject({
      code: 'RESET_LINK_EXPIRED',
      message: messages.passwordReset.linkExpired,
    });
    const used = await insertResetLink(t.db, customer.id, { usedAt: new Date() });
    const usedResponse = await check(used);
    expect(usedResponse.statusCode).toBe(410);
    expect(errorOf(usedResponse)).toMatchObject({
      code: 'RESET_LINK_USED',
      message: messages.passwordReset.linkUsed,
    });
  });

  it("a disabled customer's link cannot be used (403, the sign-in's message)", async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [customer.id]);
    const response = await check(token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: messages.customerLogin.disabled,
    });
  });
});

describe('POST /api/auth/password-reset: a new password through the link', () => {
  it('sets the password, uses the link up and signs the customer out everywhere', async () => {
    const customer = await f.customer();
    const other = await f.customer();
    const otherHash = await hashOf(other.id);
    const secondDevice = await login(customer.phone, 'secret123');
    expect(secondDevice.statusCode).toBe(200);
    const token = await insertResetLink(t.db, customer.id);
    // This process now holds the session in its cache (reads use it for two seconds).
    expect((await me(customer.cookies)).statusCode).toBe(200);

    const response = await resetWith(token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await login(customer.phone, 'secret123')).statusCode).toBe(401);
    const signedIn = await login(customer.phone, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toMatch(/\$2[aby]\$/);
    expect((await hashOf(customer.id))!).toMatch(/^\$2b\$10\$/);
    // Both earlier sessions ended (the cached one in this process too).
    expect((await me(customer.cookies)).statusCode).toBe(401);
    expect((await me({ sid: secondDevice.cookies.find((c) => c.name === 'sid')!.value })).statusCode).toBe(
      401,
    );
    // The link is used: a second use fails, and checking it says so.
    const again = await resetWith(token, 'another-pass-2');
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).message).toBe(messages.passwordReset.linkUsed);
    expect(errorOf(await check(token)).message).toBe(messages.passwordReset.linkUsed);
    expect((await login(customer.phone, NEW_PASSWORD)).statusCode).toBe(200);
    // Other customers are untouched: their password and session.
    expect(await hashOf(other.id)).toBe(otherHash);
    expect((await me(other.cookies)).statusCode).toBe(200);
  });

  it("ends the customer's other unused links, and leaves other customers' links usable", async () => {
    const customer = await f.customer();
    const other = await f.customer();
    const first = await insertResetLink(t.db, customer.id);
    const second = await insertResetLink(t.db, customer.id);
    const othersLink = await insertResetLink(t.db, other.id);
    expect((await resetWith(second)).statusCode).toBe(204);
    expect(errorOf(await resetWith(first)).message).toBe(messages.passwordReset.linkUsed);
    expect((await check(othersLink)).statusCode).toBe(200);
  });

  it('makes a Reserved customer (no password) able to sign in', async () => {
    const phone = uniquePhone();
    const [row] = await t.db.query<{ id: string }>(
      `insert into customers (name, phone, code, status, is_reserved)
       values ('Reserved Raji', $1, next_customer_code(), 'active', true) returning id`,
      [phone],
    );
    expect(errorOf(await login(phone, NEW_PASSWORD)).message).toBe(messages.customerLogin.noPassword);
    const token = await insertResetLink(t.db, row!.id);
    expect((await resetWith(token)).statusCode).toBe(204);
    const [after] = await t.db.query<{ is_reserved: boolean }>(
      'select is_reserved from customers where id = $1',
      [row!.id],
    );
    expect(after!.is_reserved).toBe(false);
    expect((await login(phone, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses expired, forged and missing tokens, changing nothing', async () => {
    const customer = await f.customer();
    const before = await hashOf(customer.id);
    const expired = await insertResetLink(t.db, customer.id, { expiresAt: minutesFromNow(-0.1) });
    const expiredResponse = await resetWith(expired);
    expect([expiredResponse.statusCode, errorOf(expiredResponse).message]).toEqual([
      410,
      messages.passwordReset.linkExpired,
    ]);
    for (const token of [newToken(), `${expired}x`, '']) {
      const response = await resetWith(token);
      expect([response.statusCode, errorOf(response).code], token).toEqual([400, 'RESET_LINK_INVALID']);
    }
    expect(await hashOf(customer.id)).toBe(before);
    expect((await me(customer.cookies)).statusCode).toBe(200);
  });

  it('refuses a disabled customer, changing nothing', async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [customer.id]);
    const before = await hashOf(customer.id);
    const response = await resetWith(token);
    expect([response.statusCode, errorOf(response).message]).toEqual([403, messages.customerLogin.disabled]);
    expect(await hashOf(customer.id)).toBe(before);
    await t.db.query(`update customers set status = 'active' where id = $1`, [customer.id]);
    expect((await check(token)).statusCode).toBe(200);
  });

  it("applies registration's password rules, in its order, before looking at the link", async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ token }, 'password', messages.register.requiredFields],
      [
        { token, password: 'abcdef', confirmPassword: 'abcdeg' },
        'confirmPassword',
        messages.register.passwordsDoNotMatch,
      ],
      [{ token, password: 'abc', confirmPassword: 'abc' }, 'password', messages.register.passwordTooShort],
      [
        { token, password: 'a'.repeat(73), confirmPassword: 'a'.repeat(73) },
        'password',
        messages.register.passwordTooLong,
      ],
      [
        { token, password: 'മ'.repeat(25), confirmPassword: 'മ'.repeat(25) },
        'password',
        messages.register.passwordTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await reset(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { [field]: message },
      });
    }
    // None of them used the link.
    expect((await check(token)).statusCode).toBe(200);
    expect((await resetWith(token, 'a'.repeat(72))).statusCode).toBe(204);
  });

  it('lets one of two simultaneous uses win; the other hears the link was used', async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    const [a, b] = await Promise.all([resetWith(token, 'first-pass-1'), resetWith(token, 'second-pass-2')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 410]);
    const winner = a.statusCode === 204 ? 'first-pass-1' : 'second-pass-2';
    expect((await login(customer.phone, winner)).statusCode).toBe(200);
  });
});

describe('unusable links are limited per address, as sign-in failures are', () => {
  it('asks for a solved challenge once the address has failed too often; usable links cost nothing', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3', PROOF_OF_WORK_ITERATIONS: '50' });
    try {
      const [row] = await limited.db.query<{ id: string }>(
        `insert into customers (name, phone, code, status) values ('Limit', $1, next_customer_code(), 'active')
         returning id`,
        [uniquePhone()],
      );
      const token = await insertResetLink(limited.db, row!.id);
      for (let i = 0; i < 5; i += 1) expect((await check(token, limited)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await check(newToken(), limited)).statusCode).toBe(400);
      const challenged = await check(token, limited);
      expect(challenged.statusCode).toBe(428);
      expect(errorOf(challenged)).toEqual({
        code: 'CHALLENGE_REQUIRED',
        message: messages.api.challengeRequired,
      });
      const challengedReset = await resetWith(token, NEW_PASSWORD, limited);
      expect(challengedReset.statusCode).toBe(428);
      // The customer behind the same address gets through by solving it: the page, then the reset.
      expect((await check(token, limited, await solved(challenged))).statusCode).toBe(200);
      const again = await resetWith(token, NEW_PASSWORD, limited);
      expect((await resetWith(token, NEW_PASSWORD, limited, await solved(again))).statusCode).toBe(204);
      // A guessed token paid for is still only a wrong guess.
      const guess = await check(newToken(), limited);
      expect((await check(newToken(), limited, await solved(guess))).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
