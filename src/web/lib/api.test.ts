import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

/** What the one HTTP client asked fetch to send. */
function captureFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const contentType = (init: RequestInit) => (init.headers as Record<string, string>)['Content-Type'];

afterEach(() => vi.unstubAllGlobals());

describe('the web client and the API’s cross-site guard (DESIGN 6)', () => {
  it('says JSON on every state change, even one with no body (logout, approve, delete)', async () => {
    const calls = captureFetch();
    await api.post('/api/auth/logout');
    await api.post('/api/admin/customers/1/approve');
    await api.put('/api/admin/x');
    await api.patch('/api/admin/x');
    await api.delete('/api/admin/products/1');
    await api.post('/api/contact', { name: 'Asha' });
    expect(calls.map((call) => [call.init.method, contentType(call.init)])).toEqual([
      ['POST', 'application/json'],
      ['POST', 'application/json'],
      ['PUT', 'application/json'],
      ['PATCH', 'application/json'],
      ['DELETE', 'application/json'],
      ['POST', 'application/json'],
    ]);
    expect(calls.map((call) => call.init.body)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '{"name":"Asha"}',
    ]);
  });

  it('leaves an upload to the browser (multipart with its boundary) and a GET without a type', async () => {
    const calls = captureFetch();
    await api.post('/api/admin/uploads', new FormData());
    await api.get('/api/products');
    expect(calls.map((call) => contentType(call.init))).toEqual([undefined, undefined]);
  });
});
