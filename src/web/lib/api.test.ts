import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, hasErrorCode } from './api';

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

describe('what a failed call says', () => {
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  const failure = (path: string) =>
    api.post(path).then(
      () => null,
      (error: unknown) => error,
    );

  it("carries the API's own code, and the screens decide by it", async () => {
    answer(409, { error: { code: 'OUT_OF_STOCK', message: 'Jaya Rice is out of stock.' } });
    const error = await failure('/api/orders');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('OUT_OF_STOCK');
    expect(hasErrorCode(error, 'IDEMPOTENCY_KEY_REUSED', 'OUT_OF_STOCK')).toBe(true);
    expect(hasErrorCode(error, 'IDEMPOTENCY_KEY_REUSED')).toBe(false);
  });

  it('names the status instead of a code that is not one of the API’s (another server answered)', async () => {
    answer(401, { error: { code: 'unauthorized', message: 'Proxy says no' } });
    const error = (await failure('/api/orders')) as ApiError;
    expect(error.code).toBe('http_401');
    expect(hasErrorCode(error, 'UNAUTHENTICATED')).toBe(false);
  });
});
