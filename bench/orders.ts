import { randomUUID } from 'node:crypto';
import { cannon, placeOrderRequests, SECONDS } from './lib/load';
import { manyCustomers } from './lib/many-customers';
import { customer, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';
import { sellOutVerdict } from './sell-out-verdict';

const STOCK = 1_000_000;

async function products(shop: BenchShop) {
  const insert = `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
    select $2 || g, 'bench', (select id from categories where name = 'General'), 10000, 9000, $1
      from generate_series(1, $3::int) g returning id`;
  const [hot] = await shop.sql<{ id: string }>(insert, [STOCK, 'Hot Kit ', 1]);
  const spread = await shop.sql<{ id: string }>(insert, [STOCK, 'Item ', 200]);
  return { hot: hot!.id, spread: spread.map((row) => row.id) };
}

/** Orders placed per second (20 connections, 40 customers) on one hot product and across 200. */
export async function orderRows(shops: { label: string; shop: BenchShop; target: boolean }[]) {
  for (const { label, shop, target } of shops) {
    const { hot, spread } = await products(shop);
    const cookies: string[] = [];
    for (let i = 0; i < 40; i++) cookies.push((await customer(shop.base, `Buyer ${i}`)).cookie);
    const run = async (what: string, pick: () => string, withTarget: boolean) => {
      const result = await cannon({
        url: `${shop.base}/api/orders`,
        connections: 20,
        duration: SECONDS * 2,
        requests: placeOrderRequests(cookies, pick),
      });
      const perSecond = Math.round(result['2xx'] / (SECONDS * 2));
      record({
        measure: `POST /api/orders, ${what}, ${label}`,
        result: `${perSecond} orders/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        ...(withTarget ? { target: '≥ 300/s', met: perSecond >= 300 } : {}),
        note: `${result.non2xx + result.errors} refused or failed`,
      });
    };
    await run('one hot product', () => hot, target);
    await run('200 products', () => spread[Math.floor(Math.random() * spread.length)]!, false);
  }
}

/** The answers other than 201 and out of stock, counted by status and code: what went wrong. */
function otherAnswers(answers: { status: number; code?: string }[]): string {
  const counts = new Map<string, number>();
  for (const { status, code } of answers)
    if (status !== 201 && !(status === 409 && code === 'OUT_OF_STOCK'))
      counts.set(`${status} ${code ?? ''}`.trim(), (counts.get(`${status} ${code ?? ''}`.trim()) ?? 0) + 1);
  return counts.size
    ? ` (other answers: ${[...counts].map(([what, n]) => `${n} × ${what}`).join(', ')})`
    : '';
}

const SELL_OUT_STOCK = Number(process.env.BENCH_SELL_OUT_STOCK ?? 300);

/**
 * Sells out: one product with SELL_OUT_STOCK units and three times as many customers, each placing
 * one one-unit order at the same moment with its own session and idempotency key, as real
 * checkouts would. Exactly the stock is sold, the rest hear it is out of stock.
 */
export async function sellOutRow(label: string, shop: BenchShop) {
  const [product] = await shop.sql<{ id: string }>(
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
     values ('Last Kit', 'bench-sell-out', (select id from categories where name = 'General'), 10000, 9000, $1)
     returning id`,
    [SELL_OUT_STOCK],
  );
  const buyers = await manyCustomers(shop, SELL_OUT_STOCK * 3);
  const started = performance.now();
  const answers = await Promise.all(
    buyers.map(async (buyer) => {
      const response = await fetch(`${shop.base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: buyer.cookie,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          items: [{ productId: product!.id, quantity: 1 }],
          delivery: { name: 'Bench', phone: '9847012345', pincode: '680001' },
          paymentMethod: 'cod',
        }),
      }).catch((error: unknown) =>
        error instanceof Error ? `${error.message} ${String(error.cause)}` : 'failed',
      );
      if (typeof response === 'string') return { status: 0, code: response };
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      return { status: response.status, code: body?.error?.code };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [after] = await shop.sql<{ stock: number; units: number; orders: number; mismatches: number }>(
    `select (select stock_quantity from products where id = $1) as stock,
            (select coalesce(sum(quantity), 0)::int from order_items where product_id = $1) as units,
            (select count(distinct order_id)::int from order_items where product_id = $1) as orders,
            (select count(*)::int from customers c where c.id = any($2::uuid[])
                and c.points <> (select coalesce(sum(points_delta), 0) from points_ledger l where l.customer_id = c.id)
            ) as mismatches`,
    [product!.id, buyers.map((buyer) => buyer.id)],
  );
  const verdict = sellOutVerdict({
    stock: SELL_OUT_STOCK,
    attempts: buyers.length,
    placed: answers.filter((a) => a.status === 201).length,
    outOfStock: answers.filter((a) => a.status === 409 && a.code === 'OUT_OF_STOCK').length,
    unitsOrdered: after!.units,
    orders: after!.orders,
    stockLeft: after!.stock,
    pointsMismatches: after!.mismatches,
  });
  const placed = answers.filter((a) => a.status === 201).length;
  record({
    measure: `sell-out: ${SELL_OUT_STOCK} in stock, ${buyers.length} customers order at once, ${label}`,
    result: verdict.met
      ? `${placed} placed, ${buyers.length - placed} refused out of stock, stock 0 (${seconds.toFixed(1)} s)`
      : `FAILED: ${verdict.problems.join('; ')}${otherAnswers(answers)}`,
    target: `exactly ${SELL_OUT_STOCK} sold`,
    met: verdict.met,
    note: 'COD, one unit each, distinct customers, sessions and idempotency keys; points checked against the ledger for every buyer; leaves out points redeemed and carts of several products',
  });
}
