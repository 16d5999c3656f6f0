import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, describe, interleaved, percent } from './lib/load';
import { manyCustomers } from './lib/many-customers';
import { differences, rawGet } from './lib/raw-response';
import type { BenchShop } from './lib/shop-process';
import { record } from './lib/table';

/** Substrings (3–7 letters) of the demo products' names: each one a real search with results. */
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

/**
 * A search no cache has seen: every request asks for another (term, page size) pair, so at the
 * rates measured here none repeats within the shop's 2 s micro-cache.
 */
function missingSearch(base: string, terms: string[]): autocannon.Options {
  let n = 0;
  return {
    url: `${base}/api/products`,
    connections: 32,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const term = encodeURIComponent(terms[n % terms.length]!);
          const limit = 1 + (Math.floor(n / terms.length) % 48);
          return {
            ...request,
            headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            path: `/api/products?search=${term}&limit=${limit}`,
          };
        },
      },
    ],
  };
}

/** Distinct signed-in customers, across the four tiers: sessions enough that none repeats often. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 3000);
const PAGE = '/api/products?limit=24';
const asBrowser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

/**
 * Captures the shop's cached answer to PAGE (as a browser asks for it), starts a bare node:http
 * server answering with exactly those bytes, and checks that it does: what differs, if anything.
 */
async function byteIdenticalServer(shop: BenchShop, port: number) {
  // Warm: the answer the timed clients get is the cached one, however many hits that takes.
  for (let i = 0; i < 3; i++) await rawGet(shop.base + PAGE, asBrowser);
  const captured = await rawGet(shop.base + PAGE, asBrowser);
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-answer-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify([
      {
        path: PAGE,
        acceptEncoding: BROWSER_ACCEPT_ENCODING,
        status: captured.status,
        rawHeaders: captured.rawHeaders,
        body: captured.body.toString('base64'),
      },
    ]),
  );
  const bare = fork('bench/byte-identical-server.ts', [file], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  const [fromShop, fromBare] = [
    await rawGet(shop.base + PAGE, asBrowser),
    await rawGet(`http://127.0.0.1:${port}${PAGE}`, asBrowser),
  ];
  return {
    bare,
    bytes: captured.body.length,
    encoding: captured.rawHeaders[captured.rawHeaders.findIndex((h) => /^content-encoding$/i.test(h)) + 1],
    headerCount: captured.rawHeaders.length / 2,
    differences: differences(fromShop, fromBare),
    stop() {
      bare.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * GET /api/products, like with like in one interleaved run: the shop's cached answer beside a bare
 * node:http server sending the same bytes (checked first), to a guest and to thousands of
 * signed-in customers, and the database path (a search that misses the cache) on the default
 * engine and on a PostgreSQL server; with the CPU each request costs the server and its database.
 */
export async function productListRows(embedded: BenchShop, server: BenchShop | null, barePort: number) {
  const page = embedded.base + PAGE;
  const bare = await byteIdenticalServer(embedded, barePort);
  try {
    const kb = (bare.bytes / 1024).toFixed(1);
    if (bare.differences.length) {
      record({
        measure: `bare node:http sending the shop's bytes for ${PAGE}`,
        result: 'NOT byte-identical',
        met: false,
        note: bare.differences.join('; '),
      });
      return;
    }
    const people = await manyCustomers(embedded, SESSIONS);
    const terms = await searchTerms(embedded.base);
    const cached = { connections: 10, headers: asBrowser };
    let n = 0;
    const results = await interleaved(
      {
        nodeHttp: () => ({ ...cached, url: `http://127.0.0.1:${barePort}${PAGE}` }),
        guest: () => ({ ...cached, url: page }),
        customer: () => ({
          ...cached,
          url: page,
          requests: [
            {
              method: 'GET',
              // Round-robin: each request another customer's session.
              setupRequest: (request) => ({
                ...request,
                headers: { ...asBrowser, cookie: people[n++ % people.length]!.cookie },
              }),
            },
          ],
        }),
        missEmbedded: () => missingSearch(embedded.base, terms),
        ...(server ? { missServer: () => missingSearch(server.base, terms) } : {}),
      },
      {
        nodeHttp: async () => ({ server: [bare.bare.pid!], database: [] }),
        guest: () => embedded.processes(),
        customer: () => embedded.processes(),
        missEmbedded: () => embedded.processes(),
        ...(server ? { missServer: () => server.processes() } : {}),
      },
    );
    record({
      measure: `bare node:http, the shop's exact bytes (${kb} KB ${bare.encoding ?? 'uncompressed'} body, ${bare.headerCount} headers)`,
      result: describe(results.nodeHttp!),
      note: 'the practical limit: status, headers (all but Date) and body checked byte-identical before timing; 10 connections asking for br, gzip; leaves out everything but writing the answer',
    });
    const guestShare = percent(results.guest!, results.nodeHttp!);
    record({
      measure: `GET ${PAGE}, guest (micro-cache)`,
      result: describe(results.guest!),
      target: '≥ 80% of bare node:http',
      met: guestShare >= 80,
      note: `${guestShare}% of bare node:http; the full request path with default logging; CPU includes the database's (about none on a cache hit); leaves out cache misses (rows below) and TLS`,
    });
    const customerShare = percent(results.customer!, results.guest!);
    const interval = (people.length / Math.max(1, results.customer!.rps)).toFixed(1);
    record({
      measure: `same, ${people.length.toLocaleString('en-IN')} signed-in customers across the 4 tiers`,
      result: describe(results.customer!),
      target: '≥ 50% of guest',
      met: customerShare >= 50,
      note: `${customerShare}% of guest; each request another customer's session, round-robin, so each session comes back every ${interval} s (a session cache keeping them longer answers from memory, as it would for a real crowd that size); sessions made in SQL, not by signing in; leaves out carts, orders and sessions ending`,
    });
    record({
      measure: 'search that misses the cache, default engine (embedded PostgreSQL)',
      result: describe(results.missEmbedded!),
      target: 'p99 ≤ 20 ms',
      met: results.missEmbedded!.p99 <= 20,
      note: `32 connections; ${terms.length} terms × 48 page sizes, none repeated within the 2 s cache; a catalogue of the demo's size (bench:scale times the queries at 100k products)`,
    });
    if (results.missServer)
      record({
        measure: 'same, on the PostgreSQL server',
        result: describe(results.missServer),
        note: `default engine at ${percent(results.missEmbedded!, results.missServer)}% of the server's rate; database CPU counts the shop's backends only`,
      });
  } finally {
    bare.stop();
  }
}
