import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { mountTinyDisk } from '../../testing/tiny-disk';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('GET /api/health answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/openapi.json documents every endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/admin/login',
      '/api/auth/logout',
      '/api/auth/me',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('parentCode');
  });

  it('serves a browsable docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('bad input', () => {
  it('unknown API routes are a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400 with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
    });
  });

  it('wrong types are a 400, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: 12345, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('oversized bodies are refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a server failure returns a generic message and no stack trace', async () => {
    const broken = await startTestApp();
    await broken.db.close();
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: '9847012345', password: 'whatever' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});

/** SQL on the test server from a session of its own (the shop's sessions are what it ends). */
async function onServer<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: inject('testDatabase').serverUrl });
  await admin.connect();
  try {
    return (await admin.query(sql, params)).rows as Row[];
  } finally {
    await admin.end();
  }
}

const health = (shop: TestApp) => shop.app.inject({ method: 'GET', url: '/api/health' });

const unavailable = { error: { code: 'SERVICE_UNAVAILABLE', message: messages.api.databaseUnavailable } };

describe('GET /api/health when the database answers but cannot write (issue 20)', () => {
  it('a read-only database, as a standby after a failover: health is unavailable, orders 503, reads go on', async () => {
    const shop = await startTestApp();
    try {
      const f = shopFixtures(shop);
      const product = await f.product({ stock: 5 });
      const buyer = await f.customer();
      const [{ name }] = (await shop.db.query<{ name: string }>('select current_database() as name')) as [
        { name: string },
      ];
      // As a failover does: every session of the shop ends, and the shop connects anew.
      const reconnectAll = async () => {
        const sessions = `from pg_stat_activity where datname = $1 and backend_type = 'client backend'`;
        await onServer(`select pg_terminate_backend(pid) ${sessions}`, [name]);
        for (let i = 0; i < 100; i++) {
          const [left] = await onServer<{ n: number }>(`select count(*)::int as n ${sessions}`, [name]);
          if (left!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 200)); // the shop's pool sees its sockets close
      };
      await onServer(`alter database ${name} set default_transaction_read_only = on`);
      await reconnectAll();

      const answer = await health(shop);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable' });
      expect((await shop.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      const order = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
      expect(order.statusCode).toBe(503);
      expect(order.json()).toEqual(unavailable);

      await onServer(`alter database ${name} reset default_transaction_read_only`);
      await reconnectAll();
      expect((await health(shop)).json()).toEqual({ status: 'ok' });
    } finally {
      await shop.close();
    }
  });

  const disk = mountTinyDisk(64);
  it.skipIf(typeof disk === 'string')(
    'a full disk: health is unavailable and orders 503 until there is room again, then both recover',
    async () => {
      const tiny = disk as Exclude<typeof disk, string>;
      const tablespace = `shop_tiny_${randomBytes(4).toString('hex')}`;
      await onServer(`create tablespace ${tablespace} location '${tiny.tablespaceDir}'`);
      let shop: TestApp | undefined;
      try {
        shop = await startTestApp({}, {}, { tablespace });
        const f = shopFixtures(shop);
        const product = await f.product({ stock: 5 });
        const buyer = await f.customer();
        expect((await health(shop)).statusCode).toBe(200);

        tiny.fill();
        expect((await health(shop)).json()).toEqual({ status: 'unavailable' });
        const refused = await f.placeOrder(buyer.cookies, {
          items: [{ productId: product.id, quantity: 1 }],
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual(unavailable);

        tiny.free();
        expect((await health(shop)).json()).toEqual({ status: 'ok' });
        const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
        expect(placed.statusCode).toBe(201);
      } finally {
        tiny.free();
        await shop?.close();
        await onServer(`drop tablespace if exists ${tablespace}`);
      }
    },
  );
  it.skipIf(typeof disk !== 'string')(
    `a full disk: not tried here${typeof disk === 'string' ? `, since ${disk}` : ''}`,
    () => {},
  );
  afterAll(() => {
    if (typeof disk !== 'string') disk.unmount();
  });
});
