import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import { upiPaymentStep } from '../../../domain/pay-page';
import { formatDate } from '../../lib/dates';
import {
  itemCount,
  OrderSourceBadge,
  OrderStatusBadge,
  PartPaidDue,
  PaymentBadges,
} from '../../components/order-badges';
import { itemsLabel, itemsPreview } from './order-facts';
import type { Order } from './orders.api';
import { useT } from '../../i18n/i18n-context';

/** One order on a phone: the whole card is the link to its details. */
export function OrderCard({ order }: { order: Order }) {
  const count = itemCount(order.items);
  const { t, m } = useT();
  return (
    <Link
      to={`/orders/${encodeURIComponent(order.id)}`}
      className="block rounded-2xl border border-sand-200 bg-white p-4 shadow-sm transition-colors hover:border-sand-400"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-mono text-xs font-semibold text-sand-800">{order.id}</p>
          <p className="text-sm text-sand-700">
            {formatDate(order.orderDate)} · {m(itemsLabel(count))}
          </p>
        </div>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <OrderStatusBadge order={order} />
          <OrderSourceBadge source={order.source} />
        </span>
      </div>
      <p className="mt-2 truncate text-sm text-sand-700">{m(itemsPreview(order))}</p>
      {upiPaymentStep(order) === 'pay' && (
        <p className="mt-1 text-sm font-semibold text-amber-800">
          {order.paidPaise > 0 ? t('orders.notPaidInFull') : t('orders.notPaidYet')}
        </p>
      )}
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <span className="text-lg font-bold text-sand-900 tabular-nums">
            {formatPaise(order.amountPaidPaise)}
            <PartPaidDue order={order} />
            {order.refundedPaise > 0 && (
              <span className="block text-xs font-semibold text-red-800">
                {t('orders.refunded', { amount: formatPaise(order.refundedPaise) })}
              </span>
            )}
          </span>
          <PaymentBadges
            method={order.paymentMethod}
            paidAt={order.paidAt}
            paidPaise={order.paidPaise}
            nowrap
          />
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
          {t('orders.details')} <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </Link>
  );
}
