import { Link } from 'react-router';
import { ChevronRight, Receipt, ShoppingBasket } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import { upiPaymentStep } from '../../../domain/pay-page';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { useListQuery } from '../../lib/list-query';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/dates';
import { ListFooter } from '../../components/data-list/list-footer';
import {
  itemCount,
  OrderSourceBadge,
  OrderStatusBadge,
  PartPaidDue,
  PaymentBadges,
} from '../../components/order-badges';
import { OrderCard } from './order-card';
import { itemsLabel, itemsPreview } from './order-facts';
import { ordersListQueryOptions } from './orders.queries';

const SKELETON_ROWS = [0, 1, 2, 3];

/** /orders: the customer's orders, newest first; a table on wide screens, cards on phones. */
export default function OrdersPage() {
  const list = useListQuery(ordersListQueryOptions());

  return (
    <div>
      <PageTitle
        title="My Orders"
        description="Every order you have placed, and where it is now."
        actions={
          <ButtonLink to="/shop" variant="outline">
            <ShoppingBasket aria-hidden="true" className="size-4" /> Shop
          </ButtonLink>
        }
      />

      {list.loading && <OrdersSkeleton />}

      {list.error && (
        <ErrorState
          title="Could not load your orders"
          message={list.error}
          onRetry={list.reload}
          retrying={list.retrying}
        />
      )}

      {!list.loading && !list.error && list.items.length === 0 && (
        <EmptyState
          icon={Receipt}
          title="No orders yet"
          description="When you place an order it shows up here, with its status from packing to delivery."
          action={<ButtonLink to="/shop">Start shopping</ButtonLink>}
        />
      )}

      {list.items.length > 0 && (
        <>
          <ul aria-label="Orders" className="space-y-3 sm:hidden">
            {list.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>

          <Table aria-label="Orders" containerClassName="max-sm:hidden">
            <TableHead>
              <tr>
                <TableHeaderCell>Order</TableHeaderCell>
                <TableHeaderCell>Date</TableHeaderCell>
                <TableHeaderCell>Items</TableHeaderCell>
                <TableHeaderCell className="text-right">Amount</TableHeaderCell>
                <TableHeaderCell>Payment</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Details</span>
                </TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {list.items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <Link
                      to={`/orders/${encodeURIComponent(order.id)}`}
                      className="inline-flex min-h-11 items-center font-mono text-xs font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      {order.id}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(order.orderDate)}</TableCell>
                  <TableCell>
                    <span className="font-medium">{itemsLabel(itemCount(order.items))}</span>
                    <span className="block max-w-56 truncate text-xs text-sand-700">
                      {itemsPreview(order)}
                    </span>
                  </TableCell>
                  <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatPaise(order.amountPaidPaise)}
                    <PartPaidDue order={order} />
                  </TableCell>
                  <TableCell>
                    <PaymentBadges
                      method={order.paymentMethod}
                      paidAt={order.paidAt}
                      paidPaise={order.paidPaise}
                      nowrap
                    />
                    {upiPaymentStep(order) === 'pay' && (
                      <Link
                        to={order.payUrl!}
                        aria-label={`Pay for order ${order.id} by UPI`}
                        className="ml-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                      >
                        Pay now
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <span className="inline-flex flex-wrap gap-1">
                      <OrderStatusBadge order={order} />
                      <OrderSourceBadge source={order.source} />
                    </span>
                  </TableCell>
                  <TableCell>
                    <Link
                      to={`/orders/${encodeURIComponent(order.id)}`}
                      aria-label={`View order ${order.id}`}
                      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      View <ChevronRight aria-hidden="true" className="size-4" />
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>

          <ListFooter list={list} noun={{ one: 'order', many: 'orders' }} />
        </>
      )}
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading orders" role="status">
      <span className="sr-only">Loading orders…</span>
      <div className="space-y-3">
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-2xl sm:h-14" />
        ))}
      </div>
    </div>
  );
}
