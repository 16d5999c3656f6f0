import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { leaderboardOfferLabel } from '../../../../domain/leaderboard';
import type { LeaderboardDiscount } from '../../../../domain/leaderboard.schemas';
import { formatPaise } from '../../../../domain/money';
import { appliedOfferLine } from '../../../../domain/offer-pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/page-title';
import type { Quote } from '../orders.api';
import { useT } from '../../../i18n/i18n-context';

export interface SummaryTotals {
  itemCount: number;
  subtotalPaise: number;
  /** The shop's offers on this cart, each its own line (docs/decisions/076). */
  offers: Quote['offers'];
  /** The leaderboard's top-N offer on this cart; null without it. */
  leaderboardDiscount: LeaderboardDiscount | null;
  pointsUsed: number;
  pointsDiscountPaise: number;
  amountPaidPaise: number;
  /** What the order earns on delivery; null when unknown (guests). */
  pointMoneyPaise: number | null;
}

export function totalsFromQuote(quote: Quote, itemCount: number, pointsUsed: number): SummaryTotals {
  return {
    itemCount,
    subtotalPaise: quote.subtotalPaise,
    offers: quote.offers,
    leaderboardDiscount: quote.leaderboardDiscount,
    pointsUsed,
    pointsDiscountPaise: quote.pointsDiscountPaise,
    amountPaidPaise: quote.amountPaidPaise,
    pointMoneyPaise: quote.pointMoneyPaise,
  };
}

/** One shop offer's line: money off, or the point money it adds. */
function OfferRow({ offer }: { offer: Quote['offers'][number] }) {
  const { label, amount } = appliedOfferLine(offer);
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-sand-700">{label}</dt>
      <dd className="text-right text-brand-800 tabular-nums">{amount}</dd>
    </div>
  );
}

/** Why Place Order failed: the message, and what to do about it when there is more to say. */
export interface SubmitError {
  message: string;
  detail?: string;
}

/** The totals, what the order earns, and Place Order (the form's submit button). */
export function OrderSummary({
  totals,
  updating,
  quoteError,
  onRetryQuote,
  submitError,
  placing,
  canPlace,
  note,
}: {
  totals: SummaryTotals | null;
  updating: boolean;
  quoteError: string | null;
  onRetryQuote: () => void;
  submitError: SubmitError | null;
  placing: boolean;
  canPlace: boolean;
  note?: ReactNode;
}) {
  const { t, m } = useT();
  return (
    <Card className="space-y-4 lg:sticky lg:top-20">
      <CardTitle>{t('checkout.orderTotal')}</CardTitle>
      {totals === null && !quoteError ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : (
        totals && (
          <dl
            aria-busy={updating}
            className={updating ? 'space-y-2 text-sm opacity-60 transition-opacity' : 'space-y-2 text-sm'}
          >
            <div className="flex justify-between gap-3">
              <dt className="text-sand-700">
                {t('checkout.subtotal', {
                  count: totals.itemCount,
                  items: totals.itemCount === 1 ? t('shop.item') : t('shop.items'),
                })}
              </dt>
              <dd className="tabular-nums">{formatPaise(totals.subtotalPaise)}</dd>
            </div>
            {totals.offers.map((offer) => (
              <OfferRow key={offer.offerId} offer={offer} />
            ))}
            {totals.leaderboardDiscount && (
              <div className="flex justify-between gap-3">
                <dt className="text-sand-700">{leaderboardOfferLabel(totals.leaderboardDiscount)}</dt>
                <dd className="text-brand-800 tabular-nums">
                  −{formatPaise(totals.leaderboardDiscount.discountPaise)}
                </dd>
              </div>
            )}
            {totals.pointsDiscountPaise > 0 && (
              <div className="flex justify-between gap-3">
                <dt className="text-sand-700">{t('checkout.pointsUsed', { points: totals.pointsUsed })}</dt>
                <dd className="text-brand-800 tabular-nums">−{formatPaise(totals.pointsDiscountPaise)}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-3 border-t border-sand-200 pt-3">
              <dt className="text-base font-bold">{t('checkout.toPay')}</dt>
              <dd className="text-2xl font-bold tabular-nums" aria-live="polite">
                {formatPaise(totals.amountPaidPaise)}
              </dd>
            </div>
          </dl>
        )
      )}
      {updating && totals && (
        <p role="status" className="text-xs text-sand-700">
          {t('checkout.updating')}
        </p>
      )}
      {totals?.pointMoneyPaise != null && totals.pointMoneyPaise > 0 && (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checkout.willEarn', { amount: formatPaise(totals.pointMoneyPaise) })}
        </p>
      )}
      {quoteError && (
        <Alert tone="error">
          <p>{quoteError}</p>
          <Button variant="outline" className="mt-2" onClick={onRetryQuote}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      {submitError &&
        (submitError.detail ? (
          <Alert tone="error" title={m(submitError.message)}>
            {m(submitError.detail)}
          </Alert>
        ) : (
          <Alert tone="error">{m(submitError.message)}</Alert>
        ))}
      <Button type="submit" size="lg" className="w-full" loading={placing} disabled={!canPlace}>
        {t('checkout.placeOrder')}
      </Button>
      {note && <div className="text-center text-sm text-sand-700">{note}</div>}
    </Card>
  );
}
