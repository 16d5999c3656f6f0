import { cannon, describe, interleaved, percent, placeOrderRequests, SECONDS } from './lib/load';
import { customer, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';

const ORDER_RATE = Number(process.env.ORDER_RATE ?? 70);

/**
 * The shop's product list (four pages guests read: the first page, two categories, a search) alone,
 * and while orders arrive at ORDER_RATE a second on products spread over a larger catalogue: an
 * order must drop only the cached pages that show its products (decision 018).
 */
export async function listUnderOrdersRows(shop: BenchShop) {
  const spread = await shop.sql<{ id: string }>(
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
     select 'Spread item ' || g, 'bench-spread', (select id from categories order by name offset g % 3 limit 1),
            10000, 9000, 1000000 from generate_series(1, 2000) g returning id`,
  );
  const categories = (await (await fetch(`${shop.base}/api/categories`)).json()) as {
    items: { name: string }[];
  };
  const pages = [
    '/api/products?limit=24',
    ...categories.items
      .slice(0, 2)
      .map((c) => `/api/products?limit=24&category=${encodeURIComponent(c.name)}`),
    '/api/products?limit=24&search=rice',
  ];
  const buyers: string[] = [];
  for (let i = 0; i < 20; i++) buyers.push((await customer(shop.base, `Spread buyer ${i}`)).cookie);
  const list = () => ({
    url: shop.base,
    connections: 10,
    requests: pages.map((path) => ({ method: 'GET' as const, path })),
  });
  let placed = 0;
  const results = await interleaved({
    alone: list,
    withOrders: () => {
      void cannon({
        url: `${shop.base}/api/orders`,
        connections: 10,
        overallRate: ORDER_RATE,
        duration: SECONDS,
        requests: placeOrderRequests(buyers, () => spread[Math.floor(Math.random() * spread.length)]!.id),
      }).then((result) => (placed = Math.max(placed, result['2xx'] / SECONDS)));
      return list();
    },
  });
  record({ measure: 'product list pages (cached), no orders', result: describe(results.alone!) });
  record({
    measure: `same, while about ${ORDER_RATE} orders/s are placed`,
    result: describe(results.withOrders!),
    note: `${percent(results.withOrders!, results.alone!)}% of no orders (was 43% when every order emptied the cache); ${Math.round(placed)} orders/s placed`,
  });
}
