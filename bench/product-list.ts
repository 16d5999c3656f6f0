import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { describe, interleaved, percent } from './lib/load';
import { customer, type BenchShop } from './lib/shop-process';
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
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const term = encodeURIComponent(terms[n % terms.length]!);
          const limit = 1 + (Math.floor(n / terms.length) % 48);
          return { ...request, path: `/api/products?search=${term}&limit=${limit}` };
        },
      },
    ],
  };
}

/**
 * GET /api/products, like with like in one interleaved run: the same body from bare servers (the
 * practical limits), from the shop's micro-cache to a guest and to a signed-in customer, and the
 * database path (a search that misses the cache) on the default engine and on a PostgreSQL server.
 */
export async function productListRows(embedded: BenchShop, server: BenchShop | null, barePort: number) {
  const page = `${embedded.base}/api/products?limit=24`;
  const body = Buffer.from(await (await fetch(page)).arrayBuffer());
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-body-'));
  writeFileSync(join(dir, 'body.json'), body);
  const bare = fork('bench/bare-servers.ts', [join(dir, 'body.json')], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    const { cookie } = await customer(embedded.base);
    const terms = await searchTerms(embedded.base);
    const cached = { connections: 10 };
    const results = await interleaved({
      nodeHttp: () => ({ ...cached, url: `http://127.0.0.1:${barePort}/` }),
      fastify: () => ({ ...cached, url: `http://127.0.0.1:${barePort + 1}/` }),
      guest: () => ({ ...cached, url: page }),
      customer: () => ({ ...cached, url: page, headers: { cookie } }),
      missEmbedded: () => missingSearch(embedded.base, terms),
      ...(server ? { missServer: () => missingSearch(server.base, terms) } : {}),
    });
    const kb = (body.length / 1024).toFixed(1);
    record({
      measure: `bare node:http, the same ${kb} KB body`,
      result: describe(results.nodeHttp!),
      note: 'the practical limit; 10 connections',
    });
    record({
      measure: 'bare Fastify() route, the same body',
      result: describe(results.fastify!),
      note: `${percent(results.fastify!, results.nodeHttp!)}% of node:http`,
    });
    record({
      measure: 'GET /api/products?limit=24, guest (micro-cache)',
      result: describe(results.guest!),
      target: '≥ 50% of bare Fastify',
      met: percent(results.guest!, results.fastify!) >= 50,
      note: `${percent(results.guest!, results.fastify!)}% of bare Fastify, ${percent(results.guest!, results.nodeHttp!)}% of node:http; full request path with default logging`,
    });
    record({
      measure: 'same, signed-in customer',
      result: describe(results.customer!),
      target: '≥ 50% of guest',
      met: percent(results.customer!, results.guest!) >= 50,
      note: `${percent(results.customer!, results.guest!)}% of guest (session checked, tier prices)`,
    });
    record({
      measure: 'search that misses the cache, default engine (embedded PostgreSQL)',
      result: describe(results.missEmbedded!),
      note: `32 connections; ${terms.length} terms × 48 page sizes, none repeated within the 2 s cache`,
    });
    if (results.missServer)
      record({
        measure: 'same, on the PostgreSQL server',
        result: describe(results.missServer),
        note: `default engine at ${percent(results.missEmbedded!, results.missServer)}% of the server's rate`,
      });
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
