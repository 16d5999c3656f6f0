import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../domain/messages-core';
import { errorBodySchema } from './errors';
import { shopFixtures } from './testing/shop-fixtures';
import { startTestApp, type TestApp } from './testing/test-app';

/**
 * Issue 25, point 1 (docs/decisions/085, 086): every operation of the OpenAPI document, so a new
 * route cannot escape it, called by a guest, a customer, a staff member and the owner. Who may
 * use an admin operation is what its route declares (`config: { staff: true }` shares it with the
 * staff), which the document says as the roles of its security requirement; this checks the
 * server enforces exactly that.
 */
interface Operation {
  security?: Record<string, string[]>[];
}
type Cookies = Record<string, string>;

let t: TestApp;
let operations: { method: string; path: string; roles: string[] | null }[];
let who: { guest: Cookies; customer: Cookies; staff: Cookies; owner: Cookies };

beforeAll(async () => {
  t = await startTestApp();
  const f = shopFixtures(t);
  const owner = await f.admin();
  who = { guest: {}, customer: (await f.customer()).cookies, staff: (await f.staff()).cookies, owner };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      roles: operation.security?.[0]?.session ?? null,
    })),
  );
});
afterAll(() => t.close());

const SAMPLE: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'faq',
  tier: 'Gold',
};
const isAdmin = (path: string) => path.startsWith('/api/admin/');
const staffMay = (roles: string[] | null) => roles?.includes('staff') === true;

function call(method: string, path: string, cookies: Cookies): Promise<LightMyRequestResponse> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x');
  return t.app.inject({
    method: method as 'GET',
    url,
    cookies,
    ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
  });
}

const refused = (response: LightMyRequestResponse) => [401, 403].includes(response.statusCode);

describe('the authorization matrix: every operation × guest, customer, staff, owner', () => {
  it('covers every admin operation, each for the owner alone or shared with the staff', () => {
    const admin = operations.filter(({ path }) => isAdmin(path));
    expect(admin.length).toBeGreaterThan(80);
    for (const { method, path, roles } of admin)
      expect([['owner'], ['owner', 'staff']], `${method} ${path}`).toContainEqual(roles);
  });

  it('a guest is refused with 401 wherever a session is asked for', async () => {
    for (const { method, path, roles } of operations.filter((operation) => operation.roles)) {
      const response = await call(method, path, who.guest);
      expect(response.statusCode, `${method} ${path} ${JSON.stringify(roles)}`).toBe(401);
    }
  });

  it('a customer is refused with 403 and our error body on every admin operation', async () => {
    for (const { method, path } of operations.filter((operation) => isAdmin(operation.path))) {
      const response = await call(method, path, who.customer);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json(), `${method} ${path}`).toEqual({
        error: { code: 'FORBIDDEN', message: apiMessages.forbidden },
      });
    }
  });

  it("a staff member is refused with 403 ('Only the owner can do that.') on each owner-only operation and let through on each staff one", async () => {
    for (const { method, path, roles } of operations.filter((operation) => isAdmin(operation.path))) {
      const response = await call(method, path, who.staff);
      if (staffMay(roles)) {
        expect(refused(response), `${method} ${path} answered ${response.statusCode} ${response.body}`).toBe(
          false,
        );
      } else {
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json(), `${method} ${path}`).toEqual({
          error: { code: 'FORBIDDEN', message: apiMessages.ownerOnly },
        });
      }
      if (response.statusCode >= 400)
        expect(errorBodySchema.safeParse(response.json()).success, `${method} ${path}`).toBe(true);
    }
  });

  it('the owner is never refused on an admin operation', async () => {
    for (const { method, path } of operations.filter((operation) => isAdmin(operation.path))) {
      const response = await call(method, path, who.owner);
      expect(refused(response), `${method} ${path} answered ${response.statusCode} ${response.body}`).toBe(
        false,
      );
    }
  });

  it('puts the routes where issue 25 puts them', () => {
    const rolesOf = (key: string) => {
      const [method, path] = key.split(' ');
      const found = operations.find((operation) => operation.method === method && operation.path === path);
      expect(found, key).toBeDefined();
      return found!.roles;
    };
    const staffRoutes = [
      'GET /api/admin/orders',
      'GET /api/admin/orders/{id}',
      'POST /api/admin/orders/{id}/approve',
      'POST /api/admin/orders/{id}/ship',
      'POST /api/admin/orders/{id}/deliver',
      'GET /api/admin/orders/{id}/payments',
      'POST /api/admin/orders/{id}/payments',
      'POST /api/admin/customers/{id}/khata/settlements',
      'GET /api/admin/khata',
      'GET /api/admin/customers',
      'GET /api/admin/customers/{id}',
      'POST /api/admin/counter/quote',
      'POST /api/admin/counter/customers',
      'POST /api/admin/counter/sales',
    ];
    const ownerRoutes = [
      'PUT /api/admin/settings',
      'POST /api/admin/products',
      'PUT /api/admin/products/{id}',
      'PUT /api/admin/customers/{id}',
      'PUT /api/admin/customers/{id}/credit',
      'PUT /api/admin/leaderboard-config',
      'POST /api/admin/staff',
      'POST /api/admin/orders/{id}/refund',
      'GET /api/admin/orders/export',
      'GET /api/admin/sales',
      'GET /api/admin/dashboard',
      'GET /api/admin/audit-log',
      'GET /api/admin/backups/status',
      'GET /api/admin/points/liability',
      'GET /api/admin/referral-review',
      'POST /api/admin/statements',
      'POST /api/admin/demo-data/remove',
    ];
    for (const key of staffRoutes) expect(staffMay(rolesOf(key)), key).toBe(true);
    for (const key of ownerRoutes) expect(rolesOf(key), key).toEqual(['owner']);
  });
});
