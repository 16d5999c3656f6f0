/**
 * npm run bench:import-orders — issue 13 item 7 for the orders (docs/decisions/036): generates an old
 * app's orders.csv of ORDERS orders (default 1,000,000; two lines each) for CUSTOMERS customers
 * (default 100,000) already imported, imports it with --apply into a fresh embedded database in a
 * temporary DATA_DIR, and prints the time and the process's peak memory (RSS and heap, sampled).
 *
 *   ORDERS=200000 npm run bench:import-orders
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded/embedded-postgres';
import { migrate } from '../src/server/db/migrate';
import { runImport } from '../src/server/import/run-import';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 100_000);
const PRODUCTS = 1_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const exportDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
const server = await startEmbeddedPostgres(dataDir);
const db = openPostgres(server.url, 4);
try {
  await migrate(db);
  // What the customers and products importers would have left: rows and their remembered old ids.
  await db.query(
    `insert into customers (name, phone, code, status)
     select 'Customer ' || n, (9000000000 + n)::text, 'B' || (100000 + n), 'active' from generate_series(1, $1) n`,
    [CUSTOMERS],
  );
  await db.query(`insert into legacy_ids (legacy_table, legacy_id, new_id)
                  select 'customers', 'c-' || substr(code, 2)::int - 100000, id from customers where code like 'B%'`);
  await db.query(
    `insert into products (name, category_id, mrp_paise, price_paise, stock_quantity)
     select 'Product ' || n, (select id from categories limit 1), 5000, 4500, 100 from generate_series(1, $1) n`,
    [PRODUCTS],
  );
  await db.query(`insert into legacy_ids (legacy_table, legacy_id, new_id)
                  select 'products', 'p-' || substr(name, 9), id from products where name like 'Product %'`);

  const file = createWriteStream(join(exportDir, 'orders.csv'));
  const write = async (text: string) => {
    if (!file.write(text)) await once(file, 'drain');
  };
  await write(
    'id,customer_id,customer_name,customer_phone,customer_code,products,total_amount,points_used,amount_paid,points,' +
      'status,payment_method,pincode,delivery_address,is_pending_approval,is_points_awarded,delivery_approved,' +
      'points_approved,order_date,created_at\n',
  );
  const statuses = [
    'delivered',
    'delivered',
    'delivered',
    'confirmed',
    'pending',
    'cancelled',
    'refunded',
    'shipped',
  ];
  const start = Date.parse('2022-01-01T00:00:00Z');
  for (let n = 1; n <= ORDERS; n++) {
    const customer = (n % CUSTOMERS) + 1;
    const products = JSON.stringify([
      { productId: `p-${(n % PRODUCTS) + 1}`, name: 'Rice', price: 45.5, quantity: 2 },
      { productId: `p-${((n * 7) % PRODUCTS) + 1}`, name: 'Oil', price: 120, quantity: 1 },
    ]).replaceAll('"', '""');
    const status = statuses[n % statuses.length];
    const at = new Date(start + n * 60_000).toISOString().slice(0, 19);
    await write(
      `ORD-${1_700_000_000_000 + n}-X${n.toString(36).toUpperCase()},c-${customer},Customer ${customer},` +
        `${9000000000 + customer},B${100000 + customer},"${products}",211,0,211,10.5,${status},cod,680001,Thrissur,` +
        `${status === 'pending'},${status === 'delivered'},false,false,${at},${at}\n`,
    );
  }
  file.end();
  await once(file, 'finish');

  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 200);
  const began = performance.now();
  const report = await runImport(db, { dir: exportDir, apply: true, dataDir });
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  const orders = report.table('orders');
  const MB = 1024 * 1024;
  console.log(
    `${orders.read} orders read, ${orders.imported} imported in ${seconds.toFixed(1)} s ` +
      `(${Math.round(orders.imported / seconds)} orders/s); peak RSS ${Math.round(peakRss / MB)} MB, ` +
      `peak heap ${Math.round(peakHeap / MB)} MB`,
  );
  const [sums] = await db.query<{ orders: string }>('select sum(orders) as orders from sales_days');
  console.log(`sales_days counts ${sums!.orders} orders`);
} finally {
  await db.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(exportDir, { recursive: true, force: true });
}
