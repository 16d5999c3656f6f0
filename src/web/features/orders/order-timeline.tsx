import { Check, CircleDot, X } from 'lucide-react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-states';
import { timelineSteps } from './timeline-steps';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/dates';
import type { OrderEvent } from './orders.api';
import { useT } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/translator';

const STEP_HINTS: Partial<Record<OrderStatus, TranslationKey>> = {
  pending: 'timeline.pending',
  confirmed: 'timeline.confirmed',
  shipped: 'timeline.shipped',
  delivered: 'timeline.delivered',
  cancelled: 'timeline.cancelled',
  refunded: 'timeline.refunded',
};

/** Status timeline: pending → confirmed → shipped → delivered (or cancelled / refunded). */
export function OrderTimeline({
  status,
  events,
  className,
}: {
  status: OrderStatus;
  events: readonly OrderEvent[];
  className?: string;
}) {
  const steps = timelineSteps(status, events);
  const { t, m } = useT();
  return (
    <ol aria-label={t('timeline.label')} className={cn('space-y-0', className)}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const hintKey =
          step.state !== 'upcoming' && (last || step.state !== 'done') ? STEP_HINTS[step.status] : undefined;
        const hint = step.note || (hintKey ? t(hintKey) : null);
        const Icon =
          step.state === 'stopped'
            ? X
            : step.state === 'upcoming' || step.state === 'current'
              ? CircleDot
              : Check;
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-9 bottom-1 left-[17px] w-0.5 rounded-full',
                  step.state === 'done' ? 'bg-brand-600' : 'bg-sand-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full ring-2',
                step.state === 'done' && 'bg-brand-700 text-white ring-brand-700',
                step.state === 'current' && 'bg-accent-100 text-accent-700 ring-accent-500',
                step.state === 'upcoming' && 'bg-white text-sand-500 ring-sand-200',
                step.state === 'stopped' && 'bg-red-700 text-white ring-red-700',
              )}
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cn('font-semibold', step.state === 'upcoming' ? 'text-sand-600' : 'text-sand-900')}
              >
                {m(ORDER_STATUS_LABELS[step.status])}
                {step.state === 'current' && <span className="sr-only"> {t('timeline.current')}</span>}
                {step.state === 'upcoming' && <span className="sr-only"> {t('timeline.notYet')}</span>}
              </p>
              {step.at && (
                <p className="text-sm text-sand-700">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </p>
              )}
              {hint && <p className="text-sm text-sand-700">{hint}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
