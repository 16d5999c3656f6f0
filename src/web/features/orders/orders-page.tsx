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
import { useT } from '../../i18n/i18n-context';

const SKELETON_ROWS = [0, 1, 2, 3];

/** /orders: the customer's orders, newest first; a table on wide screens, cards on phones. */
export default function OrdersPage() {
  const list = useListQuery(ordersListQueryOptions());
  const { t, m } = useT();

  return (
    <div>
      <PageTitle
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <ButtonLink to="/shop" variant="outline">
            <ShoppingBasket aria-hidden="true" className="size-4" /> {t('nav.shop')}
          </ButtonLink>
        }
      />

      {list.loading && <OrdersSkeleton />}

      {list.error && (
        <ErrorState
          title={t('orders.loadFailed')}
          message={m(list.error)}
          onRetry={list.reload}
          retrying={list.retrying}
        />
      )}

      {!list.loading && !list.error && list.items.length === 0 && (
        <EmptyState
          icon={Receipt}
          title={t('orders.noneTitle')}
          description={t('orders.noneHint')}
          action={<ButtonLink to="/shop">{t('orders.startShopping')}</ButtonLink>}
        />
      )}

      {list.items.length > 0 && (
        <>
          <ul aria-label={t('orders.orders')} className="space-y-3 sm:hidden">
            {list.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>

          <Table aria-label={t('orders.orders')} containerClassName="max-sm:hidden">
            <TableHead>
              <tr>
                <TableHeaderCell>{t('orders.order')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.date')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.items')}</TableHeaderCell>
                <TableHeaderCell className="text-right">{t('orders.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.payment')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.status')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('orders.details')}</span>
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
                    <span className="font-medium">{m(itemsLabel(itemCount(order.items)))}</span>
                    <span className="block max-w-56 truncate text-xs text-sand-700">
                      {m(itemsPreview(order))}
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
                        aria-label={t('orders.payFor', { id: order.id })}
                        className="ml-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {t('orders.payNow')}
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
                      aria-label={t('orders.viewOrder', { id: order.id })}
                      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      {t('orders.view')} <ChevronRight aria-hidden="true" className="size-4" />
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
  const { t } = useT();
  return (
    <div aria-busy="true" aria-label={t('orders.loading')} role="status">
      <span className="sr-only">{t('orders.loadingDots')}</span>
      <div className="space-y-3">
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-2xl sm:h-14" />
        ))}
      </div>
    </div>
  );
}
