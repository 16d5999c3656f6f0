import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { formatPaise } from '../../../../domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-states';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { SearchInput } from '../../../components/ui/search-input';
import { SelectField } from '../../../components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { AdminListSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { ListFooter } from '../../../components/list-footer';
import { CardList, TableOrCards } from '../table-or-cards';
import { itemCount, OrderStatusBadge, PaymentBadges } from '../../../components/order-badges';
import { OrderDetailsButton } from '../orders/order-details-button';
import { commandsFor } from '../../../../domain/order-commands';
import { OrderDetailsDialog, useOrderCommands } from '../orders/order-details-dialog';
import type { AdminOrder } from '../orders/orders.api';
import { adminOrdersListQueryOptions } from '../orders/orders.queries';

const units = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

function OrdersTable({ orders, onView }: { orders: AdminOrder[]; onView: (order: AdminOrder) => void }) {
  return (
    <Table aria-label="Orders" className="min-w-[60rem]">
      <TableHead>
        <tr>
          <TableHeaderCell>Order</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Customer</TableHeaderCell>
          <TableHeaderCell className="text-right">Items</TableHeaderCell>
          <TableHeaderCell className="text-right">Amount</TableHeaderCell>
          <TableHeaderCell>Payment</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Details</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">{order.id}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={order.orderDate} title={formatDateTime(order.orderDate)}>
                {formatDate(order.orderDate)}
              </time>
            </TableCell>
            <TableCell>
              <p className="font-semibold">{order.customerName}</p>
              <p className="text-xs text-sand-700">
                {order.customerCode} · {order.customerPhone}
              </p>
            </TableCell>
            <TableCell className="text-right tabular-nums">{itemCount(order.items)}</TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatPaise(order.amountPaidPaise)}
            </TableCell>
            <TableCell>
              <PaymentBadges method={order.paymentMethod} paidAt={order.paidAt} nowrap />
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell>
              <OrderDetailsButton order={order} onView={onView} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OrderCards({ orders, onView }: { orders: AdminOrder[]; onView: (order: AdminOrder) => void }) {
  return (
    <CardList label="Orders" items={orders}>
      {(order) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold break-all text-sand-900">{order.id}</p>
              <p className="text-sm text-sand-700">
                <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-2 font-semibold text-sand-900">
            {order.customerName} <span className="font-normal text-sand-700">({order.customerCode})</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <PaymentBadges method={order.paymentMethod} paidAt={order.paidAt} />
            <p className="text-sm text-sand-700">
              {units(itemCount(order.items))} ·{' '}
              <span className="font-bold text-sand-900 tabular-nums">
                {formatPaise(order.amountPaidPaise)}
              </span>
            </p>
          </div>
          <div className="mt-3 border-t border-sand-200 pt-3 [&>*]:w-full">
            <OrderDetailsButton order={order} onView={onView} />
          </div>
        </>
      )}
    </CardList>
  );
}

/** /admin/purchases (SPEC section 2): every order, searched and filtered on the server. */
export default function PurchasesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const query = useDebouncedValue(search.trim(), 300);
  const list = useListQuery(adminOrdersListQueryOptions({ search: query, status }));
  const [viewing, setViewing] = useState<AdminOrder | null>(null);

  // The list shows the command's answer by itself (the query's cache); the open dialog follows it.
  const commands = useOrderCommands((order) => setViewing((now) => (now?.id === order.id ? order : now)));

  const filtered = query !== '' || status !== '';
  const empty = filtered ? (
    <EmptyState
      icon={ShoppingBag}
      title="No matching orders"
      description={
        query
          ? `No ${status ? `${ORDER_STATUS_LABELS[status].toLowerCase()} ` : ''}order matches "${query}". Search by customer name, phone, order id or customer code.`
          : `No order is ${ORDER_STATUS_LABELS[status as OrderStatus].toLowerCase()} right now.`
      }
      action={
        <Button
          variant="outline"
          onClick={() => {
            setSearch('');
            setStatus('');
          }}
        >
          Clear search and filter
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={ShoppingBag}
      title={messages.adminOrders.noOrders}
      description="Orders placed in the shop appear here."
    />
  );

  return (
    <div>
      <PageTitle title="Purchase History" description="Every order, newest first." />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search orders by customer name, phone, order id or customer code"
          placeholder="Name, phone, order id or code"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-md sm:flex-1"
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          className="sm:w-52"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminListStates
        list={list}
        skeleton={
          <AdminListSkeleton
            label="Loading orders"
            rows={5}
            detailWidth="w-1/2"
            end="h-6 w-20 rounded-full"
          />
        }
        empty={empty}
        footer={<ListFooter list={list} noun="orders" />}
      >
        <TableOrCards
          from="xl"
          table={<OrdersTable orders={list.items} onView={setViewing} />}
          cards={<OrderCards orders={list.items} onView={setViewing} />}
        />
      </AdminListStates>
      <OrderDetailsDialog
        order={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        commands={viewing ? commandsFor(viewing) : []}
        onCommand={commands.request}
        isBusy={commands.isBusy}
      />
      {commands.confirmDialog}
    </div>
  );
}
