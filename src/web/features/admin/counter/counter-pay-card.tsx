import { CircleCheck, PauseCircle } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import type { Quote } from '../../../../domain/order';
import type { OrderingCustomer } from '../../../../domain/phone-order.schemas';
import { ApiError, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { OrderTotals } from '../../../components/admin/order-totals';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { CounterPayments, type PaymentEntry } from './counter-payments';
import { COMPLETE_KEY } from './counter-sale';
import { useWords } from '../../../i18n/use-words';

export interface SaleProblem {
  message: string;
  fields: Record<string, string>;
}

/** A refusal from the server, in words and by field. */
export const saleProblem = (error: unknown): SaleProblem => ({
  message: errorMessage(error),
  fields: error instanceof ApiError ? (error.fields ?? {}) : {},
});

/** The server's refusals about payments (`payments.1.amountPaise`), by the payment's position. */
const paymentProblems = (problem: SaleProblem | null): Record<number, string> =>
  Object.fromEntries(
    Object.entries(problem?.fields ?? {}).flatMap(([field, message]) => {
      const match = /^payments\.(\d+)/.exec(field);
      return match ? [[Number(match[1]), message]] : [];
    }),
  );

/**
 * What the sale comes to (the server's quote), the points a customer uses (up to the cap), the
 * payments, and Complete (F2) and Park.
 */
export function CounterPayCard({
  quote,
  current,
  pricing,
  customer,
  pointsToUse,
  onPointsToUse,
  payments,
  onPayments,
  problem,
  completing,
  canComplete,
  onComplete,
  canPark,
  onPark,
}: {
  quote: Quote | null;
  /** The quote prices what is on screen (not the sale as it was a moment ago). */
  current: boolean;
  /** A price for what is on screen is on its way (aria-busy: not for an empty sale). */
  pricing: boolean;
  customer: OrderingCustomer | null;
  pointsToUse: number;
  onPointsToUse: (points: number) => void;
  payments: PaymentEntry[];
  onPayments: (entries: PaymentEntry[]) => void;
  problem: SaleProblem | null;
  completing: boolean;
  canComplete: boolean;
  onComplete: () => void;
  canPark: boolean;
  onPark: () => void;
}) {
  const { t, m } = useWords('admin');
  return (
    <Card className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle>{t('admin.counter.toPay')}</CardTitle>
        <p
          className={cn('text-3xl font-bold text-sand-900 tabular-nums', !current && 'opacity-50')}
          aria-busy={pricing}
          data-testid="counter-due"
        >
          {quote ? formatPaise(quote.amountPaidPaise) : '—'}
        </p>
      </div>
      {quote && <OrderTotals quote={quote} walkIn={!customer} />}
      {customer && quote && (
        <div className="flex items-end gap-2">
          <Field
            label={t('admin.counter.pointsToUse')}
            inputMode="numeric"
            autoComplete="off"
            value={String(pointsToUse)}
            onChange={(event) => onPointsToUse(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
            invalid={Boolean(problem?.fields.pointsToUse)}
            hint={
              problem?.fields.pointsToUse
                ? m(problem.fields.pointsToUse)
                : t('admin.counter.atMost', { points: quote.maxPointsUsable })
            }
            className="flex-1"
          />
          <Button
            variant="outline"
            disabled={quote.maxPointsUsable === 0}
            onClick={() => onPointsToUse(quote.maxPointsUsable)}
          >
            {t('admin.counter.use', { points: quote.maxPointsUsable })}
          </Button>
        </div>
      )}
      {quote && (
        <CounterPayments
          quote={quote}
          entries={payments}
          onEntries={onPayments}
          khataLeftPaise={customer && customer.creditLimitPaise > 0 ? customer.creditLeftPaise : null}
          problems={paymentProblems(problem)}
        />
      )}
      {problem && <Alert tone="error">{m(problem.message)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          className="flex-1"
          loading={completing}
          disabled={!canComplete}
          aria-keyshortcuts={COMPLETE_KEY}
          onClick={onComplete}
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t('admin.counter.complete')}{' '}
          <kbd className="rounded border border-white/70 px-1.5 font-mono text-sm">{COMPLETE_KEY}</kbd>
        </Button>
        <Button size="lg" variant="outline" disabled={!canPark} onClick={onPark}>
          <PauseCircle aria-hidden="true" className="size-5" />
          {t('admin.counter.park')}
        </Button>
      </div>
    </Card>
  );
}
