import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { shopFixtures } from './testing/shop-fixtures';
import { startTestApp, type TestApp } from './testing/test-app';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over real HTTP (the fast path sits in front of Fastify, where inject does not go). */
function send(app: FastifyInstance, method: string, path: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Everything an answer says but the moment it was sent. */
const comparable = ({ status, headers: { date: _date, ...headers }, body }: Answer) => ({
  status,
  headers,
  body: body.toString('base64'),
});

let t: TestApp;
let routed: FastifyInstance;
/** The slow way only: the same code and database, every request through Fastify. */
let slow: FastifyInstance;
/** Requests that reached Fastify in the app with the fast path. */
let reachedFastify = 0;
let customerCookie = '';
let productId = '';

beforeAll(async () => {
  t = await startTestApp();
  const shop = shopFixtures(t);
  for (let i = 0; i < 30; i++) productId = (await shop.product({ name: `Fast path rice ${i}` })).id;
  const buyer = await shop.customer();
  customerCookie = Object.entries(buyer.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  routed = await buildApp({ config: t.config, db: t.db });
  routed.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify += 1;
    done();
  });
  slow = await buildApp({ config: t.config, db: t.db }, { guestFastPath: false });
  await routed.listen({ port: 0, host: '127.0.0.1' });
  await slow.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await routed?.close();
  await slow?.close();
  await t?.close();
});

/** The same request to both apps: the answers must be the same, byte for byte; says whether Fastify saw it. */
async function bothWays(method: string, path: string, headers: Record<string, string> = {}) {
  const before = reachedFastify;
  const fast = await send(routed, method, path, headers);
  const tookFastify = reachedFastify > before;
  const slowAnswer = await send(slow, method, path, headers);
  expect(comparable(fast)).toEqual(comparable(slowAnswer));
  return { answer: fast, tookFastify };
}

describe("a guest's cached list read, answered before Fastify", () => {
  const list = '/api/products?limit=24';

  it('sends the same status, headers and bytes as the route, for every encoding, a revalidation and HEAD', async () => {
    // The route answers an address first; its first compressed answer is gzip, Brotli comes next.
    const before = reachedFastify;
    expect(
      (await send(routed, 'GET', list, { 'accept-encoding': 'br, gzip' })).headers['content-encoding'],
    ).toBe('gzip');
    expect(reachedFastify).toBe(before + 1);
    await send(slow, 'GET', list, { 'accept-encoding': 'br, gzip' });

    for (const acceptEncoding of ['br, gzip', 'gzip', 'br', 'identity', '']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const { answer, tookFastify } = await bothWays('GET', list, headers);
      expect(tookFastify).toBe(false);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const etag = String((await send(slow, 'GET', list)).headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, '"another"', '*']) {
      const revalidated = await bothWays('GET', list, {
        'accept-encoding': 'br, gzip',
        'if-none-match': ifNoneMatch,
      });
      expect(revalidated.tookFastify).toBe(false);
      expect(revalidated.answer.status).toBe(ifNoneMatch === '"another"' ? 200 : 304);
    }
    const head = await bothWays('HEAD', list, { 'accept-encoding': 'br, gzip' });
    expect(head.tookFastify).toBe(false);
    expect(head.answer.body.length).toBe(0);
  });

  it('leaves to the route what only it answers: a signed-in viewer, a new or bad address', async () => {
    const { answer } = await bothWays('GET', list, { 'accept-encoding': 'br, gzip' });

    const customer = await bothWays('GET', list, { cookie: customerCookie });
    expect(customer.tookFastify).toBe(true);
    expect(customer.answer.body.toString()).not.toBe(answer.body.toString());

    const bad = await bothWays('GET', '/api/products?limit=0');
    expect([bad.answer.status, bad.tookFastify]).toEqual([400, true]);

    const search = '/api/products?search=rice%2012&limit=24';
    expect((await bothWays('GET', search)).tookFastify).toBe(true);
    expect((await bothWays('GET', search)).tookFastify).toBe(false);
    // Another spelling of the same search is another address: the route answers it once.
    expect((await bothWays('GET', '/api/products?limit=24&search=rice+12')).tookFastify).toBe(true);

    const crossSite = await bothWays('GET', list, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect([crossSite.answer.status, crossSite.tookFastify]).toEqual([200, false]);
  });

  it('does not answer from a page an order dropped: the next read has the new stock', async () => {
    await bothWays('GET', list);
    const shop = shopFixtures(t);
    const buyer = await shop.customer();
    expect((await shop.placeOrder(buyer.cookies, { items: [{ productId, quantity: 3 }] })).statusCode).toBe(
      201,
    );
    const after = await send(routed, 'GET', list);
    const shown = (JSON.parse(after.body.toString()) as { items: { id: string; stockQuantity: number }[] })
      .items;
    expect(shown.find((item) => item.id === productId)?.stockQuantity).toBe(97);
  });
});
