import { formatPaise } from '../../../../domain/money';
import { ORDER_SOURCE_LABELS } from '../../../../domain/order-sources';
import type { SalesBySource } from '../../../../domain/sales.schemas';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * Where the range's trade came from (docs/decisions/088): orders and sales per source, online,
 * phone, counter and imported, each with its share of the range's sales.
 */
export function SalesBySourceTable({ sources }: { sources: SalesBySource[] }) {
  const total = sources.reduce((sum, source) => sum + source.salesPaise, 0);
  return (
    <section aria-labelledby="sales-by-source-heading" className="space-y-2">
      <h3 id="sales-by-source-heading" className="font-bold text-sand-900">
        Sales by source
      </h3>
      <Table className="min-w-[20rem]">
        <caption className="sr-only">Orders and sales by where they came from, for the range</caption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Source</TableHeaderCell>
            <TableHeaderCell className="text-right">Orders</TableHeaderCell>
            <TableHeaderCell className="text-right">Sales</TableHeaderCell>
            <TableHeaderCell className="text-right">Share</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sources.map((source) => (
            <TableRow key={source.source} className={source.orders === 0 ? 'text-sand-600' : undefined}>
              <TableCell className="whitespace-nowrap">{ORDER_SOURCE_LABELS[source.source]}</TableCell>
              <TableCell className="text-right tabular-nums">{countFormat.format(source.orders)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatPaise(source.salesPaise)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {total > 0 ? `${Math.round((source.salesPaise * 100) / total)}%` : '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
