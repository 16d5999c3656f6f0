import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/precompress-assets';
import { startTestApp, type TestApp } from './testing/test-app';
import { shopFixtures } from './testing/shop-fixtures';

/** A tiny built web app: index.html and one hashed script, pre-compressed as the build does. */
const webRoot = join(tmpdir(), `shop-web-fixture-${process.pid}-${Date.now()}`);
const script = `export const greeting = ${JSON.stringify('Namaskaram, welcome to the shop. '.repeat(200))};\n`;
const scriptPath = '/assets/app-0a1b2c3d.js';

let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, scriptPath), script);
  writeFileSync(join(webRoot, 'assets/tiny.js'), 'export {};\n');
  for (const file of [scriptPath, '/assets/tiny.js']) await precompressFile(join(webRoot, file));
  t = await startTestApp({}, { serveWeb: true, webRoot });
  const shop = shopFixtures(t);
  for (let i = 0; i < 12; i++) await shop.product({ name: `Compressed product ${i}` });
});
afterAll(async () => t?.close());

describe('built assets', () => {
  it('the build writes .br and .gz copies of a text asset, and none for a tiny one', () => {
    expect(brotliDecompressSync(readFileSync(join(webRoot, `${scriptPath}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(webRoot, `${scriptPath}.gz`))).toString()).toBe(script);
    expect(() => readFileSync(join(webRoot, 'assets/tiny.js.br'))).toThrow();
  });

  it('are sent Brotli-compressed when the browser accepts br, gzip when only gzip, plain otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: scriptPath,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The build's own copy (best quality), not one compressed again on every request.
    expect(br.rawPayload.equals(readFileSync(join(webRoot, `${scriptPath}.br`)))).toBe(true);

    const gzip = await t.app.inject({
      method: 'GET',
      url: scriptPath,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(webRoot, `${scriptPath}.gz`)))).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: scriptPath });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a tiny asset the build leaves uncompressed is sent as it is, not compressed on every request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });

  it('the compressed copies are not URLs of their own', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${scriptPath}.br` })).statusCode).toBe(404);
  });
});

describe('API responses', () => {
  it('GET /api/products is gzip-encoded when accepted, and still answers 304 to its ETag', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=12',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(first.rawPayload).toString()) as { items: unknown[] };
    expect(body.items).toHaveLength(12);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=12',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=12',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?limit=12' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual(body);
  });

  it('other JSON over 1 KB is compressed too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/pages/privacy-policy',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).page.slug).toBe('privacy-policy');
  });

  it('small JSON answers are sent as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' }); // the body itself, readable as sent
  });
});
