import { useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { commandsFor } from '../../../../domain/order-commands';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../domain/payment-methods';
import { formatPoints } from '../../../../domain/points';
import { useListQuery } from '../../../lib/list-query';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { orderColumn } from '../../../components/admin/order-columns';
import { OrderDetailsButton } from '../../../components/admin/order-details-button';
import {
  OrderCommandButtons,
  OrderDetailsDialog,
  useOrderCommands,
} from '../../../components/admin/order-details-dialog';
import type { AdminOrder, AdminOrderCommand } from '../../../lib/admin-orders/orders.api';
import { adminOrdersListQueryOptions } from '../../../lib/admin-orders/orders.queries';

/** A request is decided here: Approve or Reject (cancel and the rest live on Purchases). */
const REQUEST_COMMANDS: AdminOrderCommand[] = ['approve', 'reject'];

function requestColumns(
  onView: (order: AdminOrder) => void,
  commands: Pick<ReturnType<typeof useOrderCommands>, 'request' | 'isBusy'>,
): Column<AdminOrder>[] {
  const { id, date, customer, items, amount, payment } = orderColumn;
  return [
    id,
    date,
    customer,
    { ...payment, card: 'corner' },
    items,
    {
      id: 'points-used',
      header: 'Points used',
      align: 'end',
      cell: (order) => formatPoints(order.pointsUsed),
    },
    {
      id: 'upi-reference',
      header: 'UPI reference',
      className: 'font-mono whitespace-nowrap',
      cell: (order) => (order.paymentMethod === 'upi' ? (order.upiReference ?? 'Not given') : '—'),
      cardCell: (order) =>
        order.paymentMethod === 'upi' ? (
          <span className="font-mono break-all">{order.upiReference ?? 'Not given'}</span>
        ) : null,
    },
    { ...amount, header: 'Amount to pay' },
    {
      id: 'decision',
      header: 'Decision',
      headerHidden: true,
      card: 'footer',
      sticky: true,
      cell: (order) => (
        <div className="flex gap-2 [&>*]:flex-1">
          <OrderDetailsButton order={order} onView={onView} />
          <OrderCommandButtons
            order={order}
            commands={commandsFor(order, REQUEST_COMMANDS)}
            onCommand={commands.request}
            isBusy={commands.isBusy}
            named
            className="flex flex-[2] gap-2 [&>*]:flex-1"
          />
        </div>
      ),
    },
  ];
}

/** The Order Requests tab: orders waiting for approval, newest first, filterable by payment type. */
export function OrderRequests() {
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const list = useListQuery(adminOrdersListQueryOptions({ pendingApproval: true, paymentMethod: payment }));
  const [viewing, setViewing] = useState<AdminOrder | null>(null);

  const commands = useOrderCommands((order) =>
    setViewing((now) => (now?.id !== order.id ? now : order.isPendingApproval ? order : null)),
  );

  return (
    <div>
      <DataList
        label="Order requests"
        noun={{ one: 'order request', many: 'order requests' }}
        columns={requestColumns(setViewing, commands)}
        list={list}
        tableFrom="2xl"
        tableClassName="min-w-[74rem]"
        filters={
          <SelectField
            label="Payment type"
            value={payment}
            onChange={(event) => setPayment(event.target.value as PaymentMethod | '')}
            className="sm:w-60"
          >
            <option value="">All Payment Types</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </SelectField>
        }
        empty={{
          icon: ShoppingBasket,
          title: messages.adminOrders.noPendingOrders,
          description: payment
            ? `No ${PAYMENT_METHOD_LABELS[payment]} order is waiting. Try All Payment Types.`
            : 'New orders from customers appear here for approval.',
          action: payment ? (
            <Button variant="outline" onClick={() => setPayment('')}>
              Show all payment types
            </Button>
          ) : undefined,
        }}
      />
      <OrderDetailsDialog
        order={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        commands={viewing ? commandsFor(viewing, REQUEST_COMMANDS) : []}
        onCommand={commands.request}
        isBusy={commands.isBusy}
        onOrderChanged={(order) => setViewing((now) => (now?.id === order.id ? order : now))}
      />
      {commands.confirmDialog}
    </div>
  );
}
