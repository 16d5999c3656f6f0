import { Fragment } from 'react';
import { formatPaise } from '../../../../domain/money';
import type { ImportedSalesDay, SalesDay, SalesFigures } from '../../../../domain/sales.schemas';
import { Badge } from '../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { SALES_FIGURES } from './sales-figures';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, 23 Nov 2026" for a YYYY-MM-DD day (already an Asia/Kolkata day: formatted as is). */
export const formatSalesDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function Figures({ figures, bold = false }: { figures: SalesFigures; bold?: boolean }) {
  return SALES_FIGURES.map((figure) => (
    <TableCell
      key={figure.key}
      className={bold ? 'text-right font-bold tabular-nums' : 'text-right tabular-nums'}
    >
      {figure.format(figures[figure.key])}
    </TableCell>
  ));
}

/**
 * The old app's own figure for a day its imported orders do not explain (docs/decisions/036): a
 * row of its own under the day, marked, never added into the day's or the range's figures.
 */
function ImportedDayRow({ imported }: { imported: ImportedSalesDay }) {
  return (
    <TableRow className="bg-sky-50/60 text-sm">
      <TableCell colSpan={SALES_FIGURES.length + 1} className="pl-8">
        {/* Kept within the screen's width while the table scrolls sideways on a phone. */}
        <div className="sticky left-8 max-w-[calc(100vw-6rem)] whitespace-normal sm:max-w-none">
          <Badge tone="info">Imported from the old app</Badge>{' '}
          <span>
            Its own record for this day: sales {formatPaise(imported.salesPaise)}, {imported.orders}{' '}
            {imported.orders === 1 ? 'order' : 'orders'}, point money {formatPaise(imported.pointMoneyPaise)}.
            Not included in the figures above.
          </span>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Every day of the range, newest first (the chart's text alternative too), and the totals. */
export function SalesDaysTable({ days, totals }: { days: SalesDay[]; totals: SalesFigures }) {
  return (
    <Table className="min-w-[44rem]">
      <caption className="sr-only">Sales by day, newest first</caption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Date</TableHeaderCell>
          {SALES_FIGURES.map((figure) => (
            <TableHeaderCell key={figure.key} className="text-right">
              {figure.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.toReversed().map((day) => (
          <Fragment key={day.date}>
            <TableRow className={day.orders === 0 ? 'text-sand-600' : undefined}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={day.date}>{formatSalesDay(day.date)}</time>
              </TableCell>
              <Figures figures={day} />
            </TableRow>
            {day.imported && <ImportedDayRow imported={day.imported} />}
          </Fragment>
        ))}
      </TableBody>
      <tfoot className="border-t-2 border-sand-300 bg-sand-50">
        <TableRow>
          <th scope="row" className="px-3 py-3 pl-4 text-left font-bold">
            Total
          </th>
          <Figures figures={totals} bold />
        </TableRow>
      </tfoot>
    </Table>
  );
}
