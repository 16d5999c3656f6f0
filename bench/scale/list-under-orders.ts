/**
 * The shop's product list while orders flow (docs/decisions/018), on PostgreSQL:
 *   node --import tsx bench/scale/list-under-orders.ts   (DATABASE_URL: a role that may create databases)
 *
 * One API process on a fresh database with the demo shop and 2,000 more products. Three runs of
 * BENCH_SECONDS (default 10): guests reading four list pages (first page, two categories, a search)
 * alone; orders alone, about ORDER_RATE a second (default 70) on products spread over the
 * catalogue; both together. It prints the list's requests a second in each, the ratio, and the
 * statements PostgreSQL ran a second for the list (statements during both, less those of as many
 * orders alone).
 */
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDER_RATE = Number(process.env.ORDER_RATE ?? 70);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL (a role that may create databases)');

const cannon = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const name = `shop_list_orders_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const port = Number(process.env.PORT ?? 4314);
const server = fork('bench/bench-server.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    SEED_DEMO: 'true',
    DATA_DIR: `/tmp/${name}`,
    LOG_LEVEL: 'error',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    REGISTRATIONS_PER_ADDRESS: '100000',
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
const db = new pg.Client({ connectionString: url.toString() });
const base = `http://127.0.0.1:${port}`;
try {
  await Promise.race([
    new Promise((resolve) => server.once('message', resolve)),
    exited.then((code) =>
      Promise.reject(new Error(`the server exited with ${code} (is port ${port} free?)`)),
    ),
  ]);
  await db.connect();
  await db.query(
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity, created_at)
     select 'Bench item ' || g, 'bench', c.id, 10000, 9000, 1000000, now() - make_interval(mins => g)
     from generate_series(1, 2000) g
     join lateral (select id from categories order by name offset g % 8 limit 1) c on true`,
  );
  await db.query(`update products set stock_quantity = 1000000`);
  const products = (await db.query<{ id: string }>('select id from products')).rows.map((row) => row.id);
  const [first, second] = (
    await db.query<{ name: string }>('select name from categories order by name limit 2')
  ).rows;
  const pages = [
    '/api/products?limit=24',
    `/api/products?limit=24&category=${encodeURIComponent(first!.name)}`,
    `/api/products?limit=24&category=${encodeURIComponent(second!.name)}`,
    '/api/products?limit=24&search=rice',
  ];
  const cookies: string[] = [];
  for (let i = 0; i < 40; i++) {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i}`,
        phone: `98${String(10000000 + i * 7919).slice(-8)}`,
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    });
    cookies.push(response.headers.get('set-cookie')!.split(';')[0]!);
  }

  const list = () =>
    cannon({
      url: base,
      connections: 20,
      duration: SECONDS,
      requests: pages.map((path) => ({ method: 'GET' as const, path })),
    });
  let n = 0;
  const orders = () =>
    cannon({
      url: `${base}/api/orders`,
      connections: 10,
      overallRate: ORDER_RATE,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                cookie: cookies[n % cookies.length]!,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({
                items: [{ productId: products[Math.floor(Math.random() * products.length)], quantity: 1 }],
                delivery: { name: 'Bench', phone: '9847012345', pincode: '680001' },
              }),
            };
          },
        },
      ],
    });
  /** Statements PostgreSQL finished in this database (commits, one per statement outside a transaction). */
  const statements = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // backends report their counts about once a second
    const { rows } = await db.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  };

  await list(); // warm up
  let before = await statements();
  const alone = await list();
  const listAloneStatements = (await statements()) - before;
  before = await statements();
  const ordersAlone = await orders();
  const orderStatements = ((await statements()) - before) / Math.max(1, ordersAlone['2xx']);
  before = await statements();
  const [together, ordersTogether] = await Promise.all([list(), orders()]);
  const bothStatements = (await statements()) - before;
  const listStatements = bothStatements - orderStatements * ordersTogether['2xx'];

  const perSecond = (value: number) => Math.round(value / SECONDS);
  console.log(`\n| measure | result |\n| --- | --- |`);
  console.log(
    `| list alone | ${perSecond(alone['2xx'])} requests/s, p99 ${alone.latency.p99} ms, ${perSecond(listAloneStatements)} statements/s |`,
  );
  console.log(
    `| orders alone | ${perSecond(ordersAlone['2xx'])} orders/s, p99 ${ordersAlone.latency.p99} ms |`,
  );
  console.log(
    `| list with orders | ${perSecond(together['2xx'])} requests/s (${(together['2xx'] / alone['2xx']).toFixed(2)}×), ` +
      `p99 ${together.latency.p99} ms, about ${perSecond(listStatements)} list statements/s; ` +
      `${perSecond(ordersTogether['2xx'])} orders/s |`,
  );
} finally {
  await db.end().catch(() => undefined);
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
  rmSync(`/tmp/${name}`, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
