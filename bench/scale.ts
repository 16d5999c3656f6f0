/**
 * npm run bench:scale — DESIGN 8's scale check: fills a fresh PostgreSQL database with a large shop
 * (SCALE=1 → 100k customers, 20k products, 200k orders; SCALE=10 → 1M / 200k / 2M) using
 * generate_series, then times the queries the app runs on its hottest screens.
 * Needs DATABASE_URL (a role that may create databases) or the local cluster.
 */
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createProductsService } from '../src/server/features/products/products.service';
import { listOrders } from '../src/server/features/orders/orders.service';
import { createLeaderboardService } from '../src/server/features/leaderboard/leaderboard.service';

const SCALE = Number(process.env.SCALE ?? 1);
const customers = 100_000 * SCALE;
const products = 20_000 * SCALE;
const orders = 200_000 * SCALE;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/postgres';

async function time(label: string, run: () => Promise<unknown>, repeat = 20) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`| ${label} | ${p(0.5)} ms | ${p(0.95)} ms |`);
}

const name = `shop_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = openPostgres(url.toString());
try {
  await migrate(db);
  const started = performance.now();
  console.log(`Generating ${customers} customers, ${products} products, ${orders} orders…`);
  await db.exec(`
    insert into categories (name) select 'Category ' || g from generate_series(1, 40) g;
    insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity, created_at)
      select 'Product ' || g || ' ' || (array['Rice','Oil','Tea','Soap','Milk','Spice','Banana','Atta'])[1 + g % 8],
             'generated', (select id from categories order by name offset (g % 40) limit 1),
             1000 + g % 50000, 900 + g % 45000, g % 200, now() - make_interval(secs => g)
      from generate_series(1, ${products}) g;
    insert into customers (name, phone, code, status, points, total_spent_paise)
      select 'Customer ' || g, (6000000000 + g)::text, 'A' || (100000 + g), 'active', g % 5000, (g * 7919) % 10000000
      from generate_series(1, ${customers}) g;
    insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
                        pincode, subtotal_paise, amount_paid_paise, status, order_date, delivered_at)
      select 'ORD-' || (1700000000000 + g) || '-S' || g, c.id, c.name, c.phone, c.code, c.name, c.phone, '680001',
             10000, 10000, (array['pending','confirmed','shipped','delivered','cancelled'])[1 + g % 5],
             now() - make_interval(mins => g), case when g % 5 = 3 then now() - make_interval(mins => g) end
      from generate_series(1, ${orders}) g
      join lateral (select id, name, phone, code from customers where phone = (6000000000 + 1 + g % ${customers})::text) c on true;
    analyze;`);
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  console.log('| query | p50 | p95 |\n| --- | --- | --- |');
  const catalogue = createProductsService(db);
  await time('shop: first page of products', () => catalogue.listForShop({ limit: 24 }, null));
  await time('shop: search "tea"', () =>
    catalogue.listForShop({ search: 'tea', limit: 24 }, { tier: 'Gold' }),
  );
  await time('shop: category filter', () =>
    catalogue.listForShop({ category: 'Category 7', limit: 24 }, null),
  );
  await time('admin: purchases first page', () => listOrders(db, { limit: 25 }));
  await time('admin: purchases search by phone', () => listOrders(db, { search: '6000012345', limit: 25 }));
  await time('admin: pending order requests', () => listOrders(db, { pendingApproval: true, limit: 25 }));
  const [someone] = await db.query<{ id: string }>(
    'select id from customers order by phone limit 1 offset 777',
  );
  await time('customer: my orders', () => listOrders(db, { customerId: someone!.id, limit: 20 }));
  await time('leaderboard: top 50', () => createLeaderboardService(db).top(50));
} finally {
  await db.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
