/**
 * BENCH_ONLY=memory (or `node --import tsx bench/memory.ts`): what the shop and its embedded
 * database hold in memory under a mixed load and after it. MEMORY_LOAD_MINUTES (default 10) of
 * product lists, search misses, guests' HTML pages, orders and sign-ins at a moderate pace, then
 * MEMORY_IDLE_MINUTES (default 2) idle; every 10 s it prints RSS and PSS (/proc/<pid>/smaps_rollup:
 * PostgreSQL's processes share their buffers, so their RSS counts the same pages many times) of
 * node and of all PostgreSQL processes together. Left out: the bench's own process.
 */
import { readFileSync } from 'node:fs';
import { cannon, placeOrderRequests } from './lib/load';
import { customer, startShop, type BenchShop } from './lib/shop-process';

const LOAD_MINUTES = Number(process.env.MEMORY_LOAD_MINUTES ?? 10);
const IDLE_MINUTES = Number(process.env.MEMORY_IDLE_MINUTES ?? 2);
const SAMPLE_MS = 10_000;

/** RSS and PSS of one process in kB (0 once it has ended). */
function memoryOf(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    return { rss: field('Rss'), pss: field('Pss') };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

const mb = (kb: number) => (kb / 1024).toFixed(0).padStart(4);

async function sample(shop: BenchShop, started: number, phase: string) {
  const { server, database } = await shop.processes();
  const node = memoryOf(server[0]!);
  const pg = database.map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss }), {
    rss: 0,
    pss: 0,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${String(seconds).padStart(5)} s ${phase}  node rss ${mb(node.rss)} pss ${mb(node.pss)} MB | ` +
      `postgres (${String(database.length).padStart(2)} processes) rss ${mb(pg.rss)} pss ${mb(pg.pss)} MB | ` +
      `total pss ${mb(node.pss + pg.pss)} MB`,
  );
}

/** MB of the database's shared buffers that hold a page (its whole pool is shared_buffers). */
async function buffersInUse(shop: BenchShop) {
  await shop.sql('create extension if not exists pg_buffercache');
  const [row] = await shop.sql<{ used: number; total: number }>(
    `select count(*) filter (where relfilenode is not null) * 8 / 1024 as used, count(*) * 8 / 1024 as total
       from pg_buffercache`,
  );
  console.log(`shared buffers holding a page: ${row!.used} of ${row!.total} MB`);
}

/** One product list, search miss, or guest page after another: the reads real traffic mixes. */
function readRequests(): { method: 'GET'; path: string }[] {
  const paths = ['/api/products?limit=24', '/', '/shop', '/leaderboard', '/login', '/api/products?limit=24'];
  return paths.map((path) => ({ method: 'GET' as const, path }));
}

export async function memoryRun(port = 3960) {
  const shop = await startShop(port, { seedDemo: true });
  try {
    const [product] = await shop.sql<{ id: string }>(
      `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
       values ('Memory Kit', 'bench', (select id from categories where name = 'General'), 10000, 9000, 100000000)
       returning id`,
    );
    const buyers: { cookie: string; phone: string; password: string }[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await customer(shop.base, `Memory Buyer ${i}`));
    const started = Date.now();
    const until = started + LOAD_MINUTES * 60_000;
    const sampler = setInterval(() => void sample(shop, started, 'load'), SAMPLE_MS);
    await sample(shop, started, 'fresh');
    let misses = 0;
    const mixes = [
      // Reads: cached lists, guests' HTML pages.
      async () => {
        while (Date.now() < until)
          await cannon({ url: shop.base, connections: 8, duration: 10, requests: readRequests() });
      },
      // Search misses, each a new term.
      async () => {
        while (Date.now() < until)
          await cannon({
            url: shop.base,
            connections: 4,
            duration: 10,
            requests: [
              {
                method: 'GET',
                setupRequest: (request) => ({
                  ...request,
                  path: `/api/products?limit=24&search=miss${(misses += 1)}`,
                }),
              },
            ],
          });
      },
      // Orders on one product.
      async () => {
        while (Date.now() < until)
          await cannon({
            url: `${shop.base}/api/orders`,
            connections: 4,
            duration: 10,
            requests: placeOrderRequests(
              buyers.map((b) => b.cookie),
              () => product!.id,
            ),
          });
      },
      // Sign-ins, one after another (bcrypt's pace).
      async () => {
        for (let n = 0; Date.now() < until; n++) {
          const buyer = buyers[n % buyers.length]!;
          await fetch(`${shop.base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phone: buyer.phone, password: buyer.password }),
          });
        }
      },
    ];
    await Promise.all(mixes.map((mix) => mix()));
    clearInterval(sampler);
    await buffersInUse(shop);
    const idleStarted = Date.now();
    while (Date.now() - idleStarted < IDLE_MINUTES * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      await sample(shop, started, 'idle');
    }
    await buffersInUse(shop);
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await memoryRun();
