/**
 * npm run bench: one table, measured side by side in one run on this machine.
 *  - gzipped JS the browser loads for / and /shop (Chromium, real page loads)
 *  - GET /api/products against a bare Fastify route in the same process (autocannon)
 *  - orders placed per second on one hot product and on spread products, p50/p99, zero oversell
 *    (PostgreSQL: DATABASE_URL, or the local Debian cluster when it answers)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** BENCH_ONLY=js measures only the storefront's JavaScript (quick, for front-end work). */
const ONLY = process.env.BENCH_ONLY;
const rows: [string, string, string][] = [];
const record = (what: string, value: string, note = '') => {
  rows.push([what, value, note]);
  console.log(`  ${what}: ${value} ${note}`);
};

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork('bench/bench-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'error',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password',
      REGISTRATIONS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function measureJs(base: string) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const path of ['/', '/shop']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let gz = 0;
    let raw = 0;
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    record(
      `JS loaded by ${path}`,
      `${(gz / 1024).toFixed(1)} KB gzipped`,
      `(${(raw / 1024).toFixed(0)} KB raw; target ≤ 120 KB for /shop)`,
    );
    await page.close();
  }
  await browser.close();
}

async function measureProductList(base: string) {
  const common = { connections: 10, duration: DURATION, pipelining: 1 };
  await cannon({ url: `${base}/api/products`, duration: 2, connections: 10 }); // warm up
  const bare = await cannon({ ...common, url: `${base}/__bench/bare` });
  const list = await cannon({ ...common, url: `${base}/api/products?limit=24` });
  const search = await cannon({ ...common, url: `${base}/api/products?search=rice&limit=24` });
  const fmt = (r: autocannon.Result) =>
    `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
  record('bare Fastify route', fmt(bare));
  record(
    'GET /api/products (24 items)',
    fmt(list),
    `(${((list.requests.average / bare.requests.average) * 100).toFixed(0)}% of bare; target ≥ 50%)`,
  );
  record('GET /api/products?search=rice', fmt(search));
}

async function postgresUrl(): Promise<string | null> {
  const candidates = [
    process.env.DATABASE_URL,
    'postgres://shop_ci:shop_ci@127.0.0.1:5432/shop_ci',
    'postgres://shop:shop@127.0.0.1:5432/postgres',
  ].filter(Boolean) as string[];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

async function measureOrders(serverUrl: string) {
  const name = `shop_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const port = 3950;
  const server = await startServer(port, {
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    DATA_DIR: `/tmp/shop-bench-pg-${Date.now()}`,
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const base = `http://127.0.0.1:${port}`;
    const STOCK = 1_000_000;
    const hot = (
      await db.query(
        `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
      values ('Hot Kit', 'bench', (select id from categories where name = 'General'), 10000, 9000, $1) returning id`,
        [STOCK],
      )
    ).rows[0].id as string;
    const spread = (
      await db.query(
        `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
      select 'Item ' || g, 'bench', (select id from categories where name = 'General'), 10000, 9000, $1 from generate_series(1, 200) g returning id`,
        [STOCK],
      )
    ).rows.map((r) => r.id as string);
    const cookies: string[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${i}`,
          phone: `9${String(100000000 + i * 7919).slice(-9)}`,
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      });
      cookies.push(response.headers.get('set-cookie')!.split(';')[0]!);
    }
    const run = async (label: string, pick: () => string) => {
      let n = 0;
      const result = await cannon({
        url: `${base}/api/orders`,
        connections: 20,
        duration: DURATION,
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
                  items: [{ productId: pick(), quantity: 1 }],
                  delivery: { name: 'Bench', phone: '9847012345', pincode: '680001' },
                }),
              };
            },
          },
        ],
      });
      record(
        `POST /api/orders, ${label}`,
        `${Math.round(result['2xx'] / DURATION)} orders/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        `(${result.non2xx} refused; target ≥ 300/s on the hot product)`,
      );
    };
    await run('one hot product', () => hot);
    await run('200 products', () => spread[Math.floor(Math.random() * spread.length)]!);
    const check = (
      await db.query(
        `select
        (select coalesce(sum(quantity), 0) from order_items) as sold,
        (select sum($1::int - stock_quantity) from products where description = 'bench') as taken,
        (select count(*) from products where stock_quantity < 0) as negative`,
        [STOCK],
      )
    ).rows[0];
    record(
      'oversell check',
      Number(check.sold) === Number(check.taken) && Number(check.negative) === 0 ? 'none' : 'MISMATCH',
      `(${check.sold} units sold = ${check.taken} taken from stock)`,
    );
  } finally {
    await db.end();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build:web');
  console.log(`Benchmarks on ${process.platform}, Node ${process.version}, ${DURATION} s per run\n`);
  const dataDir = `/tmp/shop-bench-${Date.now()}`;
  const port = 3900;
  const server = await startServer(port, { DATABASE_URL: '', SEED_DEMO: 'true', DATA_DIR: dataDir });
  try {
    await measureJs(`http://127.0.0.1:${port}`);
    if (ONLY !== 'js') await measureProductList(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = ONLY === 'js' ? null : await postgresUrl();
  if (serverUrl) await measureOrders(serverUrl);
  else record('orders on PostgreSQL', 'skipped', '(no PostgreSQL reachable: set DATABASE_URL)');

  console.log('\n| measure | result | note |\n| --- | --- | --- |');
  for (const [what, value, note] of rows) console.log(`| ${what} | ${value} | ${note} |`);
}

await main();
