import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { challengeOf, solved } from '../../testing/proof-of-work';
import { shopFixtures } from '../../testing/shop-fixtures';
import { sessionCookie, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
});
afterAll(() => t.close());

const PASSWORD = 'secret123';
const errorOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const saveProfile = (cookies: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', cookies, payload });
const changePassword = (
  cookies: Record<string, string> | undefined,
  payload: Record<string, unknown>,
  app: TestApp = t,
  proof: Record<string, string> = {},
) => app.app.inject({ method: 'PUT', url: '/api/profile/password', cookies, payload, headers: proof });
const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });

describe('PUT /api/profile: name and address', () => {
  it('saves them for the signed-in customer and answers the fresh user, without a hash', async () => {
    const customer = await f.customer({ name: 'Old Name' });
    const other = await f.customer({ name: 'Other Person' });
    expect((await me(customer.cookies)).json().user.name).toBe('Old Name'); // cached for reads now
    const response = await saveProfile(customer.cookies, {
      name: '  Anjali Menon ',
      address: ' Kunnathu House, Mullakkal, Alappuzha ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 'customer',
      id: customer.id,
      name: 'Anjali Menon',
      address: 'Kunnathu House, Mullakkal, Alappuzha',
      phone: customer.phone,
      code: customer.code,
    });
    expect(response.body).not.toMatch(/\$2[aby]\$/);
    // GET /api/auth/me adds its own nextRelease and nextExpiry (docs/decisions/074, 080): nothing
    // pending or expiring here.
    expect((await me(customer.cookies)).json().user).toEqual({
      ...response.json().user,
      nextRelease: null,
      nextExpiry: null,
    });
    expect((await me(other.cookies)).json().user.name).toBe('Other Person');
  });

  it('an empty address clears it; the name is required and capped as at registration', async () => {
    const customer = await f.customer();
    expect((await saveProfile(customer.cookies, { name: 'Raji', address: 'Somewhere' })).statusCode).toBe(
      200,
    );
    const cleared = await saveProfile(customer.cookies, { name: 'Raji' });
    expect(cleared.json().user.address).toBe('');

    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ', address: 'x' }, 'name', messages.register.requiredFields],
      [{}, 'name', messages.register.requiredFields],
      [{ name: 'a'.repeat(121) }, 'name', 'Must be at most 120 characters'],
      [{ name: 'Raji', address: 'a'.repeat(501) }, 'address', 'Must be at most 500 characters'],
      [{ name: 'Ra\u0000ji' }, 'name', 'Contains an invisible control character (NUL) that is not allowed'],
    ];
    for (const [body, field, message] of cases) {
      const response = await saveProfile(customer.cookies, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(errorOf(response)).toMatchObject({ message, fields: { [field]: message } });
    }
    expect((await me(customer.cookies)).json().user).toMatchObject({ name: 'Raji', address: '' });
    expect(
      (await saveProfile(customer.cookies, { name: 'a'.repeat(120), address: 'b'.repeat(500) })).statusCode,
    ).toBe(200);
  });

  it('is for customers only: a guest gets 401, an admin 403', async () => {
    const guest = await saveProfile(undefined, { name: 'X' });
    expect([guest.statusCode, errorOf(guest).message]).toEqual([401, messages.api.notSignedIn]);
    const admin = await saveProfile(await f.admin(), { name: 'X' });
    expect([admin.statusCode, errorOf(admin).message]).toEqual([403, messages.api.forbidden]);
  });
});

describe('PUT /api/profile/password: the current password, then the new one', () => {
  it('changes it, keeps this session and signs out the other devices only', async () => {
    const customer = await f.customer();
    const other = await f.customer();
    const secondDevice = sessionCookie(await login(customer.phone, PASSWORD));
    expect((await me(secondDevice)).statusCode).toBe(200); // cached for reads now

    const response = await changePassword(customer.cookies, {
      currentPassword: PASSWORD,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(customer.cookies)).statusCode).toBe(200);
    expect((await me(secondDevice)).statusCode).toBe(401);
    expect((await me(other.cookies)).statusCode).toBe(200);
    expect((await login(customer.phone, PASSWORD)).statusCode).toBe(401);
    expect((await login(customer.phone, 'brand-new-1')).statusCode).toBe(200);
    expect((await login(other.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with its message, changing nothing', async () => {
    const customer = await f.customer();
    const secondDevice = sessionCookie(await login(customer.phone, PASSWORD));
    const response = await changePassword(customer.cookies, {
      currentPassword: 'not-my-password',
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: messages.passwordReset.currentWrong,
      fields: { currentPassword: messages.passwordReset.currentWrong },
    });
    expect((await me(secondDevice)).statusCode).toBe(200);
    expect((await login(customer.phone, PASSWORD)).statusCode).toBe(200);
  });

  it("applies registration's rules to the new password, in its order", async () => {
    const customer = await f.customer();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { password: 'abcdef', confirmPassword: 'abcdef' },
        'currentPassword',
        messages.register.requiredFields,
      ],
      [{ currentPassword: PASSWORD }, 'password', messages.register.requiredFields],
      [
        { currentPassword: PASSWORD, password: 'abcdef', confirmPassword: 'abcxyz' },
        'confirmPassword',
        messages.register.passwordsDoNotMatch,
      ],
      [
        { currentPassword: PASSWORD, password: 'abc', confirmPassword: 'abc' },
        'password',
        messages.register.passwordTooShort,
      ],
      [
        { currentPassword: PASSWORD, password: '😀'.repeat(19), confirmPassword: '😀'.repeat(19) },
        'password',
        messages.register.passwordTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await changePassword(customer.cookies, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ message, fields: { [field]: message } });
    }
    expect((await login(customer.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('is for customers only: a guest gets 401, an admin 403', async () => {
    const body = { currentPassword: 'x', password: 'abcdef', confirmPassword: 'abcdef' };
    expect((await changePassword(undefined, body)).statusCode).toBe(401);
    expect((await changePassword(undefined, {})).statusCode).toBe(401);
    expect((await changePassword(await f.admin(), body)).statusCode).toBe(403);
  });

  it('limits wrong current passwords per session: past the limit each try carries a solved challenge', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ACCOUNT: '3', PROOF_OF_WORK_ITERATIONS: '50' });
    try {
      const customers = shopFixtures(limited);
      const customer = await customers.customer();
      const wrong = { currentPassword: 'guess', password: 'abcdef', confirmPassword: 'abcdef' };
      const right = { currentPassword: PASSWORD, password: 'abcdef', confirmPassword: 'abcdef' };
      for (let i = 0; i < 3; i += 1)
        expect((await changePassword(customer.cookies, wrong, limited)).statusCode).toBe(400);
      const challenged = await changePassword(customer.cookies, wrong, limited);
      expect(challenged.statusCode).toBe(428);
      expect(errorOf(challenged)).toEqual({
        code: 'CHALLENGE_REQUIRED',
        message: messages.api.challengeRequired,
      });
      // A wrong guess paid for is still checked, and the next one needs new work.
      const paid = await changePassword(customer.cookies, wrong, limited, await solved(challenged));
      expect(errorOf(paid).code).toBe('CURRENT_PASSWORD_WRONG');
      const next = await changePassword(customer.cookies, wrong, limited);
      expect(next.statusCode).toBe(428);
      expect(challengeOf(next).parameters.algorithm).toBe('PBKDF2/SHA-256');

      // The owner's own session (signed in elsewhere) is not held up: the thief's guesses were
      // counted against the session that made them. They change the password, which ends it.
      const owner = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: customer.phone, password: PASSWORD },
      });
      expect((await changePassword(sessionCookie(owner), right, limited)).statusCode).toBe(204);
      expect((await changePassword(customer.cookies, right, limited)).statusCode).toBe(401);
      // Another customer is not held up either.
      const other = await customers.customer();
      expect((await changePassword(other.cookies, right, limited)).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it('lets the right current password through once its challenge is solved', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ACCOUNT: '2', PROOF_OF_WORK_ITERATIONS: '50' });
    try {
      const customer = await shopFixtures(limited).customer();
      const wrong = { currentPassword: 'guess', password: 'abcdef', confirmPassword: 'abcdef' };
      const right = { currentPassword: PASSWORD, password: 'abcdef', confirmPassword: 'abcdef' };
      for (let i = 0; i < 2; i += 1) await changePassword(customer.cookies, wrong, limited);
      const challenged = await changePassword(customer.cookies, right, limited);
      expect(challenged.statusCode).toBe(428);
      const changed = await changePassword(customer.cookies, right, limited, await solved(challenged));
      expect(changed.statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/profile/language: the language a customer reads the shop in (docs/decisions/098)', () => {
  const saveLanguage = (cookies: Record<string, string> | undefined, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/language', cookies, payload: payload as object });

  it('is English until they choose Malayalam, which their next sign-in anywhere answers', async () => {
    const customer = await f.customer(); // its password is PASSWORD
    const other = await f.customer();
    expect((await me(customer.cookies)).json().user.language).toBe('en');
    const response = await saveLanguage(customer.cookies, { language: 'ml' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: customer.id, language: 'ml' });
    expect((await me(customer.cookies)).json().user.language).toBe('ml');
    const elsewhere = await login(customer.phone, PASSWORD);
    expect(elsewhere.json().user.language).toBe('ml');
    // The browser they signed in on reads the shop in it from its next page on.
    expect(elsewhere.cookies.find((cookie) => cookie.name === 'lang')).toMatchObject({
      value: 'ml',
      path: '/',
    });
    expect((await me(other.cookies)).json().user.language).toBe('en');
    expect((await saveLanguage(customer.cookies, { language: 'en' })).json().user.language).toBe('en');
  });

  it('refuses a language the shop does not speak with our 400, and keeps the one chosen', async () => {
    const customer = await f.customer();
    await saveLanguage(customer.cookies, { language: 'ml' });
    for (const payload of [{ language: 'hi' }, { language: 'ML' }, {}, { language: null }]) {
      const response = await saveLanguage(customer.cookies, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect((await me(customer.cookies)).json().user.language).toBe('ml');
  });

  it('is for a signed-in customer only', async () => {
    expect((await saveLanguage(undefined, { language: 'ml' })).statusCode).toBe(401);
    const owner = await f.admin();
    expect((await saveLanguage(owner, { language: 'ml' })).statusCode).toBe(403);
  });
});
