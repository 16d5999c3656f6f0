import { cannon, describe, interleaved, percent, SECONDS } from './lib/load';
import { customer, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';

/**
 * The cached product list alone, and while 4 connections keep signing in (each a bcrypt check at
 * cost 10): password hashing must not starve the shop.
 */
export async function loginRows(shop: BenchShop) {
  const people = await Promise.all(Array.from({ length: 4 }, (_, i) => customer(shop.base, `Login ${i}`)));
  const list = { url: `${shop.base}/api/products?limit=24`, connections: 10 };
  let logins = 0;
  const results = await interleaved({
    alone: () => list,
    withLogins: () => {
      let n = 0;
      void cannon({
        url: `${shop.base}/api/auth/login`,
        connections: 4,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const person = people[n++ % people.length]!;
              return {
                ...request,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ phone: person.phone, password: person.password }),
              };
            },
          },
        ],
      }).then((result) => (logins = Math.max(logins, result['2xx'] / SECONDS)));
      return list;
    },
  });
  const share = percent(results.withLogins!, results.alone!);
  record({ measure: 'product list (cached), nobody signing in', result: describe(results.alone!) });
  record({
    measure: 'same, while 4 connections sign in',
    result: describe(results.withLogins!),
    target: '≥ 80% of alone',
    met: share >= 80,
    note: `${share}% of alone; about ${Math.round(logins)} sign-ins/s at the same time`,
  });
}
