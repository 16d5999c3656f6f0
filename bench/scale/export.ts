/**
 * The purchases CSV of every order (issue 12, item 11), streamed as the export route streams it:
 * purchaseRows reads 2,000 orders a query and csvLine writes each row; the bytes go nowhere. It
 * times the whole file and samples the process's memory after every batch, and, run with
 * --expose-gc, the heap a full collection leaves at each tenth of the rows: flat when nothing is
 * kept from the rows already written (docs/decisions/033).
 */
import { csvLine } from '../../src/server/csv/csv';
import type { Database } from '../../src/server/db/client';
import { purchaseRows } from '../../src/server/features/orders/purchases-csv';

export interface ExportMeasured {
  rows: number;
  megabytes: number;
  seconds: number;
  /** Peak resident set and heap during the export, less what they were at its start. */
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** The heap left after a full collection at each tenth of the rows (empty without --expose-gc). */
  retainedHeapMb: number[];
}

const MB = 1024 * 1024;
const BATCH = 2_000;

export async function measurePurchasesExport(db: Database, totalOrders: number): Promise<ExportMeasured> {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const retained: number[] = [];
  const tenth = Math.ceil(totalOrders / 10);
  let rows = 0;
  let bytes = 0;
  const started = performance.now();
  for await (const row of purchaseRows(db, {})) {
    bytes += Buffer.byteLength(csvLine(row));
    rows++;
    if (rows % BATCH === 0) {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }
    if (rows % tenth === 0 && globalThis.gc) {
      globalThis.gc();
      retained.push(process.memoryUsage().heapUsed / MB);
    }
  }
  return {
    rows,
    megabytes: bytes / MB,
    seconds: (performance.now() - started) / 1000,
    rssGrowthMb: (peakRss - start.rss) / MB,
    heapGrowthMb: (peakHeap - start.heapUsed) / MB,
    retainedHeapMb: retained,
  };
}

export function formatExport(measured: ExportMeasured): string {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  return [
    `Purchases CSV of every order: ${measured.rows} rows, ${mb(measured.megabytes)} in ` +
      `${measured.seconds.toFixed(0)} s (${Math.round(measured.rows / measured.seconds)} rows/s).`,
    `  Memory: peak RSS +${mb(measured.rssGrowthMb)}, peak heap +${mb(measured.heapGrowthMb)} over the start; ` +
      `heap after a full GC at each tenth: ${measured.retainedHeapMb.map(mb).join(', ') || 'run with --expose-gc'}.`,
    '  Left out: HTTP, the route and compression (the lines are made as the route makes them and go nowhere),',
    '  a cold cache, and any other load while it runs.',
  ].join('\n');
}
