/**
 * npm run bench: one table, measured on this machine in one run, on the path real traffic takes
 * (the compiled server with its default logging, its default embedded database, signed in where
 * customers are, cache missed where it matters), beside what it should be compared with.
 *
 * Left out, and why: network latency and TLS (loopback only; a proxy adds both equally to every
 * row); many processes behind a load balancer (DESIGN's scale-out is proven by tests, not timed);
 * a shop of realistic size (`npm run bench:scale` times the queries on 1M customers / 2M orders);
 * the load generator shares the machine's 2 cores with the shop, as every row does alike. Beside
 * each rate, the CPU per request of the server's process (and its database's) from /proc: it holds
 * steadier than rates on a shared machine. Each row's note says what it leaves out (decision 048).
 */
import { barcodeLookupRows } from './barcode-lookup';
import { counterSaleRow } from './counter-sale';
import { statementRows } from './statements';
import { statementDatabaseRows } from './statements-db';
import { existsSync } from 'node:fs';
import { jsSizeRows } from './js-size';
import { ROUNDS, SECONDS } from './lib/load';
import { postgresServerUrl, startShop, type BenchShop } from './lib/shop-process';
import { failedTargets, printTable, record } from './lib/table';
import { lighthouseRows } from './lighthouse';
import { memoryRun } from './memory';
import { listUnderOrdersRows } from './list-under-orders';
import { loginRows } from './logins';
import { orderRows, sellOutRow } from './orders';
import { productListRows } from './product-list';
import { signInChallengeRows } from './sign-in-challenges';

/**
 * BENCH_ONLY=js,list,logins,challenges,orders,counter,sell-out,lighthouse,statements,barcodes: a subset of the sections.
 * BENCH_ONLY=memory (12 minutes, so only when asked for) prints the memory curve (bench/memory.ts).
 * BENCH_ONLY=statements-db (only when asked for: it fills a private PostgreSQL with bench:scale's
 * data set, STATEMENT_SCALE=1 by default, 10 for 2M orders) times the statement upload against it.
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (section: string) => !only || only.includes(section);

async function main() {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  console.log(
    `Bench on ${process.platform}, Node ${process.version}; ${ROUNDS} interleaved rounds of ${SECONDS} s\n`,
  );
  if (only?.includes('memory')) {
    await memoryRun();
    if (only.length === 1) return;
  }
  const serverUrl = await postgresServerUrl();
  const embedded = await startShop(3900, { seedDemo: true });
  const server: BenchShop | null = serverUrl
    ? await startShop(3910, { databaseUrl: serverUrl, seedDemo: true })
    : null;
  if (!server)
    record({
      measure: 'PostgreSQL server rows',
      result: 'skipped',
      note: 'no server reachable: set DATABASE_URL',
    });
  try {
    if (wanted('js')) await jsSizeRows(embedded);
    if (wanted('lighthouse')) await lighthouseRows(embedded.base);
    if (wanted('list')) await productListRows(embedded, server, 3920);
    if (wanted('logins')) await loginRows(embedded);
    if (wanted('challenges')) await signInChallengeRows(3930);
    if (wanted('orders')) await listUnderOrdersRows(embedded);
    if (wanted('orders'))
      await orderRows([
        { label: 'default engine', shop: embedded, target: true },
        ...(server ? [{ label: 'PostgreSQL server', shop: server, target: false }] : []),
      ]);
    if (wanted('counter')) await counterSaleRow(embedded);
    if (wanted('sell-out')) {
      await sellOutRow('default engine', embedded);
      if (server) await sellOutRow('PostgreSQL server', server);
    }
    if (wanted('statements')) await statementRows(Number(process.env.STATEMENT_ORDERS ?? 2_000_000));
    if (only?.includes('statements-db'))
      await statementDatabaseRows(Number(process.env.STATEMENT_SCALE ?? 1));
    // Last: it adds 100k products to the embedded shop's catalogue.
    if (wanted('barcodes')) await barcodeLookupRows(embedded);
  } finally {
    await embedded.stop();
    await server?.stop();
  }
  printTable();
  const failed = failedTargets();
  if (failed.length)
    console.log(`\n${failed.length} target(s) not met: ${failed.map((row) => row.measure).join('; ')}`);
}

await main();
