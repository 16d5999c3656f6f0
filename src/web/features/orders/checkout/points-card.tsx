import { useId } from 'react';
import { Coins } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { formatPoints } from '../../../../domain/points';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/page-title';
import type { Quote } from '../orders.api';
import { useT } from '../../../i18n/i18n-context';
import { BoldParts } from '../../../i18n/bold-parts';

/** Points to use on this order: a whole number from 0 to the server's maximum, by typing or sliding. */
export function PointsCard({
  quote,
  value,
  onChange,
  pendingLine = null,
  expiryLine = null,
}: {
  quote: Quote | null;
  value: number;
  onChange: (points: number) => void;
  /** Points that wait for the return window (docs/decisions/074): said, never offered. */
  pendingLine?: string | null;
  /** Points that expire within 30 days (docs/decisions/080): "25 points expire on 16 Jan". */
  expiryLine?: string | null;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { t, m } = useT();

  if (!quote) {
    return (
      <Card className="space-y-3" aria-busy="true">
        <CardTitle>{t('points.useYourPoints')}</CardTitle>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }

  const max = quote.maxPointsUsable;
  // A whole number of points; the checkout keeps it within the server's maximum.
  const set = (raw: number) => onChange(Number.isFinite(raw) ? Math.max(0, Math.floor(raw)) : 0);

  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-700">
          <Coins aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <CardTitle>{t('points.useYourPoints')}</CardTitle>
          <p className="text-sm text-sand-700">
            <BoldParts
              className="text-sand-900"
              text={t('points.youHave', {
                points: formatPoints(quote.pointsBalance),
                worth: formatPaise(quote.pointValuePaise),
              })}
            />
          </p>
          {pendingLine && <p className="text-sm text-sand-700">{m(pendingLine)}.</p>}
          {expiryLine && <p className="text-sm font-medium text-accent-700">{m(expiryLine)}.</p>}
        </div>
      </div>

      {max === 0 ? (
        <p className="rounded-xl bg-sand-50 px-3 py-2 text-sm text-sand-800">
          {quote.pointsBalance <= 0 ? t('points.noneYet') : t('points.orderTooSmall')}
        </p>
      ) : (
        <div className="space-y-3">
          <p id={hintId} className="text-sm text-sand-700">
            <BoldParts
              className="text-sand-900"
              text={t('points.upTo', {
                points: formatPoints(max),
                amount: formatPaise(max * quote.pointValuePaise),
              })}
            />
          </p>
          <div className="flex items-end gap-3">
            <div className="w-32 space-y-1.5">
              <Label htmlFor={inputId}>{t('points.pointsToUse')}</Label>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                value={value}
                aria-describedby={hintId}
                onChange={(event) => set(event.target.valueAsNumber)}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
            <Button variant="secondary" onClick={() => set(max)} disabled={value === max}>
              {t('points.useMax', { points: formatPoints(max) })}
            </Button>
            {value > 0 && (
              <Button variant="ghost" onClick={() => set(0)}>
                {t('points.clear')}
              </Button>
            )}
          </div>
          <input
            type="range"
            min={0}
            max={max}
            step={1}
            value={value}
            aria-label={t('points.pointsToUse')}
            aria-valuetext={t('points.valueText', {
              points: value,
              amount: formatPaise(value * quote.pointValuePaise),
            })}
            onChange={(event) => set(event.target.valueAsNumber)}
            className="h-11 w-full cursor-pointer accent-brand-700"
          />
          <p className="text-sm font-semibold text-brand-800" aria-live="polite">
            {value > 0
              ? t('points.saves', { amount: formatPaise(value * quote.pointValuePaise) })
              : t('points.noneUsed')}
          </p>
        </div>
      )}
    </Card>
  );
}
