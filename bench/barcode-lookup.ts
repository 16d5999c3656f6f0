import { performance } from 'node:perf_hooks';
import { gtinCheckDigit } from '../src/domain/barcodes';
import { ROUNDS, SECONDS } from './lib/load';
import { BENCH_ADMIN, post, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';

/** Products the catalogue is filled to before timing (DESIGN 11.2's measure: a lookup at 100k). */
const PRODUCTS = Number(process.env.BARCODE_PRODUCTS ?? 100_000);
/**
 * Requests in flight at once: two counters scanning without pause (a neighbourhood shop has one to
 * three, each scanning a few items a second at most). BARCODE_CONNECTIONS=8 shows the queueing.
 */
const CONNECTIONS = Number(process.env.BARCODE_CONNECTIONS ?? 2);

interface Latencies {
  times: number[];
  errors: number;
  seconds: number;
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function describeLatencies({ times, errors, seconds }: Latencies) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  return {
    p95: at(sorted, 0.95),
    text: `${Math.round(times.length / seconds).toLocaleString('en-IN')} req/s, p50 ${ms(at(sorted, 0.5))} ms, p95 ${ms(at(sorted, 0.95))} ms, p99 ${ms(at(sorted, 0.99))} ms${errors ? `, ${errors} errors` : ''}`,
  };
}

/** CONNECTIONS loops asking `path(n)` with the cookie for SECONDS; each request's time from send to body read. */
async function timed(base: string, cookie: string, path: (n: number) => string, into: Latencies) {
  let n = Math.floor(Math.random() * 1e6);
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const url = `${base}${path(n++)}`;
        const sent = performance.now();
        const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        into.times.push(performance.now() - sent);
        if (response.status !== 200) into.errors++;
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

/** PRODUCTS products with a barcode each (real EAN-13s), in a category of their own, in a few statements. */
async function fillCatalogue(shop: BenchShop): Promise<string[]> {
  const [category] = await shop.sql<{ id: string }>(
    `insert into categories (name) values ('Bench barcodes') returning id`,
  );
  const ids = await shop.sql<{ id: string }>(
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
     select 'Bench pack ' || g, 'A pack with a barcode', $1, 10000 + g % 5000, 9000 + g % 1000, 100
       from generate_series(1, $2::int) g returning id`,
    [category!.id, PRODUCTS],
  );
  const codes = ids.map((_, i) => {
    const body = `890${String(i).padStart(9, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  });
  await shop.sql(
    `insert into product_barcodes (code, product_id) select * from unnest($1::text[], $2::uuid[])`,
    [codes, ids.map((row) => row.id)],
  );
  await shop.sql('analyze products, product_barcodes');
  return codes;
}

/**
 * GET /api/admin/products/by-barcode/:code at PRODUCTS products, signed in as the owner, each
 * request another product's code (nothing caches a lookup; the session cache holds the owner's
 * session, as it would at a counter), interleaved with the admin list's name search on the same
 * catalogue (the screen's other way to find a product) for comparison. Runs last: the products it
 * adds would change the other sections' catalogue.
 */
export async function barcodeLookupRows(shop: BenchShop) {
  const codes = await fillCatalogue(shop);
  const cookie = (await post(shop.base, '/api/auth/admin/login', BENCH_ADMIN)).cookie!;
  const lookups: Latencies = { times: [], errors: 0, seconds: 0 };
  const searches: Latencies = { times: [], errors: 0, seconds: 0 };
  const lookup = (n: number) => `/api/admin/products/by-barcode/${codes[(n * 7919) % codes.length]}`;
  const search = (n: number) =>
    `/api/admin/products?search=${encodeURIComponent(`pack ${(n * 7919) % PRODUCTS}`)}&limit=20`;
  for (let round = 0; round < ROUNDS; round++) {
    await timed(shop.base, cookie, lookup, lookups);
    await timed(shop.base, cookie, search, searches);
  }
  const result = describeLatencies(lookups);
  record({
    measure: `barcode lookup at ${PRODUCTS.toLocaleString('en-IN')} products, signed in as the owner (default engine)`,
    result: result.text,
    target: 'p95 ≤ 20 ms',
    met: result.p95 <= 20 && lookups.errors === 0,
    note: `${CONNECTIONS} requests in flight; each a different product's code; ${ROUNDS} rounds of ${SECONDS} s interleaved with the row below; leaves out scale labels (one more index probe and a settings read)`,
  });
  record({
    measure: 'same catalogue, the admin list searched by name (for comparison)',
    result: describeLatencies(searches).text,
    note: 'GET /api/admin/products?search=pack N&limit=20: the trigram search and its barcodes',
  });
}
