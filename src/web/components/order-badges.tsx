import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order-states';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/payment-methods';
import { formatPaise } from '../../domain/money';
import { Badge, type BadgeTone } from './ui/badge';

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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="whitespace-nowrap">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
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
  return (
    <span className={nowrap ? 'inline-flex gap-1' : 'inline-flex flex-wrap gap-1'}>
      <Badge tone={method === 'upi' ? 'info' : 'neutral'} className="whitespace-nowrap">
        {SHORT_LABELS[method]}
        <span className="sr-only"> ({PAYMENT_METHOD_LABELS[method]})</span>
      </Badge>
      {paidAt ? (
        <Badge tone="brand">Paid</Badge>
      ) : paidPaise > 0 ? (
        <Badge tone="info" className="whitespace-nowrap">
          Part paid
        </Badge>
      ) : (
        <Badge tone="warning" className="whitespace-nowrap">
          Unpaid
        </Badge>
      )}
    </span>
  );
}

/** Under an order's amount when part of it is paid: what is still due. */
export function PartPaidDue({ order }: { order: { paidPaise: number; duePaise: number } }) {
  if (order.paidPaise <= 0 || order.duePaise <= 0) return null;
  return (
    <span className="block text-xs font-semibold text-accent-700">{formatPaise(order.duePaise)} due</span>
  );
}

/** Units in the order (a line of 3 packets counts 3). */
export function itemCount(items: { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
