import { formatPaise } from '../../../domain/money';
import type { Column } from '../data-list/columns';
import { formatDate, formatDateTime } from '../../lib/dates';
import { itemCount, OrderSourceLabel, OrderStatusBadge, PaymentBadges } from '../order-badges';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';

/** The columns an admin list of orders is made of (Purchase History, Order Requests). */
export const orderColumn = {
  id: {
    id: 'order',
    header: 'Order',
    card: 'title',
    className: 'font-mono text-xs font-semibold whitespace-nowrap',
    cell: (order) => order.id,
    cardCell: (order) => <span className="font-mono text-sm break-all">{order.id}</span>,
  },
  date: {
    id: 'date',
    header: 'Date',
    card: 'subtitle',
    className: 'whitespace-nowrap',
    cell: (order) => (
      <time dateTime={order.orderDate} title={formatDateTime(order.orderDate)}>
        {formatDate(order.orderDate)}
      </time>
    ),
    cardCell: (order) => <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>,
  },
  customer: {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        <p className="font-semibold">{order.customerName}</p>
        <p className="text-xs text-sand-700">
          {order.customerCode} · {order.customerPhone}
        </p>
      </>
    ),
    cardCell: (order) => (
      <>
        <span className="font-semibold">{order.customerName}</span> ({order.customerCode})
      </>
    ),
  },
  items: { id: 'items', header: 'Items', align: 'end', cell: (order) => itemCount(order.items) },
  amount: {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => formatPaise(order.amountPaidPaise),
    cardCell: (order) => <span className="font-bold tabular-nums">{formatPaise(order.amountPaidPaise)}</span>,
  },
  payment: {
    id: 'payment',
    header: 'Payment',
    cell: (order) => (
      <PaymentBadges method={order.paymentMethod} paidAt={order.paidAt} paidPaise={order.paidPaise} nowrap />
    ),
  },
  source: {
    id: 'source',
    header: 'Source',
    cell: (order) => <OrderSourceLabel source={order.source} />,
  },
  status: {
    id: 'status',
    header: 'Status',
    card: 'corner',
    cell: (order) => <OrderStatusBadge order={order} />,
  },
} satisfies Record<string, Column<AdminOrder>>;
