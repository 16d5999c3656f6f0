import type { SalesFigures, SalesRange, SalesRangeReport } from '../../../domain/sales.schemas';
import { csvDay, csvRupees, type CsvValue } from '../../csv/csv';

/** The sales range as a spreadsheet: one row per day, oldest first, then the totals. */
export const SALES_CSV_HEADER = [
  'Date',
  'Orders',
  'Sales (₹)',
  'Point money (₹)',
  'Collected (₹)',
  'To collect (₹)',
] as const;

export const salesCsvFilename = ({ from, to }: SalesRange) => `sales-${from}-to-${to}.csv`;

const figures = (day: SalesFigures): CsvValue[] => [
  day.orders,
  csvRupees(day.salesPaise),
  csvRupees(day.pointMoneyPaise),
  csvRupees(day.collectedPaise),
  csvRupees(day.toCollectPaise),
];

export async function* salesCsvRows(report: SalesRangeReport): AsyncGenerator<CsvValue[]> {
  for (const day of report.days) yield [csvDay(day.date), ...figures(day)];
  yield ['Total', ...figures(report.totals)];
}
