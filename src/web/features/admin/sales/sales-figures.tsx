import type { ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money';
import type { SalesFigures } from '../../../../domain/sales.schemas';
import { cn } from '../../../lib/cn';
import { Skeleton } from '../../../components/ui/page-title';

const countFormat = new Intl.NumberFormat('en-IN');

/** The figures of a day or a range, in the order the owner reads them. */
export const SALES_FIGURES: {
  key: keyof SalesFigures;
  label: string;
  format: (value: number) => string;
  hint?: string;
}[] = [
  { key: 'salesPaise', label: 'Sales', format: formatPaise },
  { key: 'orders', label: 'Orders', format: (value) => countFormat.format(value) },
  { key: 'pointMoneyPaise', label: 'Point money', format: formatPaise, hint: 'What these orders earn' },
  {
    key: 'collectedPaise',
    label: 'Collected',
    format: formatPaise,
    hint: 'Cash taken at delivery, or marked paid',
  },
  {
    key: 'toCollectPaise',
    label: 'Still to collect',
    format: formatPaise,
    hint: 'Cash on delivery not yet taken, UPI not yet confirmed',
  },
];

/**
 * A row of figure cards (today's, or a range's totals) as a description list, so each number is
 * read with its name. Skeletons while `figures` is undefined.
 */
export function SalesFigureCards({
  label,
  figures,
  children,
  className,
}: {
  label: string;
  figures: SalesFigures | undefined;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-3 lg:grid-cols-5', className)}>
      {SALES_FIGURES.map((figure, index) => (
        <div
          key={figure.key}
          className={cn(
            'flex flex-col gap-1 rounded-2xl border border-sand-200 bg-white px-4 py-3 shadow-sm sm:py-4',
            index === 0 && 'col-span-2 lg:col-span-1',
          )}
        >
          <dt className="text-sm font-semibold text-sand-700">{figure.label}</dt>
          <dd className="text-xl font-bold text-sand-900 tabular-nums sm:text-2xl">
            {figures ? figure.format(figures[figure.key]) : <Skeleton className="h-8 w-20" />}
          </dd>
          {figure.hint && <dd className="text-xs text-sand-600">{figure.hint}</dd>}
        </div>
      ))}
      {children}
    </dl>
  );
}
