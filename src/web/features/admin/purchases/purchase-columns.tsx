import type { Column } from '../../../components/data-list/columns';
import { orderColumn } from '../../../components/admin/order-columns';
import { OrderDetailsButton } from '../../../components/admin/order-details-button';
import type { AdminOrder } from '../../../lib/admin-orders/orders.api';

/** Purchase History: who, when, how much, how paid, where the order stands, and its details. */
export function purchaseColumns(onView: (order: AdminOrder) => void): Column<AdminOrder>[] {
  const { id, date, customer, items, amount, payment, source, status } = orderColumn;
  return [
    id,
    date,
    customer,
    items,
    amount,
    payment,
    source,
    status,
    {
      id: 'details',
      header: 'Details',
      headerHidden: true,
      card: 'footer',
      cell: (order) => <OrderDetailsButton order={order} onView={onView} />,
    },
  ];
}
