/**
 * The statement upload against PostgreSQL at bench:scale size (issue 23, docs/decisions/068): a
 * 10,000-line HDFC statement built from the orders of the data set (typed UTRs, order ids in
 * narrations, exact amounts, NEFTs, debits) goes through the upload's dry run, as the route runs
 * it: read, the candidate orders read by their indexes, the known keys, the rules. Prints the
 * time, the CPU of this process and of PostgreSQL, the peak RSS, and the candidate query's plan.
 *
 * The data set is bench:scale's (bench/scale/dataset.ts), SCALE=10 is 2M orders (STATEMENT_SCALE,
 * default 1: 200k), in the database of STATEMENT_DATABASE_URL (one bench:scale made, or an empty
 * one), else in a private PostgreSQL of the machine's binaries, removed after.
 *   node --import tsx bench/statements-db.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openPostgres, type Database } from '../src/server/db/client';
import { candidateQuery, readStatement, uploadStatement } from '../src/server/features/statements';
import { debianPostgresBin, startPrivatePostgres } from '../src/server/testing/private-postgres';
import { ensureDataset } from './scale/dataset';
import { sizesFor } from './scale/sizes';
import { printTable, record } from './lib/table';

interface SampleOrder {
  id: string;
  due: number;
  upi_reference: string | null;
  day: string;
}

/** Jiffies (1/100 s) of CPU every postgres process has used so far. */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

/** 10,000 rows from orders of the data set's last 30 days: a fifth by typed UTR, a fifth by id, … */
async function statementFromOrders(db: Database, lines: number): Promise<string> {
  const orders = await db.query<SampleOrder>(
    `select id, amount_paid_paise - paid_paise as due, upi_reference,
            to_char(order_date at time zone 'Asia/Kolkata', 'DD/MM/YY') as day
     from orders where order_date > (select max(order_date) from orders) - interval '30 days'
       and amount_paid_paise > 0
     order by md5(id) limit $1`,
    [lines],
  );
  const rows = [
    'HDFC BANK Ltd.,,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
  ];
  orders.forEach((order, index) => {
    const amount = `${Math.floor(Math.max(order.due, 100) / 100)}.${String(Math.max(order.due, 100) % 100).padStart(2, '0')}`;
    const utr = String(900_000_000_000 + index);
    const kind = index % 10;
    let narration: string;
    if (kind < 2 && order.upi_reference)
      narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${order.upi_reference}-PAYMENT`;
    else if (kind < 4)
      narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${utr}-FRESHMART${order.id.replaceAll('-', '')}`;
    else if (kind < 7) narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${utr}-PAYMENT FROM PHONE`;
    else if (kind < 8)
      narration = `NEFT CR-HDFC0000123-MALABAR CATERERS-FRESH MART-N3262601${String(index).padStart(8, '0')}`;
    else narration = `UPI-SUPPLIER-SUPPLIER@FBL-FDRL0001234-${utr}-STOCK`;
    const debit = kind >= 8;
    rows.push(
      `${order.day},${narration},0000${utr},${order.day},${debit ? amount : ''},${debit ? '' : amount},100000.00`,
    );
  });
  return `${rows.join('\n')}\n`;
}

/**
 * The upload's dry run of a `lines`-line statement made from the orders of the data set in `db`
 * (bench:scale's, of any size), timed with the CPU of node and PostgreSQL, recorded in the bench's
 * table, then the candidate query's plan. Changes nothing: a dry run writes no row.
 */
export async function measureStatementUpload(db: Database, lines = 10_000): Promise<void> {
  await db.query('analyze orders');
  const [{ orders }] = (await db.query<{ orders: number }>('select count(*)::int as orders from orders')) as [
    { orders: number },
  ];
  const text = await statementFromOrders(db, lines);
  const bytes = Buffer.from(text);
  const cpu = process.cpuUsage();
  const pgCpu = postgresCpuSeconds();
  const started = performance.now();
  const statement = await uploadStatement(db, { bytes, fileName: 'bench.csv' }, false, 'bench');
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const pgUsed = postgresCpuSeconds() - pgCpu;
  const count = (by: string) => statement.matched.filter((match) => match.by === by).length;
  record({
    measure: `statement upload (dry run): ${lines.toLocaleString('en-IN')} lines against ${orders.toLocaleString('en-IN')} orders in PostgreSQL`,
    result: `${seconds.toFixed(2)} s (CPU: node ${((used.user + used.system) / 1e6).toFixed(2)} s, PostgreSQL ${pgUsed.toFixed(2)} s)`,
    target: '< 10 s',
    met: seconds < 10,
    note:
      `${statement.credits} credits: ${count('utr')} by UTR, ${count('order-id')} by order id, ${count('amount')} by amount, ` +
      `${statement.review.length} to review, ${statement.unmatched.length} unmatched; ` +
      `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  });
  const { credits } = await readStatement([bytes]);
  const { sql, params } = candidateQuery(credits);
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off) ${sql}`,
    params,
  );
  console.log('\nThe candidate orders query:');
  for (const row of plan) console.log(`  ${row['QUERY PLAN'].replace(/'\{[^}]{100,}\}'/g, "'{…}'")}`);
}

export async function statementDatabaseRows(scale = 1, lines = 10_000): Promise<void> {
  const given = process.env.STATEMENT_DATABASE_URL;
  const bin = given ? null : debianPostgresBin();
  if (!given && !bin) {
    record({
      measure: 'statement upload against PostgreSQL',
      result: 'skipped',
      note: 'no PostgreSQL binaries',
    });
    return;
  }
  const server = bin ? await startPrivatePostgres(bin) : null;
  const url = given ?? server!.url;
  try {
    const madeAt = Date.now();
    await ensureDataset(url, sizesFor(scale), (line) => process.stderr.write(`${line}\n`));
    process.stderr.write(`data set ready in ${((Date.now() - madeAt) / 1000).toFixed(0)} s\n`);
    const db = openPostgres(url, 2);
    try {
      await measureStatementUpload(db, lines);
    } finally {
      await db.close();
    }
  } finally {
    // The private server's process is unref'd: a timer keeps Node waiting for its exit.
    const waiting = setInterval(() => undefined, 1000);
    await server?.remove();
    clearInterval(waiting);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await statementDatabaseRows(Number(process.env.STATEMENT_SCALE ?? 1));
  printTable();
}
