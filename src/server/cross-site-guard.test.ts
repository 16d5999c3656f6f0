import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';
import { shopFixtures } from './testing/shop-fixtures';

/**
 * DESIGN 6 (issue 9): a state change is refused, before any handler runs, unless it comes from
 * this site and carries JSON (or multipart for an upload). docs/decisions/016.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const CROSS_SITE = { code: 'CROSS_SITE_REQUEST', message: 'Requests from other websites are not accepted.' };
const NOT_JSON = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.' };
/** What a page on another site can make a browser send with the shop's cookie: a "simple" request. */
const evil = { 'content-type': 'text/plain', origin: 'http://evil.example' };
const json = { 'content-type': 'application/json' };

const statusOf = async (customerId: string) =>
  (await t.db.query<{ status: string }>('select status from customers where id = $1', [customerId]))[0]!
    .status;
const signedIn = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode === 200;

async function contactMessage(): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Do you sell jackfruit?' },
  });
  return sent.json().id as string;
}

describe("another site using a signed-in user's cookie", () => {
  it('cannot approve or reject a registration', async () => {
    const pending = await f.customer({ approve: false });
    for (const decision of ['approve', 'reject']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${pending.id}/${decision}`,
        headers: evil,
        payload: '',
        cookies: admin,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(CROSS_SITE);
    }
    expect(await statusOf(pending.id)).toBe('pending');
    const audit = await t.db.query('select 1 from audit_log where entity_id = $1', [pending.id]);
    expect(audit).toEqual([]);
  });

  it('cannot mark a contact message handled', async () => {
    const id = await contactMessage();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/handled`,
      headers: evil,
      payload: '',
      cookies: admin,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.query<{ handled_at: Date | null }>(
      'select handled_at from contact_messages where id = $1',
      [id],
    );
    expect(row!.handled_at).toBeNull();
  });

  it("cannot cancel a customer's pending order", async () => {
    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    const id = placed.json().order.id as string;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: evil,
      payload: '',
      cookies: buyer.cookies,
    });
    expect(response.statusCode).toBe(403);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: buyer.cookies });
    expect(order.json().order.status).toBe('pending');
    expect(await f.stock(product.id)).toBe(4);
  });

  it('cannot sign the user out', async () => {
    const buyer = await f.customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: evil,
      payload: '',
      cookies: buyer.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(await signedIn(buyer.cookies)).toBe(true);
  });

  it('is refused whatever it sends: JSON, no body, a form, Origin null, or only Sec-Fetch-Site', async () => {
    const pending = await f.customer({ approve: false });
    const url = `/api/admin/customers/${pending.id}/approve`;
    for (const headers of [
      { ...json, origin: 'http://evil.example' },
      { origin: 'https://evil.example' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      { ...json, origin: 'null' },
      { ...json, origin: 'http://localhost.evil.example' },
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost' },
      { ...json, 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers, cookies: admin });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('may still read (GET changes nothing; the browser keeps the answer from the other site)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the shop itself', () => {
  it('changes state from its own pages: same Origin and Sec-Fetch-Site, JSON, even with no body', async () => {
    const pending = await f.customer({ approve: false });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${pending.id}/approve`,
      headers: { ...json, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(pending.id)).toBe('active');
  });

  it('is reached on its own host and port, whatever the host is called', async () => {
    const buyer = await f.customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...json, host: 'shop.example:8080', origin: 'http://SHOP.example:8080' },
      cookies: buyer.cookies,
    });
    expect(response.statusCode).toBe(204);
    const otherPort = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...json, host: 'shop.example:8080', origin: 'http://shop.example:9090' },
    });
    expect(otherPort.statusCode).toBe(403);
  });

  it('may be called without Origin or Sec-Fetch-Site (curl, another server), but only with JSON', async () => {
    const pending = await f.customer({ approve: false });
    const url = `/api/admin/customers/${pending.id}/approve`;
    for (const headers of [{}, { 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data' }]) {
      const response = await t.app.inject({ method: 'POST', url, headers, cookies: admin });
      expect(response.statusCode, JSON.stringify(headers)).toBe(415);
      expect(response.json().error).toEqual(NOT_JSON);
    }
    expect(await statusOf(pending.id)).toBe('pending');
    const ok = await t.app.inject({ method: 'POST', url, headers: json, cookies: admin });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a body-less DELETE from curl with no Content-Type too, and takes it sent as JSON', async () => {
    const product = await f.product({ stock: 1 });
    const url = `/api/admin/products/${product.id}`;
    for (const headers of [{}, { 'content-type': 'text/plain' }]) {
      const response = await t.app.inject({ method: 'DELETE', url, headers, cookies: admin });
      expect(response.statusCode, JSON.stringify(headers)).toBe(415);
      expect(response.json().error).toEqual(NOT_JSON);
    }
    expect(await f.stock(product.id)).toBe(1);
    const asTheDocumentSays = await t.app.inject({
      method: 'DELETE',
      url,
      headers: json,
      payload: '{}',
      cookies: admin,
    });
    expect(asTheDocumentSays.statusCode).toBe(204);
  });

  it('refuses before the route: a guest gets the same answer as an admin', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/products/00000000-0000-4000-8000-000000000000',
      headers: evil,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(CROSS_SITE);
  });
});

describe('behind a proxy', () => {
  it('knows its public host from X-Forwarded-Host only when TRUST_PROXY says so', async () => {
    const headers = {
      ...json,
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example',
    };
    const direct = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(direct.statusCode).toBe(403);
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers,
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await proxied.close();
    }
  });
});
