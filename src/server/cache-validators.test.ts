import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';
import { signInCustomer } from './testing/test-users';

let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  customer = (await signInCustomer(t, 'Silver')).cookies;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers, cookies });

describe('cache validators on the API', () => {
  it.each(['/api/services', '/api/pages/faq', '/api/club-tiers', '/api/categories', '/api/products'])(
    '%s sends an ETag with private, no-cache, and 304 with no body to a matching If-None-Match',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    },
  );

  it("a signed-in customer's own data is private and revalidated, never shared", async () => {
    const me = await get('/api/auth/me', {}, customer);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-cache');
    // Another viewer with the same validator gets their own answer, not a 304.
    const guest = await get('/api/auth/me', { 'if-none-match': me.headers.etag as string });
    expect(guest.statusCode).not.toBe(304);
  });

  it('errors and writes carry no ETag', async () => {
    const missing = await get('/api/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: customer,
      headers: { 'content-type': 'application/json' },
    });
    expect(contact.headers.etag).toBeUndefined();
  });
});
