import { COUNTER_TENDER_LABELS, type CounterTender } from '../../domain/counter-tender';
import { formatPaise } from '../../domain/money';
import { apiLineAmountPaise, formatApiQuantity, type Measure } from '../../domain/quantities';
import { formatDateTime } from '../lib/dates';
import { SHOP } from '../lib/shop-info';

/** What a counter sale's receipt says: on screen after the sale, printed, and at its public link. */
export interface ReceiptView {
  orderId: string;
  at: string;
  /** Null for a walk-in. */
  customerName: string | null;
  lines: (Measure & { name: string; quantity: number; unitPricePaise: number })[];
  subtotalPaise: number;
  /** Offers, the leaderboard's offer and points used, as one saving. */
  discountPaise: number;
  pointsUsed: number;
  totalPaise: number;
  payments: { method: CounterTender; amountPaise: number }[];
  changePaise: number;
  pointMoneyPaise: number;
}

/**
 * The receipt as an 80 mm roll prints it (styles.css's print rules print it alone): monospace,
 * 48 characters a line at most, the shop, the sale's lines, totals, payments and change.
 */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  const row = (label: string, value: string, strong = false) => (
    <div
      key={label}
      className={strong ? 'flex justify-between gap-2 font-bold' : 'flex justify-between gap-2'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <article
      aria-label={`Receipt for ${receipt.orderId}`}
      className="print-receipt mx-auto w-full max-w-[48ch] space-y-2 rounded-xl border border-sand-200 bg-white p-4 font-mono text-sm text-sand-900"
    >
      <header className="text-center">
        <p className="font-bold">{SHOP.name}</p>
        <p>{SHOP.address}</p>
        <p>{SHOP.supportPhone}</p>
      </header>
      <p className="border-t border-dashed border-sand-400 pt-2">
        Receipt {receipt.orderId}
        <br />
        {formatDateTime(receipt.at)}
        <br />
        {receipt.customerName ?? 'Walk-in customer'}
      </p>
      <ul className="space-y-1 border-t border-dashed border-sand-400 pt-2">
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <span className="block break-words">{line.name}</span>
            <span className="flex justify-between gap-2 tabular-nums">
              <span>
                {formatApiQuantity(line.quantity, line)} × {formatPaise(line.unitPricePaise)}
              </span>
              <span>{formatPaise(apiLineAmountPaise(line))}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="border-t border-dashed border-sand-400 pt-2">
        {row('Items', formatPaise(receipt.subtotalPaise))}
        {receipt.discountPaise > 0 &&
          row(
            receipt.pointsUsed > 0 ? `Savings (${receipt.pointsUsed} points)` : 'Savings',
            `- ${formatPaise(receipt.discountPaise)}`,
          )}
        {row('Total', formatPaise(receipt.totalPaise), true)}
        {receipt.payments.map((payment, index) =>
          row(
            `${COUNTER_TENDER_LABELS[payment.method]}${receipt.payments.length > 1 ? ` ${index + 1}` : ''}`,
            formatPaise(payment.amountPaise),
          ),
        )}
        {receipt.changePaise > 0 && row('Change', formatPaise(receipt.changePaise))}
      </dl>
      {receipt.pointMoneyPaise > 0 && (
        <p className="border-t border-dashed border-sand-400 pt-2">
          This sale earns {formatPaise(receipt.pointMoneyPaise)} point money.
        </p>
      )}
      <p className="text-center">Thank you. Come again!</p>
    </article>
  );
}
