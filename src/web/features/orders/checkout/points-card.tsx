import { useId } from 'react';
import { Coins } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { formatPoints } from '../../../../domain/points';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/page-title';
import type { Quote } from '../orders.api';

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

  if (!quote) {
    return (
      <Card className="space-y-3" aria-busy="true">
        <CardTitle>Use your points</CardTitle>
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
          <CardTitle>Use your points</CardTitle>
          <p className="text-sm text-sand-700">
            You have <strong className="text-sand-900">{formatPoints(quote.pointsBalance)} points</strong>,
            each worth {formatPaise(quote.pointValuePaise)}.
          </p>
          {pendingLine && <p className="text-sm text-sand-700">{pendingLine}.</p>}
          {expiryLine && <p className="text-sm font-medium text-accent-700">{expiryLine}.</p>}
        </div>
      </div>

      {max === 0 ? (
        <p className="rounded-xl bg-sand-50 px-3 py-2 text-sm text-sand-800">
          {quote.pointsBalance <= 0
            ? 'You have no points to use yet. This order earns point money when it is delivered.'
            : 'This order is too small to use points. Add a little more to your cart to use them.'}
        </p>
      ) : (
        <div className="space-y-3">
          <p id={hintId} className="text-sm text-sand-700">
            Up to <strong className="text-sand-900">{formatPoints(max)} points</strong> (
            {formatPaise(max * quote.pointValuePaise)}) on this order.
          </p>
          <div className="flex items-end gap-3">
            <div className="w-32 space-y-1.5">
              <Label htmlFor={inputId}>Points to use</Label>
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
              Use {formatPoints(max)}
            </Button>
            {value > 0 && (
              <Button variant="ghost" onClick={() => set(0)}>
                Clear
              </Button>
            )}
          </div>
          <input
            type="range"
            min={0}
            max={max}
            step={1}
            value={value}
            aria-label="Points to use"
            aria-valuetext={`${value} points, saves ${formatPaise(value * quote.pointValuePaise)}`}
            onChange={(event) => set(event.target.valueAsNumber)}
            className="h-11 w-full cursor-pointer accent-brand-700"
          />
          <p className="text-sm font-semibold text-brand-800" aria-live="polite">
            {value > 0
              ? `Saves ${formatPaise(value * quote.pointValuePaise)} on this order`
              : 'No points used on this order'}
          </p>
        </div>
      )}
    </Card>
  );
}
