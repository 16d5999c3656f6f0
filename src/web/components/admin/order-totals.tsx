import { formatPaise } from '../../../domain/money';
import type { Quote } from '../../../domain/order';
import { formatPoints } from '../../../domain/points';
import { useWords } from '../../i18n/use-words';

/**
 * The order's totals exactly as the server quoted them for this customer (never added up here). A
 * walk-in's sale (the counter's, docs/decisions/089) says plainly that it earns no points.
 */
export function OrderTotals({ quote, walkIn = false }: { quote: Quote; walkIn?: boolean }) {
  const { t } = useWords('admin');
  const rows: [string, string][] = [[t('admin.totals.items'), formatPaise(quote.subtotalPaise)]];
  for (const offer of quote.offers)
    if (offer.discountPaise > 0) rows.push([offer.title, `− ${formatPaise(offer.discountPaise)}`]);
  if (quote.leaderboardDiscount)
    rows.push([t('admin.totals.leaderboard'), `− ${formatPaise(quote.leaderboardDiscount.discountPaise)}`]);
  if (quote.pointsDiscountPaise > 0)
    rows.push([t('admin.totals.pointsUsed'), `− ${formatPaise(quote.pointsDiscountPaise)}`]);
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
          <dt>{t('admin.totals.toPay')}</dt>
          <dd className="tabular-nums" data-testid="phone-order-total">
            {formatPaise(quote.amountPaidPaise)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-sand-700">
        {walkIn
          ? t('admin.totals.walkIn')
          : t('admin.totals.earns', {
              amount: formatPaise(quote.pointMoneyPaise),
              points: pointsWords(t, quote.maxPointsUsable),
            })}
      </p>
    </div>
  );
}

type AdminWords = ReturnType<typeof useWords<'admin'>>['t'];

/** A number of points in the panel's language: "1 point", "1,250 points" (pointsPhrase's English). */
const pointsWords = (t: AdminWords, points: number) =>
  t(points === 1 ? 'admin.totals.point' : 'admin.totals.points', { count: formatPoints(points) });

/** A customer's points, as the panel's language says them. */
export function PointsCount({ points }: { points: number }) {
  const { t } = useWords('admin');
  return pointsWords(t, points);
}
