import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { APP_ENV, spawnApp } from '../../testing/app-process';
import { uniquePhone } from '../../testing/test-app';
import { embeddedConnection, embeddedPaths } from './embedded-postgres';
import { LEDGER_MISMATCHES_SQL } from '../../testing/ledger-invariant';

const INITIAL_STOCK = 400;
const root = mkdtempSync(join(tmpdir(), 'shop-crash-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function sql<Row>(dataDir: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client(embeddedConnection(dataDir));
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function post(base: string, path: string, body: unknown, cookie?: string, key?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as { order?: { id: string } } | null,
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}

/**
 * DESIGN 1: a power cut loses nothing that was acknowledged. The shop and its database are killed
 * with SIGKILL in the middle of a load of orders, approvals and deliveries; after a restart every
 * order, approval and delivery that got a success answer is there, stock and sales add up, and
 * every points balance still equals its ledger.
 */
describe.runIf(inject('testDatabase').embedded)('killing the shop and its database mid-load', () => {
  it('loses no acknowledged order, delivery or point', async () => {
    const DATA_DIR = join(root, 'data');
    const shop = await spawnApp({ DATA_DIR }, { detached: true });
    const [product] = await sql<{ id: string }>(
      DATA_DIR,
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       values ('Matta Rice 5 kg', 'x', (select id from categories where name = 'General'), 32000, 29000, $1)
       returning id`,
      [INITIAL_STOCK],
    );
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const phone = uniquePhone();
        const registered = await post(shop.url, '/api/auth/register', {
          name: `Buyer ${i}`,
          phone,
          password: 'secret1',
          confirmPassword: 'secret1',
        });
        expect(registered.status).toBe(201);
        return registered.cookie!;
      }),
    );
    await sql(DATA_DIR, `update customers set status = 'active'`);
    const admin = (await post(shop.url, '/api/auth/admin/login', APP_ENV_ADMIN)).cookie!;

    const placed: string[] = [];
    const delivered: string[] = [];
    let running = true;
    const buying = buyers.map(async (cookie) => {
      while (running) {
        const result = await post(
          shop.url,
          '/api/orders',
          {
            items: [{ productId: product!.id, quantity: 1 }],
            delivery: { name: 'Buyer', phone: '9847012345', pincode: '680001' },
            paymentMethod: 'cod',
          },
          cookie,
          randomUUID(),
        ).catch(() => null);
        if (result?.status === 201) placed.push(result.json!.order!.id);
        if (!result) return;
      }
    });
    const delivering = (async () => {
      while (running) {
        const id = placed[delivered.length];
        if (!id) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const approved = await post(shop.url, `/api/admin/orders/${id}/approve`, {}, admin).catch(() => null);
        const done =
          approved && (await post(shop.url, `/api/admin/orders/${id}/deliver`, {}, admin).catch(() => null));
        if (done?.status !== 200) return;
        delivered.push(id);
      }
    })();

    while (delivered.length < 10 || placed.length < 40)
      await new Promise((resolve) => setTimeout(resolve, 10));
    // The shop and its database (its own process group), as in a power cut.
    const database = Number(
      readFileSync(join(embeddedPaths(DATA_DIR).pgdata, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(-shop.child.pid!, 'SIGKILL');
    process.kill(-database, 'SIGKILL');
    await shop.exited;
    running = false;
    await Promise.all([...buying, delivering]);

    const restarted = await spawnApp({ DATA_DIR });
    try {
      const orders = await sql<{ id: string; status: string; is_points_awarded: boolean }>(
        DATA_DIR,
        'select id, status, is_points_awarded from orders',
      );
      const byId = new Map(orders.map((order) => [order.id, order]));
      expect(placed.filter((id) => !byId.has(id))).toEqual([]);
      expect(
        delivered.filter((id) => byId.get(id)?.status !== 'delivered' || !byId.get(id)?.is_points_awarded),
      ).toEqual([]);

      const [stock] = await sql<{ left: number; sold: number }>(
        DATA_DIR,
        `select p.stock_quantity as left,
                (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
                  where i.product_id = p.id and o.status <> 'cancelled')::int as sold
           from products p where p.id = $1`,
        [product!.id],
      );
      expect(stock!.left + stock!.sold).toBe(INITIAL_STOCK);

      const mismatches = await sql(DATA_DIR, LEDGER_MISMATCHES_SQL);
      expect(mismatches).toEqual([]);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  }, 120_000);
});

const APP_ENV_ADMIN = { username: APP_ENV.ADMIN_USERNAME, password: APP_ENV.ADMIN_PASSWORD };
