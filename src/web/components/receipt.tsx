import { formatPaise } from '../../domain/money';
import type { CounterReceipt } from '../../domain/counter-receipt';
import { MONEY_METHOD_LABELS } from '../../domain/payments';
import { formatPoints } from '../../domain/points';
import { formatApiQuantity } from '../../domain/quantities';
import { formatDate, formatDateTime } from '../lib/dates';
import type infoWords from '../i18n/info/en.json';

/** What GET /api/receipts/:token answers: a counter sale's receipt (docs/decisions/090). */
export type ReceiptView = CounterReceipt;

/** A key of the receipt's words, which both the info area and the admin panel's carry. */
export type ReceiptKey = `receipt.${keyof (typeof infoWords)['receipt'] & string}`;

/**
 * The receipt's words, from the page that shows it (docs/decisions/103: a component shown in two
 * areas takes its words from its caller): the receipt link's page reads the info area's, the
 * counter the admin panel's.
 */
export interface ReceiptWords {
  t: (key: ReceiptKey, params?: Record<string, string | number>) => string;
  m: (english: string) => string;
}

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
export function Receipt({ receipt, words: { t, m } }: { receipt: ReceiptView; words: ReceiptWords }) {
  const savings: [string, number][] = [
    [t('receipt.offers'), receipt.offerDiscountPaise],
    [t('receipt.leaderboardOffer'), receipt.leaderboardDiscountPaise],
    [t('receipt.pointsUsed', { points: receipt.pointsUsed }), receipt.pointsDiscountPaise],
  ];
  const earned = t(receipt.pointsEarned === 1 ? 'receipt.point' : 'receipt.points', {
    count: formatPoints(receipt.pointsEarned),
  });
  return (
    <article
      aria-label={t('receipt.label', { id: receipt.orderId })}
      className="print-receipt mx-auto w-full max-w-[48ch] space-y-2 rounded-xl border border-sand-200 bg-white p-4 font-mono text-sm text-sand-900"
    >
      <header className="text-center">
        <p className="font-bold">{receipt.shopName}</p>
        <p>{receipt.shopAddress}</p>
      </header>
      <p className="border-t border-dashed border-sand-400 pt-2">
        {t('receipt.heading', { id: receipt.orderId })}
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
        <Row label={t('receipt.items')} value={formatPaise(receipt.subtotalPaise)} />
        {savings.map(([label, paise]) =>
          paise > 0 ? <Row key={label} label={label} value={`- ${formatPaise(paise)}`} /> : null,
        )}
        <Row label={t('receipt.total')} value={formatPaise(receipt.totalPaise)} strong />
        {receipt.payments.map((payment, index) => (
          <Row
            key={index}
            label={m(MONEY_METHOD_LABELS[payment.method])}
            value={formatPaise(payment.amountPaise)}
          />
        ))}
        {receipt.khataPaise > 0 && (
          <Row label={t('receipt.onKhata')} value={formatPaise(receipt.khataPaise)} />
        )}
        {receipt.changePaise > 0 && (
          <Row label={t('receipt.cashHanded')} value={formatPaise(receipt.cashHandedPaise)} />
        )}
        {receipt.changePaise > 0 && (
          <Row label={t('receipt.change')} value={formatPaise(receipt.changePaise)} />
        )}
      </dl>
      {receipt.pointsEarned > 0 && (
        <p className="border-t border-dashed border-sand-400 pt-2">
          {receipt.pointsSpendableFrom
            ? t('receipt.earnsFrom', { points: earned, date: formatDate(receipt.pointsSpendableFrom) })
            : t('receipt.earns', { points: earned })}
        </p>
      )}
      <p className="text-center">{t('receipt.thanks')}</p>
    </article>
  );
}
