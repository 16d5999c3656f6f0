/**
 * npm run bench: one table, measured side by side in one run on this machine.
 *  - gzipped JS the browser loads for / and /shop, guest and signed-in customer (Chromium, real
 *    page loads), and the bytes our server actually sends (pre-compressed assets, compressed JSON)
 *  - GET /api/products (micro-cached, and a cache-missing search) against a bare Fastify() instance
 *    in the same process (autocannon)
 *  - orders placed per second on one hot product and on spread products, p50/p99, zero oversell
 *    (PostgreSQL: DATABASE_URL, or the local Debian cluster when it answers)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** BENCH_ONLY=js: only the storefront's JavaScript and bytes; BENCH_ONLY=list: only the product list. */
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

/** A signed-in customer's session cookie (a fresh registration on the bench server). */
async function customerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Shopper',
      phone: '9847000001',
      password: 'secret1',
      confirmPassword: 'secret1',
    }),
  });
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 201 || !cookie) throw new Error(`bench registration failed: ${response.status}`);
  return cookie.split(';')[0]!.split('=')[1]!;
}

/**
 * JavaScript the browser loads for / and /shop, as a guest and as a signed-in customer: gzip -9 of
 * the scripts (what the 120 KB target counts), and the bytes our server actually sent for them
 * (Chromium's encoded body size, with the encoding it chose).
 */
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
  const sid = await customerCookie(base);
  for (const who of ['guest', 'customer'] as const) {
    for (const path of ['/', '/shop']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (who === 'customer') await context.addCookies([{ name: 'sid', value: sid, url: base }]);
      const page = await context.newPage();
      const scripts: Promise<{ raw: number; gz: number; wire: number; encoding: string }>[] = [];
      page.on('response', (response) => {
        if (!response.url().endsWith('.js')) return;
        scripts.push(
          (async () => {
            const body = await response.body().catch(() => Buffer.alloc(0));
            const sizes = await response.request().sizes();
            return {
              raw: body.length,
              gz: gzipSync(body, { level: 9 }).length,
              wire: sizes.responseBodySize,
              encoding: (await response.headerValue('content-encoding')) ?? 'none',
            };
          })(),
        );
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      if (who === 'customer' && !(await page.getByRole('button', { name: /Account menu/ }).count()))
        throw new Error('the bench customer is not signed in');
      const all = await Promise.all(scripts);
      const sum = (key: 'raw' | 'gz' | 'wire') => all.reduce((total, s) => total + s[key], 0) / 1024;
      const encodings = [...new Set(all.map((s) => s.encoding))].join('/');
      record(
        `JS loaded by ${path}, ${who}`,
        `${sum('gz').toFixed(1)} KB gzipped`,
        `(${all.length} files, ${sum('raw').toFixed(0)} KB raw, ${sum('wire').toFixed(1)} KB sent ${encodings}; target ≤ 120 KB)`,
      );
      await context.close();
    }
  }
  await browser.close();
}

/** Bytes our server sends for one URL when the client accepts `encoding`, and the encoding it chose. */
async function wireBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What our server puts on the wire, per Accept-Encoding: compression measured, not assumed. */
async function measureWire(base: string) {
  const html = await (await fetch(`${base}/shop`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => base + match[1]);
  if (!scripts.length) throw new Error('no scripts in index.html');
  for (const [what, urls] of [
    [`scripts every page loads first (${scripts.length}: entry, framework, runtime)`, scripts],
    ['GET /api/products?limit=24', [`${base}/api/products?limit=24`]],
  ] as const) {
    const sizes: string[] = [];
    for (const accept of ['identity', 'gzip', 'br']) {
      const sent = await Promise.all(urls.map((url) => wireBytes(url, accept)));
      const total = sent.reduce((sum, s) => sum + s.bytes, 0);
      sizes.push(`${(total / 1024).toFixed(1)} KB ${[...new Set(sent.map((s) => s.encoding))].join('/')}`);
    }
    record(`bytes sent: ${what}`, sizes.join(' · '), '(Accept-Encoding: identity · gzip · br)');
  }
}

/** Distinct substrings of the demo product names: every one a real search with results. */
async function searchTerms(base: string): Promise<string[]> {
  const { items } = (await (await fetch(`${base}/api/products?limit=100`)).json()) as {
    items: { name: string }[];
  };
  const terms = new Set<string>();
  for (const { name } of items) {
    const lower = name.toLowerCase();
    for (let length = 3; length <= 7; length++)
      for (let i = 0; i + length <= lower.length; i++) {
        const term = lower.slice(i, i + length);
        if (term.trim() === term) terms.add(term);
      }
  }
  return [...terms];
}

async function measureProductList(base: string, barePort: number) {
  const common = { connections: 10, duration: DURATION, pipelining: 1 };
  await cannon({ url: `${base}/api/products`, duration: 2, connections: 10 }); // warm up
  const bare = await cannon({ ...common, url: `http://127.0.0.1:${barePort}/` });
  const list = await cannon({ ...common, url: `${base}/api/products?limit=24` });
  const gzipped = await cannon({
    ...common,
    url: `${base}/api/products?limit=24`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const search = await cannon({ ...common, url: `${base}/api/products?search=rice&limit=24` });
  const terms = await searchTerms(base);
  let n = 0;
  const missing = await cannon({
    ...common,
    url: `${base}/api/products`,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const term = encodeURIComponent(terms[n % terms.length]!);
          return { ...request, path: `/api/products?search=${term}&limit=24` };
        },
      },
    ],
  });
  const fmt = (r: autocannon.Result) =>
    `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
  const ofBare = (r: autocannon.Result) =>
    `${((r.requests.average / bare.requests.average) * 100).toFixed(0)}% of bare`;
  record('bare Fastify() route (own instance, same process)', fmt(bare), '(no plugins, tiny JSON)');
  record(
    'GET /api/products (24 items), 2 s micro-cache',
    fmt(list),
    `(${ofBare(list)}; target ≥ 50%; served from the cache, no compression asked)`,
  );
  record(
    'same, Accept-Encoding: gzip, deflate, br',
    fmt(gzipped),
    `(${ofBare(gzipped)}; br body made once per cached page)`,
  );
  record('GET /api/products?search=rice, 2 s micro-cache', fmt(search), `(${ofBare(search)})`);
  const perTwoSeconds = Math.round(missing.requests.average * 2);
  record(
    'GET /api/products?search=<varying>, cache miss',
    fmt(missing),
    `(${ofBare(missing)}; database path on PGlite: ${terms.length} distinct terms cycled, ${perTwoSeconds} requests per 2 s TTL${perTwoSeconds < terms.length ? ', so every request misses' : ', SOME REPEAT within the TTL'})`,
  );
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
  const webRoot = `${dataDir}-web`;
  cpSync('dist/web', webRoot, { recursive: true });
  const port = 3900;
  const server = await startServer(port, {
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    BENCH_WEB_ROOT: webRoot,
  });
  try {
    if (ONLY !== 'list') await measureJs(`http://127.0.0.1:${port}`);
    if (ONLY !== 'list') await measureWire(`http://127.0.0.1:${port}`);
    if (ONLY !== 'js') await measureProductList(`http://127.0.0.1:${port}`, port + 1);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
  }
  const serverUrl = ONLY ? null : await postgresUrl();
  if (serverUrl) await measureOrders(serverUrl);
  else record('orders on PostgreSQL', 'skipped', '(no PostgreSQL reachable: set DATABASE_URL)');

  console.log('\n| measure | result | note |\n| --- | --- | --- |');
  for (const [what, value, note] of rows) console.log(`| ${what} | ${value} | ${note} |`);
}

await main();
