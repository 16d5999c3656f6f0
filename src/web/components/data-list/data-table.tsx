import { cn } from '../../lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../ui/table';
import type { Column } from './columns';
import { useT } from '../../i18n/i18n-context';

/** A sticky end column casts a soft shadow over the cells that scroll under it. */
const STICKY_END = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

function alignClass(column: Column<never>) {
  return column.align === 'end' ? 'text-right' : undefined;
}

/** The desktop view of a DataList: a real table, named by its caption, one row per item. */
export function DataTable<T>({
  label,
  columns,
  items,
  getKey,
  className,
}: {
  label: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  getKey: (item: T) => string;
  /** E.g. a minimum width, past which the table scrolls sideways in its box. */
  className?: string;
}) {
  // A header in English is a message: the admin panel's say themselves in Malayalam (decision 103).
  const { m } = useT();
  return (
    <Table className={className}>
      <caption className="sr-only">{label}</caption>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.id}
              className={cn(alignClass(column), column.sticky && `${STICKY_END} bg-sand-50`)}
            >
              {column.headerHidden ? <span className="sr-only">{m(column.header)}</span> : m(column.header)}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          // Load more moves the focus to the first new row (see useLoadMoreFocus).
          <TableRow
            key={getKey(item)}
            tabIndex={-1}
            data-list-item=""
            className="focus-visible:-outline-offset-3"
          >
            {columns.map((column) => (
              <TableCell
                key={column.id}
                className={cn(
                  alignClass(column),
                  column.align === 'end' && 'tabular-nums',
                  column.className,
                  column.sticky && `${STICKY_END} bg-white`,
                )}
              >
                {column.cell(item)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
