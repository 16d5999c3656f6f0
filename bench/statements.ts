/**
 * Reading and matching a bank statement at scale (issue 23, docs/decisions/067): a 10,000-line
 * statement (HDFC's layout) read from its text, then matched against 2M unpaid orders held as a
 * Map, as the upload will hold them. Prints the time of each step, the CPU, and the memory the
 * two steps add beside the orders. Run alone: `node --import tsx bench/statements.ts`
 * (STATEMENT_ORDERS=… to change the 2M); `statementRows()` is the section for `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { matchCredits, readStatement, type CandidateOrder } from '../src/server/features/statements';
import { printTable, record } from './lib/table';

const DAY_MS = 86_400_000;
const FIRST_ORDER = Date.parse('2026-07-01T00:00:00+05:30');
const DAYS = 150;

/** A generator of the same numbers every run (mulberry32), so that two runs compare. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 2M unpaid orders over 150 days, UPI and cash on delivery, 1 in 10 with a UTR typed. */
function syntheticOrders(count: number): Map<string, CandidateOrder> {
  const next = random(23);
  const orders = new Map<string, CandidateOrder>();
  for (let index = 0; index < count; index++) {
    const placed = FIRST_ORDER + Math.floor((index / count) * DAYS * DAY_MS);
    const id = `ORD-${placed}-${((index * 2_654_435_761) >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;
    orders.set(id, {
      id,
      duePaise: 5_000 + Math.floor(next() * 20_000) * 50, // ₹50 to ₹10,050 in 50 paise steps
      typedUtr: next() < 0.1 ? String(600_000_000_000 + index) : null,
      placedAt: new Date(placed),
      paymentMethod: next() < 0.7 ? 'upi' : 'cod',
    });
  }
  return orders;
}

const day = (ms: number) => new Date(ms + 19_800_000).toISOString().slice(0, 10);
const hdfcDate = (ms: number) => {
  const [year, month, date] = day(ms).split('-');
  return `${date}/${month}/${year!.slice(2)}`;
};

/** 10,000 rows: UPI credits paying orders by a typed UTR, by the order id, by the amount; others. */
function syntheticStatement(orders: Map<string, CandidateOrder>, lines: number): string {
  const next = random(66);
  const list = [...orders.values()];
  const rows = [
    'HDFC BANK Ltd.,,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
  ];
  for (let index = 0; index < lines; index++) {
    const order = list[Math.floor(next() * list.length)]!;
    const paidOn = hdfcDate(order.placedAt.getTime() + Math.floor(next() * 2) * DAY_MS);
    const amount = `${Math.floor(order.duePaise / 100)}.${String(order.duePaise % 100).padStart(2, '0')}`;
    const kind = next();
    const utr = String(700_000_000_000 + index);
    let narration: string;
    if (kind < 0.2 && order.typedUtr)
      narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${order.typedUtr}-PAYMENT`;
    else if (kind < 0.4)
      narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${utr}-FRESHMART${order.id.replaceAll('-', '')}`;
    else if (kind < 0.7) narration = `UPI-CUSTOMER-9847012345@YBL-SBIN0001234-${utr}-PAYMENT FROM PHONE`;
    else if (kind < 0.8)
      narration = `NEFT CR-HDFC0000123-MALABAR CATERERS-FRESH MART-N3262601${String(index).padStart(8, '0')}`;
    else narration = `UPI-SUPPLIER-SUPPLIER@FBL-FDRL0001234-${utr}-STOCK`;
    const debit = kind >= 0.8;
    rows.push(
      `${paidOn},${narration},0000${utr},${paidOn},${debit ? amount : ''},${debit ? '' : amount},100000.00`,
    );
  }
  return `${rows.join('\n')}\n`;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function statementRows(orderCount = 2_000_000, lines = 10_000): Promise<void> {
  const orders = syntheticOrders(orderCount);
  const text = syntheticStatement(orders, lines);
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const statement = await readStatement([Buffer.from(text)]);
  const read = performance.now();
  const result = matchCredits(statement.credits, orders.values(), new Set());
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  const after = process.memoryUsage();
  const seconds = (done - started) / 1000;
  const count = (by: string) => result.matched.filter((match) => match.by === by).length;
  record({
    measure: `statement: read ${lines.toLocaleString('en-IN')} lines, match against ${orderCount.toLocaleString('en-IN')} orders`,
    result: `${seconds.toFixed(2)} s (read ${((read - started) / 1000).toFixed(2)} s, match ${((done - read) / 1000).toFixed(2)} s; CPU ${((used.user + used.system) / 1e6).toFixed(2)} s)`,
    target: '< 10 s',
    met: seconds < 10,
    note:
      `${statement.credits.length} credits: ${count('utr')} by UTR, ${count('order-id')} by order id, ${count('amount')} by amount, ` +
      `${result.review.length} to review, ${result.unmatched.length} unmatched; heap +${mb(after.heapUsed - before.heapUsed)} ` +
      `beside the orders, RSS ${mb(after.rss)}`,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await statementRows(Number(process.env.STATEMENT_ORDERS ?? 2_000_000));
  printTable();
}
