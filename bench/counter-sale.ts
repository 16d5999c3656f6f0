import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { gtinCheckDigit } from '../src/domain/barcodes';
import { cannon, placeOrderRequests, ROUNDS, SECONDS } from './lib/load';
import { BENCH_ADMIN, customer, post, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';

/** Lines in a timed sale: DESIGN 11.2's measure (a 20-line counter sale). */
const LINES = 20;
/**
 * The online orders placed meanwhile, per second: far above a neighbourhood shop's (a few an hour),
 * so the counter is timed against a busy checkout. COUNTER_ONLINE_RATE changes it.
 */
const ONLINE_RATE = Number(process.env.COUNTER_ONLINE_RATE ?? 50);

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** LINES products with a pack barcode each and stock for the whole run, and one for the online orders. */
async function counterProducts(shop: BenchShop) {
  const rows = await shop.sql<{ id: string }>(
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
     select 'Counter pack ' || g, 'bench', (select id from categories where name = 'General'), 10000 + g, 9000, 1000000
       from generate_series(1, $1::int) g returning id`,
    [LINES + 1],
  );
  const codes = rows.slice(0, LINES).map((_, i) => {
    const body = `891${String(i).padStart(9, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  });
  await shop.sql(
    `insert into product_barcodes (code, product_id) select * from unnest($1::text[], $2::uuid[])`,
    [codes, rows.slice(0, LINES).map((row) => row.id)],
  );
  return { codes, online: rows[LINES]!.id };
}

/**
 * POST /api/admin/counter/sales on the default engine: one counter (one sale in flight, as a
 * cashier works) completing 20-line sales, half of the lines scanned by barcode, for a customer
 * found by phone, paid in cash with change; meanwhile the checkout places ONLINE_RATE one-line
 * online orders a second from 40 customers. ROUNDS rounds of SECONDS; every sale's time from send
 * to body read.
 */
export async function counterSaleRow(shop: BenchShop) {
  const { codes, online } = await counterProducts(shop);
  const staff = (await post(shop.base, '/api/auth/admin/login', BENCH_ADMIN)).cookie!;
  const buyer = await customer(shop.base, 'Counter Regular');
  await shop.sql(`update customers set status = 'active' where phone = $1`, [buyer.phone]);
  const buyers: string[] = [];
  for (let i = 0; i < 40; i++) buyers.push((await customer(shop.base, `Online ${i}`)).cookie);
  const [{ ids } = { ids: [] }] = await shop.sql<{ ids: string[] }>(
    `select array_agg(product_id::text order by code) as ids from product_barcodes where code = any($1::text[])`,
    [codes],
  );
  const items = codes.map((code, i) =>
    i % 2 === 0 ? { barcode: code, quantity: 2 } : { productId: ids[i], quantity: 1 },
  );
  const times: number[] = [];
  let failed = 0;
  let onlineOrders = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const load = cannon({
      url: `${shop.base}/api/orders`,
      connections: 10,
      overallRate: ONLINE_RATE,
      duration: SECONDS,
      requests: placeOrderRequests(buyers, () => online),
    });
    const end = performance.now() + SECONDS * 1000;
    while (performance.now() < end) {
      const sent = performance.now();
      const response = await fetch(`${shop.base}/api/admin/counter/sales`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          customer: { phone: buyer.phone },
          items,
          pointsToUse: 0,
          payments: [{ method: 'cash', amountPaise: 100_000_00 }],
        }),
      });
      await response.arrayBuffer();
      times.push(performance.now() - sent);
      if (response.status !== 201) failed++;
    }
    onlineOrders += (await load)['2xx'];
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  const p95 = at(sorted, 0.95);
  record({
    measure: `POST /api/admin/counter/sales, a ${LINES}-line sale while online orders run (default engine)`,
    result: `${times.length} sales, p50 ${ms(at(sorted, 0.5))} ms, p95 ${ms(p95)} ms, p99 ${ms(at(sorted, 0.99))} ms; ${Math.round(onlineOrders / (ROUNDS * SECONDS))} online orders/s meanwhile`,
    target: 'p95 ≤ 150 ms',
    met: p95 <= 150 && failed === 0 && times.length > 0,
    note: `one counter, one sale in flight; 10 barcodes (×2) and 10 picked products, customer by phone, cash with change; online: ${ONLINE_RATE}/s offered on 10 connections; ${failed} refused; leaves out scale labels, UPI and khata parts, points redeemed, and the screen's quotes between scans`,
  });
}
