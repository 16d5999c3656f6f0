import { formatPaise } from '../../domain/money';
import type { CounterReceipt } from '../../domain/counter-receipt';
import { MONEY_METHOD_LABELS } from '../../domain/payments';
import { pointsPhrase } from '../../domain/points';
import { formatApiQuantity } from '../../domain/quantities';
import { formatDate, formatDateTime } from '../lib/dates';

/** What GET /api/receipts/:token answers: a counter sale's receipt (docs/decisions/090). */
export type ReceiptView = CounterReceipt;

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between gap-2 font-bold' : 'flex justify-between gap-2'}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/**
 * A counter sale's receipt as an 80 mm roll prints it (styles.css prints it alone): monospace, at
 * most 48 characters a line; the shop, the lines, savings, total, how it was paid and the change.
 * The counter shows it after the sale and /receipt/:token to anyone with the link.
 */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  const savings: [string, number][] = [
    ['Offers', receipt.offerDiscountPaise],
    ['Leaderboard offer', receipt.leaderboardDiscountPaise],
    [`Points used (${receipt.pointsUsed})`, receipt.pointsDiscountPaise],
  ];
  return (
    <article
      aria-label={`Receipt for ${receipt.orderId}`}
      className="print-receipt mx-auto w-full max-w-[48ch] space-y-2 rounded-xl border border-sand-200 bg-white p-4 font-mono text-sm text-sand-900"
    >
      <header className="text-center">
        <p className="font-bold">{receipt.shopName}</p>
        <p>{receipt.shopAddress}</p>
      </header>
      <p className="border-t border-dashed border-sand-400 pt-2">
        Receipt {receipt.orderId}
        <br />
        {formatDateTime(receipt.soldAt)}
      </p>
      <ul className="space-y-1 border-t border-dashed border-sand-400 pt-2">
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <span className="block break-words">{line.name}</span>
            <span className="flex justify-between gap-2 tabular-nums">
              <span>
                {formatApiQuantity(line.quantity, line)} × {formatPaise(line.unitPricePaise)}
              </span>
              <span>{formatPaise(line.amountPaise)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="border-t border-dashed border-sand-400 pt-2">
        <Row label="Items" value={formatPaise(receipt.subtotalPaise)} />
        {savings.map(([label, paise]) =>
          paise > 0 ? <Row key={label} label={label} value={`- ${formatPaise(paise)}`} /> : null,
        )}
        <Row label="Total" value={formatPaise(receipt.totalPaise)} strong />
        {receipt.payments.map((payment, index) => (
          <Row
            key={index}
            label={MONEY_METHOD_LABELS[payment.method]}
            value={formatPaise(payment.amountPaise)}
          />
        ))}
        {receipt.khataPaise > 0 && <Row label="On khata" value={formatPaise(receipt.khataPaise)} />}
        {receipt.changePaise > 0 && (
          <Row label="Cash handed over" value={formatPaise(receipt.cashHandedPaise)} />
        )}
        {receipt.changePaise > 0 && <Row label="Change" value={formatPaise(receipt.changePaise)} />}
      </dl>
      {receipt.pointsEarned > 0 && (
        <p className="border-t border-dashed border-sand-400 pt-2">
          This sale earns {pointsPhrase(receipt.pointsEarned)}
          {receipt.pointsSpendableFrom
            ? `, yours to spend from ${formatDate(receipt.pointsSpendableFrom)}`
            : ''}
          .
        </p>
      )}
      <p className="text-center">Thank you. Come again!</p>
    </article>
  );
}
