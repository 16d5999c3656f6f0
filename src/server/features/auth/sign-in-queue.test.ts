import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcryptHashesComputed, MAX_QUEUED } from '../../auth/bcrypt-pool';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Sign-ins while many arrive at once (issue 22; docs/decisions/052): past the password checks'
 * queue a sign-in is answered 503 at once, and one whose client has gone costs no bcrypt work.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let phone: string;
/** The pool's workers: the sign-in worker and one fewer low-priority ones than the cores. */
const WORKERS = Math.max(1, availableParallelism() - 1) + 1;
const BUSY = 'Many people are signing in right now. Please try again in a few seconds.';

beforeAll(async () => {
  // Limits high enough that the crowd below meets the queue, not the login limits.
  t = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: '1000', LOGIN_ATTEMPTS_PER_ACCOUNT: '1000' });
  f = shopFixtures(t);
  ({ phone } = await f.customer());
});
afterAll(() => t.close());

const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });

describe('a crowd signing in', () => {
  it('past the queue, a sign-in is answered 503 with Retry-After and our error body; it counts no guess', async () => {
    const answers = await Promise.all(
      Array.from({ length: WORKERS + MAX_QUEUED + 12 }, () => login('secret123')),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe('2');
      expect(a.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: BUSY } });
    }
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    const [kept] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from throttles where key like 'login:%' and busy_until > now()`,
    );
    expect(kept!.n).toBe(0);
    // Once the crowd has passed, the next one signs in.
    expect((await login('secret123')).statusCode).toBe(200);
  });

  it('sign-ins whose client closed the connection are dropped, not checked', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const before = bcryptHashesComputed();
    const body = JSON.stringify({ phone, password: 'secret123' });
    const requests = Array.from({ length: 12 }, () => {
      const sent = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      sent.on('error', () => {});
      sent.end(body);
      return sent;
    });
    await sleep(30);
    for (const sent of requests) sent.destroy();
    await sleep(1500);
    // At most the checks a worker had already started ran; the others never reached one.
    expect(bcryptHashesComputed() - before).toBeLessThanOrEqual(WORKERS);
  });
});
