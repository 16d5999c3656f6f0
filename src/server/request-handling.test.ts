import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling } from './errors';
import { startTestApp, uniquePhone, type TestApp } from './testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from './testing/test-users';

const NUL_MESSAGE = 'Contains an invisible control character (NUL) that is not allowed';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe('a NUL character (U+0000) anywhere in a request', () => {
  it.each([
    ['POST', '/api/contact', { name: 'A\u0000', email: 'a@b.in', subject: 'Hi', message: 'Hello' }, 'name'],
    ['POST', '/api/track-order', { orderId: 'ORD-1-A\u0000', phone: '9847012345' }, 'orderId'],
    ['POST', '/api/admin/categories', { name: 'Snacks\u0000' }, 'name'],
    ['POST', '/api/auth/login', { phone: '9847012345', password: 'secret\u0000' }, 'password'],
  ])('%s %s is a 400 naming the field', async (method, url, payload, field) => {
    const response = await t.app.inject({ method: method as 'POST', url, payload, cookies: admin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: NUL_MESSAGE,
      fields: { [field]: NUL_MESSAGE },
    });
  });

  it.each(['/api/products?search=%00', '/api/products?category=%00', '/api/services?search=a%00b'])(
    'GET %s is a 400',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(NUL_MESSAGE);
    },
  );

  it('text that only looks like the escape (a backslash, then u0000) is kept as typed', async () => {
    const name = 'Snacks \\u0000 aisle';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name },
      cookies: admin,
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { category: { name: string } }).category.name).toBe(name);
  });

  it('in a path parameter is a 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/faq%00' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(NUL_MESSAGE);
  });

  it('a database refusing such text anyway answers 400, not 500 (the central safety net)', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/direct', async () => t.db.query('select $1::text', ['a\u0000b']));
    app.get('/wrapped', async () => {
      try {
        return await t.db.query('select $1::text', ['a\u0000b']);
      } catch (error) {
        throw new AppError('INTERNAL', 'Failed', undefined, { cause: error });
      }
    });
    for (const url of ['/direct', '/wrapped']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    await app.close();
  });
});

describe('a lone UTF-16 surrogate (broken Unicode) anywhere in a request', () => {
  const BROKEN = 'Contains a broken character (half of an emoji or symbol) that is not allowed';
  const settingsWith = async (storeUpiName: string) => {
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
    return { ...current.json().settings, storeUpiName };
  };
  const auditRows = async () => (await t.db.query('select id from audit_log')).length;

  it.each([
    ['POST', '/api/admin/categories', async () => ({ name: 'Veg\ud800' }), 'name'],
    ['PUT', '/api/admin/pages/faq', async () => ({ title: 'FAQ', body: 'Hello \udc00' }), 'body'],
    ['POST', '/api/admin/offers', async () => ({ title: 'Onam \ud83d offer' }), 'title'],
    [
      'PUT',
      '/api/admin/club-tiers/Gold',
      async () => ({
        items: [{ title: 'Gold\udfff', price: 'Free', imageUrl: 'https://example.com/a.webp' }],
      }),
      'items.0.title',
    ],
    ['PUT', '/api/admin/settings', async () => settingsWith('Fresh Mart \ud800'), 'storeUpiName'],
  ])('%s %s is a 400 naming the field, and nothing is written', async (method, url, body, field) => {
    const before = await auditRows();
    // JSON.stringify writes a lone surrogate as its escape, the only way JSON can carry one.
    const payload = JSON.stringify(await body());
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
      cookies: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: BROKEN,
      fields: { [field]: BROKEN },
    });
    expect(await auditRows()).toBe(before);
  });

  it('in a field name is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify({ name: 'A', email: 'a@b.in', subject: 'Hi', message: 'Hello', 'x\ud800': 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(BROKEN);
  });

  it('a URL cannot carry one: invalid UTF-8 in a path is a 400 in our shape (a long one 414), in a query it is plain text', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/api/pages/%ED%A0%80' });
    expect(path.statusCode).toBe(400);
    expect(errorOf(path)).toEqual({ code: 'VALIDATION_FAILED', message: 'This address is not valid.' });
    const long = await t.app.inject({ method: 'GET', url: `/api/pages/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(errorOf(long)).toEqual({ code: 'URI_TOO_LONG', message: 'This address is too long.' });
    const query = await t.app.inject({ method: 'GET', url: '/api/products?search=%ED%A0%80' });
    expect(query.statusCode).toBe(200);
    expect(query.json().items).toEqual([]);
  });

  it('a whole emoji, escaped as a surrogate pair or sent as it is, is kept', async () => {
    for (const [payload, name] of [
      ['{"name":"Sweets \\ud83c\\udf6c"}', 'Sweets \u{1F36C}'],
      [JSON.stringify({ name: 'Fruit \u{1F34E}' }), 'Fruit \u{1F34E}'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        payload,
        headers: { 'content-type': 'application/json' },
        cookies: admin,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().category.name).toBe(name);
    }
  });
});

describe('a request the HTTP parser cannot read', () => {
  it("is answered in our error shape, not Fastify's", async () => {
    const server = await startTestApp();
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('validation messages are plain English', () => {
  it('a query number that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=abc' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: 'Must be a number',
      fields: { limit: 'Must be a number' },
    });
  });
  it('a query number out of range', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=500' });
    expect(errorOf(response).message).toBe('Must be at most 100');
  });
});

describe('an empty body sent as JSON', () => {
  it('is no body, not a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
  });
  it('still refuses JSON that is not valid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The request body is not valid JSON.');
  });
});

describe('Content-Security-Policy over plain HTTP', () => {
  it('neither the API nor the docs page asks to upgrade insecure requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBeTruthy();
    expect(api.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('behind HTTPS (TRUST_PROXY) both do', async () => {
    const secure = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const docs = await secure.app.inject({ method: 'GET', url: '/api/docs' });
      expect(docs.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists API routes only, not the web pages', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'shop-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Shop</title>');
    const withWeb = await startTestApp({}, { serveWeb: true, webRoot });
    try {
      expect((await withWeb.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      const doc = (await withWeb.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const paths = Object.keys(doc.paths as object);
      expect(paths).toContain('/api/products');
      expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    } finally {
      await withWeb.close();
    }
  });
});

describe('error logs', () => {
  it('log a failed insert once, without its parameters or row (no password hash)', async () => {
    const lines: string[] = [];
    const logged = await startTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      await logged.db.query(
        `alter table customers add constraint test_forced_failure check (name <> 'Force Failure')`,
      );
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Force Failure',
          phone: uniquePhone(),
          password: 'secret123',
          confirmPassword: 'secret123',
        },
      });
      expect(response.statusCode).toBe(500);
      expect(errorOf(response).message).toBe('Registration failed. Please try again.');
      const output = lines.join('');
      expect(output).toContain('test_forced_failure');
      expect(output).not.toMatch(/\$2[aby]\$/);
      expect(output).not.toContain('Failing row');
      expect(output).not.toContain('secret123');
      expect(lines.filter((line) => JSON.parse(line).level >= 50)).toHaveLength(1);
    } finally {
      await logged.close();
    }
  });
});
