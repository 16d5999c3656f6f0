import { cannon, placeOrderRequests, SECONDS } from './lib/load';
import { customer, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';

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
    const [check] = await shop.sql<{ sold: number; taken: number; negative: number }>(
      `select (select coalesce(sum(i.quantity), 0)::int from order_items i
                 join products p on p.id = i.product_id where p.description = 'bench') as sold,
              (select sum($1::int - stock_quantity)::int from products where description = 'bench') as taken,
              (select count(*)::int from products where stock_quantity < 0) as negative`,
      [STOCK],
    );
    record({
      measure: `oversell check, ${label}`,
      result: check!.sold === check!.taken && check!.negative === 0 ? 'none' : 'MISMATCH',
      met: check!.sold === check!.taken && check!.negative === 0,
      note: `${check!.sold} units sold = ${check!.taken} taken from stock`,
    });
  }
}
