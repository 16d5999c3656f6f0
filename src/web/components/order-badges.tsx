import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order-states';
import { ORDER_SOURCE_LABELS, type OrderSource } from '../../domain/order-sources';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/payment-methods';
import { formatPaise } from '../../domain/money';
import { formatApiQuantity, perUnitWords, type Measure } from '../../domain/quantities';
import { isPartRefunded } from '../../domain/refunds';
import { Badge, type BadgeTone } from './ui/badge';
import { useT } from '../i18n/i18n-context';

/** A payment method in a badge's few letters (the full label is read out beside it). */
const SHORT_LABELS: Record<PaymentMethod, string> = { cod: 'COD', upi: 'UPI', khata: 'Khata' };

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'info',
  delivered: 'brand',
  cancelled: 'neutral',
  refunded: 'danger',
};

/** The order's status, and "Part refunded" beside it when some of its units were refunded (docs/decisions/069). */
export function OrderStatusBadge({
  order,
}: {
  /** Without its lines (the tracking page), only the status. */
  order: { status: OrderStatus; items?: readonly { refundedQuantity: number }[] };
}) {
  const { t, m } = useT();
  const badge = (
    <Badge tone={STATUS_TONES[order.status]} className="whitespace-nowrap">
      {m(ORDER_STATUS_LABELS[order.status])}
    </Badge>
  );
  if (!order.items || !isPartRefunded({ status: order.status, items: order.items })) return badge;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <Badge tone="danger" className="whitespace-nowrap">
        {t('orders.partRefunded')}
      </Badge>
    </span>
  );
}

/**
 * Where an order came from when it was not the customer's own checkout: "Phone order", "Counter
 * sale", "Imported" (docs/decisions/088). Nothing for an online order, nearly all of them.
 */
export function OrderSourceBadge({ source }: { source: OrderSource }) {
  const { m } = useT();
  if (source === 'online') return null;
  return (
    <Badge tone="neutral" className="whitespace-nowrap">
      {m(ORDER_SOURCE_LABELS[source])}
    </Badge>
  );
}

/** An order's source in a list: an online order in plain words, the others as a badge. */
export function OrderSourceLabel({ source }: { source: OrderSource }) {
  const { m } = useT();
  if (source === 'online') return <span className="text-sand-700">{m(ORDER_SOURCE_LABELS.online)}</span>;
  return <OrderSourceBadge source={source} />;
}

/** After a line's units and price: how many of them were refunded, if any. */
export function RefundedUnits({ item }: { item: { refundedQuantity: number } & Measure }) {
  if (item.refundedQuantity <= 0) return null;
  return (
    <span className="font-semibold text-red-800">
      {' '}
      · {formatApiQuantity(item.refundedQuantity, item)} refunded
    </span>
  );
}

/** An order line's quantity and price: "3 × ₹45.00", "1.500 kg × ₹45.50 per kg" (docs/decisions/084). */
export function LineQuantity({ item }: { item: { quantity: number; unitPricePaise: number } & Measure }) {
  const perUnit = perUnitWords(item);
  return (
    <>
      {formatApiQuantity(item.quantity, item)} × {formatPaise(item.unitPricePaise)}
      {perUnit && ` ${perUnit}`}
    </>
  );
}

/** The payment method, and whether the money has been received (all of it, part of it, none yet). */
export function PaymentBadges({
  method,
  paidAt,
  paidPaise,
  nowrap = false,
}: {
  method: PaymentMethod;
  paidAt: string | null;
  /** What its payments came to: some but not all is "Part paid". */
  paidPaise: number;
  nowrap?: boolean;
}) {
  const { t, m } = useT();
  return (
    <span className={nowrap ? 'inline-flex gap-1' : 'inline-flex flex-wrap gap-1'}>
      <Badge tone={method === 'upi' ? 'info' : 'neutral'} className="whitespace-nowrap">
        {method === 'khata' ? t('orders.khataShort') : SHORT_LABELS[method]}
        <span className="sr-only"> ({m(PAYMENT_METHOD_LABELS[method])})</span>
      </Badge>
      {paidAt ? (
        <Badge tone="brand">{t('orders.paid')}</Badge>
      ) : paidPaise > 0 ? (
        <Badge tone="info" className="whitespace-nowrap">
          {t('orders.partPaid')}
        </Badge>
      ) : (
        <Badge tone="warning" className="whitespace-nowrap">
          {t('orders.unpaid')}
        </Badge>
      )}
    </span>
  );
}

/** Under an order's amount when part of it is paid: what is still due. */
export function PartPaidDue({ order }: { order: { paidPaise: number; duePaise: number } }) {
  const { t } = useT();
  if (order.paidPaise <= 0 || order.duePaise <= 0) return null;
  return (
    <span className="block text-xs font-semibold text-accent-700">
      {t('orders.due', { amount: formatPaise(order.duePaise) })}
    </span>
  );
}

/** Items in the order (a line of 3 packets counts 3, a weighed line 1): docs/decisions/084. */
export { itemCount } from '../../domain/quantities';
