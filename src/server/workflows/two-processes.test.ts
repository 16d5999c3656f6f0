import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApp, type AppProcess } from '../testing/app-process';
import { createTestDatabase, uniquePhone } from '../testing/test-app';
import type { Database } from '../db/client';

/**
 * DESIGN 1 scale-out: two API processes on one PostgreSQL under concurrent checkout
 * keep "no oversell" and "delivery awarded once", on the embedded server and on DATABASE_URL's.
 */

let db: Database;
let drop: () => Promise<void>;
const ports: number[] = [];
const servers: AppProcess[] = [];

async function startServer(url: string): Promise<number> {
  const server = await spawnApp({
    DATABASE_URL: url,
    DATA_DIR: `/tmp/shop-two-${process.pid}-${servers.length}`,
  });
  servers.push(server);
  return server.port;
}

async function post(
  port: number,
  path: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    json: await response.json().catch(() => null),
    cookie: setCookie?.split(';')[0] ?? cookie,
  };
}

describe('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const created = await createTestDatabase();
    db = created.db;
    drop = created.drop;
    ports.push(await startServer(created.url), await startServer(created.url));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await drop?.();
  });

  it('sell exactly the stock and award a delivery once', async () => {
    const [product] = await db.query<{ id: string }>(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       values ('Festival Kit', 'x', (select id from categories where name = 'General'), 10000, 9000, 30) returning id`,
    );
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const registered = await post(ports[i % 2]!, '/api/auth/register', {
          name: `Buyer ${i}`,
          phone: uniquePhone(),
          password: 'secret1',
          confirmPassword: 'secret1',
        });
        expect(registered.status).toBe(201);
        return registered.cookie!;
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        post(
          ports[i % 2]!,
          '/api/orders',
          {
            items: [{ productId: product!.id, quantity: 1 }],
            delivery: { name: 'Buyer', phone: '9847012345', pincode: '680001' },
          },
          buyers[i % 10],
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(30);
    expect(results.filter((r) => r.status === 409)).toHaveLength(90);
    const [stock] = await db.query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [product!.id],
    );
    expect(stock!.stock_quantity).toBe(0);

    const adminLogin = await post(ports[0]!, '/api/auth/admin/login', {
      username: 'owner',
      password: 'owner-password',
    });
    const orderId = results.find((r) => r.status === 201)!.json.order.id as string;
    expect(
      (await post(ports[1]!, `/api/admin/orders/${orderId}/approve`, {}, adminLogin.cookie)).status,
    ).toBe(200);
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(ports[i % 2]!, `/api/admin/orders/${orderId}/deliver`, {}, adminLogin.cookie),
      ),
    );
    expect(deliveries.filter((r) => r.status === 200)).toHaveLength(1);
    const earned = await db.query(
      `select 1 from points_ledger where order_id = $1 and kind = 'order_earned'`,
      [orderId],
    );
    expect(earned).toHaveLength(1);
  });
});
