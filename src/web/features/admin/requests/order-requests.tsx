import { useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { formatPaise } from '../../../../domain/money';
import { commandsFor } from '../../../../domain/order-commands';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../domain/order.schemas';
import { formatPoints } from '../../../../domain/points';
import { formatDateTime } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select';
import { AdminCardSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { ListFooter } from '../../../components/list-footer';
import { itemCount, PaymentBadges } from '../../../components/order-badges';
import { OrderDetailsButton } from '../orders/order-details-button';
import { OrderCommandButtons, OrderDetailsDialog, useOrderCommands } from '../orders/order-details-dialog';
import type { AdminOrder, AdminOrderCommand } from '../orders/orders.api';
import { adminOrdersListQueryOptions } from '../orders/orders.queries';

/** A request is decided here: Approve or Reject (cancel and the rest live on Purchases). */
const REQUEST_COMMANDS: AdminOrderCommand[] = ['approve', 'reject'];

function RequestCard({
  order,
  onView,
  onCommand,
  isBusy,
}: {
  order: AdminOrder;
  onView: (order: AdminOrder) => void;
  onCommand: (order: AdminOrder, command: AdminOrderCommand) => void;
  isBusy: (order: AdminOrder, command?: AdminOrderCommand) => boolean;
}) {
  const count = itemCount(order.items);
  return (
    <li className="flex flex-col rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`request-${order.id}`} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2
              id={`request-${order.id}`}
              className="font-mono text-sm font-semibold break-all text-sand-900"
            >
              {order.id}
            </h2>
            <p className="text-sm text-sand-700">
              <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>
            </p>
          </div>
          <PaymentBadges method={order.paymentMethod} paidAt={order.paidAt} />
        </div>
        <p className="mt-3 font-semibold text-sand-900">
          {order.customerName} <span className="font-normal text-sand-700">({order.customerCode})</span>
        </p>
        <p className="text-sm text-sand-700">{order.customerPhone}</p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-sand-700">Items</dt>
          <dd className="text-right">{count}</dd>
          <dt className="text-sand-700">Points used</dt>
          <dd className="text-right">{formatPoints(order.pointsUsed)}</dd>
          {order.paymentMethod === 'upi' && (
            <>
              <dt className="text-sand-700">UPI reference</dt>
              <dd className="text-right font-mono break-all">{order.upiReference ?? 'Not given'}</dd>
            </>
          )}
          <dt className="font-semibold text-sand-900">Amount to pay</dt>
          <dd className="text-right font-bold text-sand-900 tabular-nums">
            {formatPaise(order.amountPaidPaise)}
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-sand-200 pt-3 [&>*]:flex-1">
          <OrderDetailsButton order={order} onView={onView} />
          <OrderCommandButtons
            order={order}
            commands={commandsFor(order, REQUEST_COMMANDS)}
            onCommand={onCommand}
            isBusy={isBusy}
            className="flex flex-[2] gap-2 [&>*]:flex-1"
          />
        </div>
      </article>
    </li>
  );
}

/** The Order Requests tab: orders waiting for approval, newest first, filterable by payment type. */
export function OrderRequests() {
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const list = useListQuery(adminOrdersListQueryOptions({ pendingApproval: true, paymentMethod: payment }));
  const [viewing, setViewing] = useState<AdminOrder | null>(null);

  const commands = useOrderCommands((order) =>
    setViewing((now) => (now?.id !== order.id ? now : order.isPendingApproval ? order : null)),
  );

  const empty = (
    <EmptyState
      icon={ShoppingBasket}
      title={messages.adminOrders.noPendingOrders}
      description={
        payment
          ? `No ${PAYMENT_METHOD_LABELS[payment]} order is waiting. Try All Payment Types.`
          : 'New orders from customers appear here for approval.'
      }
      action={
        payment ? (
          <Button variant="outline" onClick={() => setPayment('')}>
            Show all payment types
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div>
      <SelectField
        label="Payment type"
        value={payment}
        onChange={(event) => setPayment(event.target.value as PaymentMethod | '')}
        className="mb-4 max-w-xs"
      >
        <option value="">All Payment Types</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <AdminListStates
        list={list}
        skeleton={
          <AdminCardSkeleton
            label="Loading order requests"
            cards={4}
            lines={['h-4 w-1/2', 'h-3 w-1/3', 'h-16 w-full', 'h-11 w-full']}
            className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3"
          />
        }
        empty={empty}
        footer={<ListFooter list={list} noun="order requests" />}
      >
        <ul aria-label="Order requests" className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {list.items.map((order) => (
            <RequestCard
              key={order.id}
              order={order}
              onView={setViewing}
              onCommand={commands.request}
              isBusy={commands.isBusy}
            />
          ))}
        </ul>
      </AdminListStates>
      <OrderDetailsDialog
        order={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        commands={viewing ? commandsFor(viewing, REQUEST_COMMANDS) : []}
        onCommand={commands.request}
        isBusy={commands.isBusy}
      />
      {commands.confirmDialog}
    </div>
  );
}
