import { formatPaise } from '../../../domain/money';
import type { Quote } from '../../../domain/order';
import { pointsPhrase } from '../../../domain/points';

/**
 * The order's totals exactly as the server quoted them for this customer (never added up here). A
 * walk-in's sale (the counter's, docs/decisions/089) says plainly that it earns no points.
 */
export function OrderTotals({ quote, walkIn = false }: { quote: Quote; walkIn?: boolean }) {
  const rows: [string, string][] = [['Items', formatPaise(quote.subtotalPaise)]];
  for (const offer of quote.offers)
    if (offer.discountPaise > 0) rows.push([offer.title, `− ${formatPaise(offer.discountPaise)}`]);
  if (quote.leaderboardDiscount)
    rows.push(['Leaderboard offer', `− ${formatPaise(quote.leaderboardDiscount.discountPaise)}`]);
  if (quote.pointsDiscountPaise > 0)
    rows.push(['Points used', `− ${formatPaise(quote.pointsDiscountPaise)}`]);
  return (
    <div className="space-y-2">
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-sand-700">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base font-bold">
          <dt>To pay</dt>
          <dd className="tabular-nums" data-testid="phone-order-total">
            {formatPaise(quote.amountPaidPaise)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-sand-700">
        {walkIn
          ? 'A walk-in sale earns no points.'
          : `Earns ${formatPaise(quote.pointMoneyPaise)} point money on delivery · up to ${pointsPhrase(quote.maxPointsUsable)} usable`}
      </p>
    </div>
  );
}
