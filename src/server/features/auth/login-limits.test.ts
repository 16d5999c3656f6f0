import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooManyRequestsFor } from '../../../domain/messages';
import { ensureFirstAdmin } from '../../bootstrap/first-admin';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';

const PASSWORD = 'secret123';
const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' };
/** The shipped defaults: 30 failures per address, 10 per account (test-app raises them for other tests). */
const DEFAULT_LIMITS = { LOGIN_ATTEMPTS_PER_ADDRESS: '30', LOGIN_ATTEMPTS_PER_ACCOUNT: '10' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(DEFAULT_LIMITS);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

/** The device cookie a response set (a browser that signed in keeps it). */
function deviceOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'device');
  if (!cookie) throw new Error(`no device cookie in response ${response.statusCode}: ${response.body}`);
  return cookie.value;
}

async function registeredPhone(app: TestApp = t): Promise<string> {
  const phone = uniquePhone();
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Limit Tester', phone, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return phone;
}

interface From {
  from?: string;
  device?: string;
  forwardedFor?: string;
}
const customerLogin = (
  app: TestApp,
  phone: string,
  password: string,
  { from, device, forwardedFor }: From = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from ?? '203.0.113.7',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    cookies: device ? { device } : {},
    payload: { phone, password },
  });
const adminLogin = (app: TestApp, password: string, { from, device }: From = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    remoteAddress: from ?? '203.0.113.7',
    cookies: device ? { device } : {},
    payload: { username: 'owner', password },
  });

async function appWithAdmin(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp({ ...ADMIN, ...env });
  await ensureFirstAdmin(app.db, app.config);
  return app;
}

describe('wrong passwords for one account', () => {
  it('are limited across addresses: 60 guesses from 6 addresses get 10 answers', async () => {
    const phone = await registeredPhone();
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 60; i++)
      responses.push(await customerLogin(t, phone, `guess-${i}`, { from: `198.51.100.${(i % 6) + 1}` }));
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 429)).toBe(50);
    const refused = responses.at(-1)!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: tooManyRequestsFor(retryAfter) });
    // Even the right password is refused for now to a browser that never signed in to this account.
    expect((await customerLogin(t, phone, PASSWORD, { from: '198.51.100.99' })).statusCode).toBe(429);
  });

  it('cannot get a second burst through at the edge of a 10-minute window', async () => {
    const phone = await registeredPhone();
    vi.useFakeTimers({ toFake: ['Date'] });
    const tenMinutes = 600_000;
    const edge = Math.ceil(Date.now() / tenMinutes) * tenMinutes;
    vi.setSystemTime(edge - 5_000);
    const from = '198.51.100.20';
    for (let i = 0; i < 10; i++)
      expect((await customerLogin(t, phone, `guess-${i}`, { from })).statusCode).toBe(401);
    vi.setSystemTime(edge + 4_000);
    const late = await Promise.all(
      Array.from({ length: 10 }, (_, i) => customerLogin(t, phone, `late-${i}`, { from: `198.51.100.${i}` })),
    );
    expect(statuses(late)).toEqual(Array(10).fill(429));
    // Nobody is locked out for good: ten minutes after the guesses, the account answers again.
    vi.setSystemTime(edge - 5_000 + tenMinutes + 1_000);
    expect((await customerLogin(t, phone, PASSWORD, { from })).statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot get past the limit, and the refused ones are not counted', async () => {
    const phone = await registeredPhone();
    vi.useFakeTimers({ toFake: ['Date'] });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => customerLogin(t, phone, `wrong-${i}`, { from: '203.0.113.9' })),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 429)).toBe(30);
    // Had the 30 refused guesses counted too, the account would still be closed ten minutes on.
    vi.setSystemTime(Date.now() + 600_000);
    expect((await customerLogin(t, phone, PASSWORD, { from: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, so a regular customer is not locked out', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ACCOUNT: '2', LOGIN_ATTEMPTS_PER_ADDRESS: '2' });
    try {
      const phone = await registeredPhone(limited);
      for (let i = 0; i < 5; i++)
        expect((await customerLogin(limited, phone, PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a browser that signed in before (device cookie)', () => {
  it('is not locked out of the admin account by strangers failing on the shop’s shared address', async () => {
    const shop = await appWithAdmin(DEFAULT_LIMITS);
    try {
      const wifi = '192.0.2.10';
      const signedIn = await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi });
      expect(signedIn.statusCode).toBe(200);
      const device = deviceOf(signedIn);
      // Strangers on the same Wi-Fi: 40 guesses at the admin, 30 more at other accounts.
      for (let i = 0; i < 40; i++) await adminLogin(shop, `guess-${i}`, { from: wifi });
      for (let i = 0; i < 30; i++) await customerLogin(shop, uniquePhone(), 'guess', { from: wifi });
      expect((await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi })).statusCode).toBe(429);

      const owner = await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi, device });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user).toMatchObject({ role: 'admin', username: 'owner' });
    } finally {
      await shop.close();
    }
  });

  it('is itself limited when it guesses wrong repeatedly, without closing the account to others', async () => {
    const phone = await registeredPhone();
    const device = deviceOf(await customerLogin(t, phone, PASSWORD, { from: '198.51.100.30' }));
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (await customerLogin(t, phone, `guess-${i}`, { from: '198.51.100.30', device })).statusCode,
      );
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await customerLogin(t, phone, PASSWORD, { from: '198.51.100.30', device })).statusCode).toBe(429);
    expect((await customerLogin(t, phone, PASSWORD, { from: '198.51.100.31' })).statusCode).toBe(200);
  });

  it('vouches only for the accounts that signed in on it, and is renewed on every sign-in', async () => {
    const first = await registeredPhone();
    const second = await registeredPhone();
    const stranger = await registeredPhone();
    const d1 = deviceOf(await customerLogin(t, first, PASSWORD, { from: '198.51.100.40' }));
    const d2 = deviceOf(await customerLogin(t, second, PASSWORD, { from: '198.51.100.40', device: d1 }));
    expect(d2).not.toBe(d1);
    for (const phone of [first, second, stranger])
      for (let i = 0; i < 10; i++) await customerLogin(t, phone, `guess-${i}`, { from: '198.51.100.41' });

    // Not for an account that never signed in on it, and not under the token it replaced.
    expect((await customerLogin(t, stranger, PASSWORD, { device: d2 })).statusCode).toBe(429);
    expect((await customerLogin(t, first, PASSWORD, { device: d1 })).statusCode).toBe(429);
    const asFirst = await customerLogin(t, first, PASSWORD, { device: d2 });
    expect(asFirst.statusCode).toBe(200);
    expect((await customerLogin(t, second, PASSWORD, { device: deviceOf(asFirst) })).statusCode).toBe(200);
  });

  it('is a long-lived HttpOnly, SameSite=Strict cookie sent only to sign-in, also after registering', async () => {
    const phone = uniquePhone();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Here', phone, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const cookie = registered.cookies.find((c) => c.name === 'device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    for (let i = 0; i < 10; i++) await customerLogin(t, phone, `guess-${i}`, { from: '198.51.100.50' });
    expect((await customerLogin(t, phone, PASSWORD, { device: cookie.value })).statusCode).toBe(200);
  });
});

describe('wrong passwords from one address', () => {
  it('are limited across accounts', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3' });
    try {
      const attempt = () => customerLogin(limited, uniquePhone(), 'guess-123');
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('registrations', () => {
  it('are limited per address', async () => {
    const limited = await startTestApp({ REGISTRATIONS_PER_ADDRESS: '2' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'R', phone: uniquePhone(), password: PASSWORD, confirmPassword: PASSWORD },
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('an IPv6 client', () => {
  it('is one address for its whole /64, which a phone or home line is given', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3' });
    try {
      const from = (i: number) => `2001:db8:4a1:7::${(i + 1).toString(16)}`;
      for (let i = 0; i < 3; i++)
        expect((await customerLogin(limited, uniquePhone(), 'guess-123', { from: from(i) })).statusCode).toBe(
          401,
        );
      expect((await customerLogin(limited, uniquePhone(), 'guess-123', { from: from(9) })).statusCode).toBe(
        429,
      );
      const neighbour = await customerLogin(limited, uniquePhone(), 'guess-123', {
        from: '2001:db8:4a1:8::1',
      });
      expect(neighbour.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  /** Wrong guesses at unknown phones, so only the per-address limit can refuse them. */
  const guessFrom = (app: TestApp, from: string, forwardedFor?: string) =>
    customerLogin(app, uniquePhone(), 'guess-123', { from, forwardedFor });
  const spoof = (i: number) => `203.0.113.${i % 250}`;

  it('with TRUST_PROXY=true believes only the address our one proxy added: 60 spoofed headers get 5 answers', async () => {
    const limited = await startTestApp({ TRUST_PROXY: 'true', LOGIN_ATTEMPTS_PER_ADDRESS: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++)
        codes.push((await guessFrom(limited, '10.0.0.2', `${spoof(i)}, 198.51.100.7`)).statusCode);
      expect(count(codes, 401)).toBe(5);
      expect(count(codes, 429)).toBe(55);
      // Another real client behind the same proxy is not affected.
      expect((await guessFrom(limited, '10.0.0.2', `${spoof(5)}, 198.51.100.8`)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY=2 believes the address two hops in, and nothing further left', async () => {
    const limited = await startTestApp({ TRUST_PROXY: '2', LOGIN_ATTEMPTS_PER_ADDRESS: '5' });
    try {
      for (let i = 0; i < 5; i++)
        expect((await guessFrom(limited, '10.0.0.2', `${spoof(i)}, 198.51.100.7, 10.0.0.3`)).statusCode).toBe(
          401,
        );
      expect((await guessFrom(limited, '10.0.0.2', `${spoof(9)}, 198.51.100.7, 10.0.0.3`)).statusCode).toBe(
        429,
      );
      expect((await guessFrom(limited, '10.0.0.2', `198.51.100.9, 10.0.0.3`)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, a request from any other address is counted by that address', async () => {
    const limited = await startTestApp({ TRUST_PROXY: '10.0.0.2', LOGIN_ATTEMPTS_PER_ADDRESS: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await guessFrom(limited, '198.51.100.50', spoof(i))).statusCode).toBe(401);
      expect((await guessFrom(limited, '198.51.100.50', spoof(7))).statusCode).toBe(429);
      expect((await guessFrom(limited, '10.0.0.2', '198.51.100.51')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('without TRUST_PROXY ignores X-Forwarded-For altogether', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await guessFrom(limited, '198.51.100.60', spoof(i))).statusCode).toBe(401);
      expect((await guessFrom(limited, '198.51.100.60', spoof(8))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
