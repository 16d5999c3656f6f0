import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../domain/messages';
import { MAX_CHALLENGE_LEVEL, PROOF_HEADER } from '../../../domain/proof-of-work';
import { ensureFirstAdmin } from '../admins';
import { LOGIN_WINDOW_SECONDS } from '../../auth/login-throttle';
import { challengeOf, levelOf, solved } from '../../testing/proof-of-work';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';

const PASSWORD = 'secret123';
const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' };
/**
 * The shipped defaults: 30 failures per address, 10 per account (test-app raises them for other
 * tests). Challenges here take a hundredth of the shipped work per try, so solving one is quick.
 */
const QUICK_CHALLENGES = { PROOF_OF_WORK_ITERATIONS: '50' };
const DEFAULT_LIMITS = {
  LOGIN_ATTEMPTS_PER_ADDRESS: '30',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '10',
  ...QUICK_CHALLENGES,
};

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
  /** A solved challenge (solved()). */
  proof?: Record<string, string>;
}
const customerLogin = (
  app: TestApp,
  phone: string,
  password: string,
  { from, device, forwardedFor, proof }: From = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from ?? '203.0.113.7',
    headers: { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...proof },
    cookies: device ? { device } : {},
    payload: { phone, password },
  });
const adminLogin = (app: TestApp, password: string, { from, device, proof }: From = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    remoteAddress: from ?? '203.0.113.7',
    headers: { ...proof },
    cookies: device ? { device } : {},
    payload: { username: 'owner', password },
  });

/** Past a limit: 428 CHALLENGE_REQUIRED with a challenge to solve, never a refusal. */
function expectChallenge(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(428);
  expect(errorOf(response)).toEqual({ code: 'CHALLENGE_REQUIRED', message: messages.api.challengeRequired });
  expect(challengeOf(response).parameters.algorithm).toBe('PBKDF2/SHA-256');
  expect(response.headers['retry-after']).toBeUndefined();
}

/** Sends the request again with the challenge of its 428 answer solved. */
async function withSolution(
  first: LightMyRequestResponse,
  again: (proof: Record<string, string>) => Promise<LightMyRequestResponse>,
) {
  expectChallenge(first);
  return again(await solved(first));
}

async function appWithAdmin(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp({ ...ADMIN, ...env });
  await ensureFirstAdmin(app.db, app.config);
  return app;
}

describe('wrong passwords for one account', () => {
  it('are limited across addresses: 60 guesses from 6 addresses get 10 answers, the rest a challenge', async () => {
    const phone = await registeredPhone();
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 60; i++)
      responses.push(await customerLogin(t, phone, `guess-${i}`, { from: `198.51.100.${(i % 6) + 1}` }));
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 428)).toBe(50);
    expectChallenge(responses.at(-1)!);
    // The right password from a browser that never signed in here is asked for the work too, and
    // then always gets in.
    const owner = await customerLogin(t, phone, PASSWORD, { from: '198.51.100.99' });
    const signedIn = await withSolution(owner, (proof) =>
      customerLogin(t, phone, PASSWORD, { from: '198.51.100.99', proof }),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.phone).toBe(phone);
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
    expect(statuses(late)).toEqual(Array(10).fill(428));
    // Ten minutes after the guesses the account asks for no work at all.
    vi.setSystemTime(edge - 5_000 + tenMinutes + 1_000);
    expect((await customerLogin(t, phone, PASSWORD, { from })).statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot get past the limit, and the challenged ones are not counted', async () => {
    const phone = await registeredPhone();
    vi.useFakeTimers({ toFake: ['Date'] });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => customerLogin(t, phone, `wrong-${i}`, { from: '203.0.113.9' })),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(10);
    expect(count(codes, 428)).toBe(30);
    // Had the 30 unanswered guesses counted too, the account would still ask for work ten minutes on.
    vi.setSystemTime(Date.now() + 600_000);
    expect((await customerLogin(t, phone, PASSWORD, { from: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, so a regular customer is never asked for work', async () => {
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

describe('past the limit, a solved challenge', () => {
  it('lets a stranger behind a shared address (CGNAT) in after 30 wrong guesses at other phones', async () => {
    const phone = await registeredPhone();
    const carrier = '100.64.0.1';
    const started = Date.now();
    for (let i = 0; i < 30; i++)
      expect((await customerLogin(t, uniquePhone(), 'guess-123', { from: carrier })).statusCode).toBe(401);
    const first = await customerLogin(t, phone, PASSWORD, { from: carrier });
    // The address's bucket gives back one attempt every 600 s / 30 = 20 s: on a machine slow
    // enough to take that long over the guesses, the stranger is rightly let in without work.
    const bucketRefilled = Date.now() - started >= (LOGIN_WINDOW_SECONDS * 1000) / 30;
    const again =
      bucketRefilled && first.statusCode === 200
        ? first
        : await withSolution(first, (proof) => customerLogin(t, phone, PASSWORD, { from: carrier, proof }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.phone).toBe(phone);
  });

  it('lets the real admin in on a new browser after 12 wrong passwords from 12 addresses', async () => {
    const shop = await appWithAdmin(DEFAULT_LIMITS);
    try {
      for (let i = 0; i < 12; i++) await adminLogin(shop, `guess-${i}`, { from: `192.0.2.${i + 20}` });
      const first = await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: '198.51.100.77' });
      const again = await withSolution(first, (proof) =>
        adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: '198.51.100.77', proof }),
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().user).toMatchObject({ role: 'admin', username: 'owner' });
    } finally {
      await shop.close();
    }
  });
});

describe('past the limit, a solved challenge (an account limit of 2: one level per guess past it)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ LOGIN_ATTEMPTS_PER_ACCOUNT: '2', ...QUICK_CHALLENGES });
  });
  afterAll(() => small.close());
  const login = (phone: string, password: string, options: From = {}) =>
    customerLogin(small, phone, password, options);
  /** A registered phone whose account has just reached its limit. */
  async function atTheLimit(from = '198.51.100.120'): Promise<string> {
    const phone = await registeredPhone(small);
    for (let i = 0; i < 2; i++) expect((await login(phone, `guess-${i}`, { from })).statusCode).toBe(401);
    return phone;
  }

  it('has a wrong password checked and answered as wrong, and counted: every further guess needs new work', async () => {
    const phone = await atTheLimit();
    const guess = await withSolution(await login(phone, 'guess-x'), (proof) =>
      login(phone, 'guess-x', { proof }),
    );
    expect(guess.statusCode).toBe(401);
    expect(errorOf(guess).message).toBe(messages.customerLogin.invalid);
    expectChallenge(await login(phone, 'guess-y'));
  });

  it('works once: the same solution sent again is asked for new work, even with the right password', async () => {
    const phone = await atTheLimit();
    const proof = await solved(await login(phone, 'guess-x'));
    expect((await login(phone, 'guess-x', { proof })).statusCode).toBe(401);
    const replayed = await login(phone, PASSWORD, { proof });
    expectChallenge(replayed);
    // Replays in parallel: at most one of them is checked.
    const parallelProof = await solved(replayed);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(phone, `again-${i}`, { proof: parallelProof })),
    );
    expect(statuses(parallel).sort()).toEqual([401, 428, 428, 428, 428]);
  });

  it('is good only for the account it was issued for, only unaltered, and only for five minutes', async () => {
    const phone = await atTheLimit();
    const other = await atTheLimit();
    const forPhone = await solved(await login(phone, 'guess-x'));
    expectChallenge(await login(other, PASSWORD, { proof: forPhone }));

    // An easier challenge than the server signed: the signature no longer matches.
    const payload = JSON.parse(Buffer.from(forPhone[PROOF_HEADER]!, 'base64').toString('utf8'));
    payload.challenge.parameters.cost = 1;
    const altered = { [PROOF_HEADER]: Buffer.from(JSON.stringify(payload)).toString('base64') };
    expectChallenge(await login(phone, PASSWORD, { proof: altered }));
    expectChallenge(await login(phone, PASSWORD, { proof: { [PROOF_HEADER]: 'not base64 json' } }));

    // Two more wrong guesses, each paid for, keep the account asking for work beyond five minutes
    // (a hit drains in five); the challenge for the next try is still worth its level then.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 2; i++) {
      const proof = await solved(await login(phone, 'guess-z'));
      expect((await login(phone, 'guess-z', { proof })).statusCode).toBe(401);
    }
    const fresh = await solved(await login(phone, 'guess-z'));
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    expectChallenge(await login(phone, PASSWORD, { proof: fresh }));
  });

  it('grows harder with every guess past the limit, to a cap, and refuses easier work collected earlier', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const from = '198.51.100.123';
    const phone = await atTheLimit(from);
    const first = await login(phone, 'guess-x', { from });
    expect(levelOf(first)).toBe(0);
    const collected = await solved(await login(phone, 'guess-x', { from }));
    const levels: number[] = [];
    let next = first;
    for (let i = 0; i < MAX_CHALLENGE_LEVEL + 2; i++) {
      const guess = await login(phone, `guess-${i}`, { from, proof: await solved(next) });
      expect(guess.statusCode).toBe(401);
      next = await login(phone, 'guess-next', { from });
      levels.push(levelOf(next));
    }
    // One level every guess past the account's limit of 2 (half the limit), up to the cap.
    expect(levels).toEqual([1, 2, 3, 4, 4, 4]);
    expect(MAX_CHALLENGE_LEVEL).toBe(4);
    // A level-0 challenge solved before the guesses no longer gets a request checked.
    expectChallenge(await login(phone, PASSWORD, { from, proof: collected }));
    // The owner still gets in, at the top level.
    const owner = await login(phone, PASSWORD, { from: '198.51.100.124' });
    expect(levelOf(owner)).toBe(MAX_CHALLENGE_LEVEL);
    const signedIn = await withSolution(owner, (proof) =>
      login(phone, PASSWORD, { from: '198.51.100.124', proof }),
    );
    expect(signedIn.statusCode).toBe(200);
    // An attack that stops is forgotten at the limit's steady pace: no work at all within 35 minutes.
    vi.setSystemTime(Date.now() + 35 * 60_000);
    expect((await login(phone, PASSWORD, { from })).statusCode).toBe(200);
  });
});

describe('a browser that signed in before (device cookie)', () => {
  it('is not asked for work on the admin account by strangers failing on the shop’s shared address', async () => {
    const shop = await appWithAdmin(DEFAULT_LIMITS);
    try {
      const wifi = '192.0.2.10';
      const signedIn = await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi });
      expect(signedIn.statusCode).toBe(200);
      const device = deviceOf(signedIn);
      // Strangers on the same Wi-Fi: 40 guesses at the admin, 30 more at other accounts.
      for (let i = 0; i < 40; i++) await adminLogin(shop, `guess-${i}`, { from: wifi });
      for (let i = 0; i < 30; i++) await customerLogin(shop, uniquePhone(), 'guess', { from: wifi });
      expectChallenge(await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi }));

      const owner = await adminLogin(shop, ADMIN.ADMIN_PASSWORD, { from: wifi, device });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user).toMatchObject({ role: 'admin', username: 'owner' });
    } finally {
      await shop.close();
    }
  });

  it('is itself limited when it guesses wrong repeatedly, without asking others for work', async () => {
    const phone = await registeredPhone();
    const device = deviceOf(await customerLogin(t, phone, PASSWORD, { from: '198.51.100.30' }));
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (await customerLogin(t, phone, `guess-${i}`, { from: '198.51.100.30', device })).statusCode,
      );
    expect(guesses).toEqual([...Array(10).fill(401), 428, 428]);
    expectChallenge(await customerLogin(t, phone, PASSWORD, { from: '198.51.100.30', device }));
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
    expectChallenge(await customerLogin(t, stranger, PASSWORD, { device: d2 }));
    expectChallenge(await customerLogin(t, first, PASSWORD, { device: d1 }));
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
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3', ...QUICK_CHALLENGES });
    try {
      const attempt = () => customerLogin(limited, uniquePhone(), 'guess-123');
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      expectChallenge(await attempt());
    } finally {
      await limited.close();
    }
  });
});

describe('registrations', () => {
  it('are limited per address: past the limit each one carries a solved challenge', async () => {
    const limited = await startTestApp({ REGISTRATIONS_PER_ADDRESS: '2', ...QUICK_CHALLENGES });
    try {
      const attempt = (proof?: Record<string, string>) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { ...proof },
          payload: { name: 'R', phone: uniquePhone(), password: PASSWORD, confirmPassword: PASSWORD },
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      const third = await attempt();
      expectChallenge(third);
      const proof = await solved(third);
      expect((await attempt(proof)).statusCode).toBe(201);
      // Each registration past the limit needs its own work.
      expectChallenge(await attempt(proof));
      expectChallenge(await attempt());
    } finally {
      await limited.close();
    }
  });
});

describe('an IPv6 client', () => {
  it('is one address for its whole /64, which a phone or home line is given', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3', ...QUICK_CHALLENGES });
    try {
      const from = (i: number) => `2001:db8:4a1:7::${(i + 1).toString(16)}`;
      for (let i = 0; i < 3; i++)
        expect((await customerLogin(limited, uniquePhone(), 'guess-123', { from: from(i) })).statusCode).toBe(
          401,
        );
      expectChallenge(await customerLogin(limited, uniquePhone(), 'guess-123', { from: from(9) }));
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
  /** Wrong guesses at unknown phones, so only the per-address limit can ask for work. */
  const guessFrom = (app: TestApp, from: string, forwardedFor?: string) =>
    customerLogin(app, uniquePhone(), 'guess-123', { from, forwardedFor });
  const spoof = (i: number) => `203.0.113.${i % 250}`;

  it('with TRUST_PROXY=true believes only the address our one proxy added: 60 spoofed headers get 5 answers', async () => {
    const limited = await startTestApp({
      TRUST_PROXY: 'true',
      LOGIN_ATTEMPTS_PER_ADDRESS: '5',
      ...QUICK_CHALLENGES,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++)
        codes.push((await guessFrom(limited, '10.0.0.2', `${spoof(i)}, 198.51.100.7`)).statusCode);
      expect(count(codes, 401)).toBe(5);
      expect(count(codes, 428)).toBe(55);
      // Another real client behind the same proxy is not affected.
      expect((await guessFrom(limited, '10.0.0.2', `${spoof(5)}, 198.51.100.8`)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY=2 believes the address two hops in, and nothing further left', async () => {
    const limited = await startTestApp({
      TRUST_PROXY: '2',
      LOGIN_ATTEMPTS_PER_ADDRESS: '5',
      ...QUICK_CHALLENGES,
    });
    try {
      for (let i = 0; i < 5; i++)
        expect((await guessFrom(limited, '10.0.0.2', `${spoof(i)}, 198.51.100.7, 10.0.0.3`)).statusCode).toBe(
          401,
        );
      expectChallenge(await guessFrom(limited, '10.0.0.2', `${spoof(9)}, 198.51.100.7, 10.0.0.3`));
      expect((await guessFrom(limited, '10.0.0.2', `198.51.100.9, 10.0.0.3`)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, a request from any other address is counted by that address', async () => {
    const limited = await startTestApp({
      TRUST_PROXY: '10.0.0.2',
      LOGIN_ATTEMPTS_PER_ADDRESS: '3',
      ...QUICK_CHALLENGES,
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await guessFrom(limited, '198.51.100.50', spoof(i))).statusCode).toBe(401);
      expectChallenge(await guessFrom(limited, '198.51.100.50', spoof(7)));
      expect((await guessFrom(limited, '10.0.0.2', '198.51.100.51')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('without TRUST_PROXY ignores X-Forwarded-For altogether', async () => {
    const limited = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '3', ...QUICK_CHALLENGES });
    try {
      for (let i = 0; i < 3; i++)
        expect((await guessFrom(limited, '198.51.100.60', spoof(i))).statusCode).toBe(401);
      expectChallenge(await guessFrom(limited, '198.51.100.60', spoof(8)));
    } finally {
      await limited.close();
    }
  });
});
