import { performance } from 'node:perf_hooks';
import { BROWSER_ACCEPT_ENCODING, describe, interleaved, percent, SECONDS } from './lib/load';
import { manyCustomers, type BenchCustomer } from './lib/many-customers';
import type { BenchShop } from './lib/shop-process';
import { record } from './lib/table';
import { signInVerdict, type SignIns } from './sign-in-verdict';

const SIGNING_IN = 4;

/**
 * `connections` people signing in back to back for `seconds` (each attempt another customer, the
 * real bcrypt check): how long each successful sign-in took, and how many were not answered 200.
 */
async function signInLoop(base: string, people: BenchCustomer[], seconds: number): Promise<SignIns> {
  const latencies: number[] = [];
  let refused = 0;
  let n = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: SIGNING_IN }, async () => {
      while (performance.now() < deadline) {
        const person = people[n++ % people.length]!;
        const sent = performance.now();
        const response = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: person.phone, password: person.password }),
        }).catch(() => null);
        await response?.arrayBuffer();
        if (response?.status === 200) latencies.push(performance.now() - sent);
        else refused += 1;
      }
    }),
  );
  return { latencies, refused, seconds: (performance.now() - started) / 1000 };
}

/**
 * The cached product list alone, and while 4 people keep signing in (each a bcrypt check at cost
 * 10): the list must not starve, and a person must still get in within a second.
 */
export async function loginRows(shop: BenchShop) {
  const people = await manyCustomers(shop, 200);
  const list = {
    url: `${shop.base}/api/products?limit=24`,
    connections: 10,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  };
  const rounds: Promise<SignIns>[] = [];
  const results = await interleaved(
    {
      alone: () => list,
      withLogins: () => {
        rounds.push(signInLoop(shop.base, people, SECONDS));
        return list;
      },
    },
    { alone: () => shop.processes(), withLogins: () => shop.processes() },
  );
  const all = await Promise.all(rounds);
  const signIns: SignIns = {
    latencies: all.flatMap((round) => round.latencies),
    refused: all.reduce((sum, round) => sum + round.refused, 0),
    seconds: all.reduce((sum, round) => sum + round.seconds, 0),
  };
  const share = percent(results.withLogins!, results.alone!);
  record({ measure: 'product list (cached), nobody signing in', result: describe(results.alone!) });
  record({
    measure: `same, while ${SIGNING_IN} people sign in back to back`,
    result: describe(results.withLogins!),
    target: '≥ 80% of alone',
    met: share >= 80,
    note: `${share}% of alone; CPU per list request includes the sign-ins' bcrypt`,
  });
  const verdict = signInVerdict(signIns);
  record({
    measure: `sign-ins while the list is under load (${SIGNING_IN} at a time, real bcrypt)`,
    result: verdict.result,
    target: 'p95 ≤ 1 s, ≥ 1 sign-in/s, none refused',
    met: verdict.met,
    note: `beside the list's ${Math.round(results.withLogins!.rps).toLocaleString('en-IN')} req/s; successful sign-ins of ${people.length} customers in turn (new sessions, trusted-device cookies not kept); leaves out wrong passwords and challenges (their own rows)`,
  });
}
