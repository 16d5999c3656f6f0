import { formatPaise } from '../../domain/money';
import { moneyMethodLabel, PAYMENT_SOURCE_LABELS } from '../../domain/payments';
import type { OrderPayments } from '../../domain/payments.schemas';
import { formatDateTime } from '../lib/dates';
import { cn } from '../lib/cn';
import { useT } from '../i18n/i18n-context';

/**
 * What an order's payments came to and what is still due, then each payment (money back from a
 * refund marked as such): the customer's order page and the admin's order details show the same.
 */
export function PaymentList({ payments, paidPaise, duePaise }: OrderPayments) {
  const { t, m } = useT();
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-brand-50 px-3 py-2">
          <dt className="text-xs font-semibold text-brand-900">{t('payParts.paidSoFar')}</dt>
          <dd className="text-base font-bold text-brand-900 tabular-nums">{formatPaise(paidPaise)}</dd>
        </div>
        <div className={cn('rounded-xl px-3 py-2', duePaise > 0 ? 'bg-accent-100' : 'bg-sand-100')}>
          <dt className={cn('text-xs font-semibold', duePaise > 0 ? 'text-accent-700' : 'text-sand-800')}>
            {t('payParts.due')}
          </dt>
          <dd className="text-base font-bold text-sand-900 tabular-nums">{formatPaise(duePaise)}</dd>
        </div>
      </dl>
      {payments.length === 0 ? (
        <p className="text-sm text-sand-700">{t('payParts.noPayment')}</p>
      ) : (
        <ul className="divide-y divide-sand-100 rounded-xl border border-sand-200 text-sm">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold text-sand-900">
                  {t(payment.direction === 'out' ? 'payParts.paidBack' : 'payParts.received')} ·{' '}
                  {m(moneyMethodLabel(payment))}
                </p>
                <p className="text-sand-700">
                  <time dateTime={payment.recordedAt}>{formatDateTime(payment.recordedAt)}</time> ·{' '}
                  {m(PAYMENT_SOURCE_LABELS[payment.source])}
                </p>
                {payment.reference && (
                  <p className="font-mono text-xs break-all text-sand-800">
                    <span className="sr-only">{t('payParts.reference')} </span>
                    {payment.reference}
                  </p>
                )}
              </div>
              <p
                className={cn(
                  'shrink-0 font-semibold tabular-nums',
                  payment.direction === 'out' ? 'text-red-800' : 'text-sand-900',
                )}
              >
                {payment.direction === 'out' ? '−' : ''}
                {formatPaise(payment.amountPaise)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
