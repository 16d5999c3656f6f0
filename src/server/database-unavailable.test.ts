import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../domain/messages';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPostgres, type Database } from './db/client';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 20: while the database cannot be reached (stopped, restarting, failing over), every
 * request that needs it is answered at once with 503, our error body and a Retry-After, not a
 * 500 or a hang; GET /api/health says unavailable.
 */
let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  // Nothing listens on port 1: every connection is refused, as while a server restarts.
  db = openPostgres('postgres://shop:secret@127.0.0.1:1/shop', 2);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/shop-test-unavailable' }),
    db,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('with the database unreachable', () => {
  it.each([
    ['a public read', { method: 'GET', url: '/api/products' }],
    [
      'a sign-in',
      { method: 'POST', url: '/api/auth/login', payload: { phone: '9847012345', password: 'secret1' } },
    ],
    ['a signed-in read', { method: 'GET', url: '/api/orders', cookies: { sid: 'a'.repeat(43) } }],
  ] as const)('%s answers 503 with our error body and a Retry-After', async (_what, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: messages.api.databaseUnavailable },
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('GET /api/health answers 503 unavailable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });

  it('the OpenAPI document lists the 503 on every operation', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation.responses['503'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
