import {
  CUSTOMER_STATUS_LABELS,
  type CustomerCounts,
  type CustomerListStatus,
} from '../../../../domain/customers.schemas';
import { cn } from '../../../lib/cn';
import { Skeleton } from '../../../components/ui/page-title';

const CARDS: { status: CustomerListStatus | ''; label: string; count: keyof CustomerCounts }[] = [
  { status: '', label: 'Total', count: 'total' },
  { status: 'active', label: CUSTOMER_STATUS_LABELS.active, count: 'active' },
  { status: 'pending', label: CUSTOMER_STATUS_LABELS.pending, count: 'pending' },
  { status: 'reserved', label: CUSTOMER_STATUS_LABELS.reserved, count: 'reserved' },
  { status: 'disabled', label: CUSTOMER_STATUS_LABELS.disabled, count: 'disabled' },
];

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * The customers by status (the list's `counts`). Each card is a button that shows that status in
 * the list (Total: all of them); the one in use is pressed.
 */
export function CustomerStatCards({
  counts,
  status,
  onStatus,
}: {
  counts: CustomerCounts | undefined;
  status: CustomerListStatus | '';
  onStatus: (status: CustomerListStatus | '') => void;
}) {
  return (
    <ul aria-label="Customers by status" className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {CARDS.map((card) => {
        const pressed = card.status === status;
        return (
          <li key={card.count} className={card.status === '' ? 'col-span-2 sm:col-span-1' : undefined}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onStatus(card.status)}
              className={cn(
                'flex h-full min-h-11 w-full flex-col items-start gap-0.5 rounded-2xl border bg-white px-4 py-3 text-left shadow-sm transition-colors sm:gap-1 sm:py-4',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                pressed ? 'border-brand-600 ring-2 ring-brand-600' : 'border-sand-200 hover:border-sand-400',
              )}
            >
              <span className="text-sm font-semibold text-sand-700">{card.label}</span>
              {counts ? (
                <span className="text-xl font-bold text-sand-900 tabular-nums sm:text-2xl">
                  {countFormat.format(counts[card.count])}
                </span>
              ) : (
                <Skeleton className="h-8 w-12" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
