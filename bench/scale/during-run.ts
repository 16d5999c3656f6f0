/**
 * A long-running job (a release run, later an expiry run) timed whole, and order placement measured
 * beside it: the real place-order workflow for customers of the data set, each with their own cart,
 * one order after another, with nothing else running for 10 s before the job and 10 s after it
 * (the "without" column, so a machine slowing down or warming up shows in both), and while it runs.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { placeOrderSchema } from '../../src/domain/order.schemas';
import { placeOrder } from '../../src/server/workflows/place-order.workflow';
import { percentile } from './measure';

export interface DuringRun {
  label: string;
  /** What the job reported (counts), and how long it took. */
  result: string;
  seconds: number;
  without: Latency;
  during: Latency;
}

export interface Latency {
  orders: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Who places the orders, and what: a customer and an in-stock product each. */
export interface Buyers {
  customerIds: readonly string[];
  productIds: readonly string[];
}

export async function pickBuyers(db: Database, count: number): Promise<Buyers> {
  const customers = await db.query<{ id: string }>(
    `select id::text from customers where status = 'active' order by random() limit $1`,
    [count],
  );
  const products = await db.query<{ id: string }>(
    `select id::text from products where stock_quantity > 0 order by stock_quantity desc limit 200`,
  );
  return { customerIds: customers.map((c) => c.id), productIds: products.map((p) => p.id) };
}

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    orders: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** Orders placed one after another until `until` says stop; each one's time in ms. */
async function placeOrdersUntil(db: Database, buyers: Buyers, until: () => boolean, start: number) {
  const times: number[] = [];
  // The bench's generated product ids are not version-4 UUIDs the schema accepts: the cart is
  // parsed once and each order names its product after.
  const template = placeOrderSchema.parse({
    items: [{ productId: '00000000-0000-0000-0000-000000000000', quantity: 1 }],
    delivery: { name: 'Bench', phone: '9847012345', pincode: '680001', address: 'Bench Road, Thrissur' },
    paymentMethod: 'cod',
  });
  for (let i = start; !until(); i++) {
    const input = {
      ...template,
      items: [{ productId: buyers.productIds[i % buyers.productIds.length]!, quantity: 1 }],
    };
    const started = performance.now();
    await placeOrder(db, buyers.customerIds[i % buyers.customerIds.length]!, randomUUID(), input);
    times.push(performance.now() - started);
  }
  return times;
}

/** Times `run` whole while orders are placed beside it; p50/p95/p99 without and during stand side by side. */
export async function measureDuringRun(
  db: Database,
  label: string,
  buyers: Buyers,
  run: () => Promise<string>,
): Promise<DuringRun> {
  const quietFor = async (seconds: number, start: number) => {
    const until = performance.now() + seconds * 1000;
    return placeOrdersUntil(db, buyers, () => performance.now() > until, start);
  };
  const before = await quietFor(10, 0);
  let done = false;
  const started = performance.now();
  const job = run().finally(() => {
    done = true;
  });
  const [during, result] = await Promise.all([placeOrdersUntil(db, buyers, () => done, before.length), job]);
  const seconds = (performance.now() - started) / 1000;
  const without = [...before, ...(await quietFor(10, before.length + during.length))];
  return { label, result, seconds, without: latency(without), during: latency(during) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A Markdown table: the job, its time, and order placement p50/p95/p99 without and during it. */
export function formatDuringRuns(rows: readonly DuringRun[]): string {
  const cells = [
    ['job', 'what it did', 'time', 'orders (without / during)', 'p50', 'p95', 'p99'],
    ...rows.map((row) => [
      row.label,
      row.result,
      `${row.seconds.toFixed(1)} s`,
      `${row.without.orders} / ${row.during.orders}`,
      `${ms(row.without.p50)} / ${ms(row.during.p50)}`,
      `${ms(row.without.p95)} / ${ms(row.during.p95)}`,
      `${ms(row.without.p99)} / ${ms(row.during.p99)}`,
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}
