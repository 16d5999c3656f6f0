/**
 * The purchases CSV of every order (issue 12, item 11), streamed as the export route streams it:
 * purchaseRows reads 2,000 orders a query and csvLine writes each row; the bytes go nowhere. It
 * times the whole file and samples the process's memory after every batch, to show that memory
 * stays flat however many orders there are (docs/decisions/033).
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
  /** The heap's peak in the first and the last tenth of the rows: equal when nothing piles up. */
  heapPeakFirstTenthMb: number;
  heapPeakLastTenthMb: number;
}

const MB = 1024 * 1024;
const BATCH = 2_000;

export async function measurePurchasesExport(db: Database, totalOrders: number): Promise<ExportMeasured> {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  let firstTenth = 0;
  let lastTenth = 0;
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
      if (rows <= totalOrders / 10) firstTenth = Math.max(firstTenth, now.heapUsed);
      if (rows >= totalOrders * 0.9) lastTenth = Math.max(lastTenth, now.heapUsed);
    }
  }
  return {
    rows,
    megabytes: bytes / MB,
    seconds: (performance.now() - started) / 1000,
    rssGrowthMb: (peakRss - start.rss) / MB,
    heapGrowthMb: (peakHeap - start.heapUsed) / MB,
    heapPeakFirstTenthMb: firstTenth / MB,
    heapPeakLastTenthMb: lastTenth / MB,
  };
}

export function formatExport(measured: ExportMeasured): string {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  return [
    `Purchases CSV of every order: ${measured.rows} rows, ${mb(measured.megabytes)} in ` +
      `${measured.seconds.toFixed(0)} s (${Math.round(measured.rows / measured.seconds)} rows/s).`,
    `  Memory: peak RSS +${mb(measured.rssGrowthMb)}, peak heap +${mb(measured.heapGrowthMb)} over the start; ` +
      `heap peak in the first tenth ${mb(measured.heapPeakFirstTenthMb)}, in the last tenth ${mb(measured.heapPeakLastTenthMb)}.`,
  ].join('\n');
}
