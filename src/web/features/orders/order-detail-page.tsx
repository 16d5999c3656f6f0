import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, MapPin, PackageSearch, Smartphone, Sparkles } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { leaderboardOfferLabel } from '../../../domain/leaderboard';
import { appliedOfferLine } from '../../../domain/offer-pricing';
import { formatPaise } from '../../../domain/money';
import { upiPaymentStep } from '../../../domain/pay-page';
import { earnsNoPointMoney, nextStatus, ORDER_STATUS_LABELS } from '../../../domain/order-states';
import { PAYMENT_METHOD_LABELS } from '../../../domain/payment-methods';
import { pointsPhrase } from '../../../domain/points';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { errorMessage, hasErrorCode } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { usePublicSettings } from '../../lib/public-settings';
import { useAuth } from '../../lib/auth/auth-context';
import {
  itemCount,
  LineQuantity,
  OrderSourceBadge,
  OrderStatusBadge,
  PaymentBadges,
  RefundedUnits,
} from '../../components/order-badges';
import { apiLineAmountPaise } from '../../../domain/quantities';
import { itemsLabel } from './order-facts';
import { OrderTimeline } from './order-timeline';
import type { Order } from './orders.api';
import { orderPaymentsQueryOptions, orderQueryOptions, useCancelOrder } from './orders.queries';
import { PaymentList } from '../../components/payment-list';
import { useT } from '../../i18n/i18n-context';
import { BoldParts } from '../../i18n/bold-parts';
import { ProductName } from '../../components/product-name';

/** Set by the checkout when it lands here right after placing the order. */
export interface OrderPlacedState {
  placed?: boolean;
}

/** /orders/:id: lines, totals, points, delivery, the status timeline, and Cancel while pending. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The checkout's "just placed" note shows on this visit only, not after a reload or Back.
  const [justPlaced] = useState(() => (location.state as OrderPlacedState | null)?.placed === true);
  useEffect(() => {
    if ((location.state as OrderPlacedState | null)?.placed)
      void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const query = useQuery(orderQueryOptions(id));
  const order = query.data;
  const { t, m } = useT();

  const back = (
    <Link
      to="/orders"
      className="mb-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('nav.myOrders')}
    </Link>
  );

  if (query.status === 'pending') {
    return (
      <div>
        {back}
        <OrderDetailSkeleton />
      </div>
    );
  }

  if (query.status === 'error' || !order) {
    const notFound = hasErrorCode(query.error, 'NOT_FOUND');
    return (
      <div>
        {back}
        <PageTitle title={t('order.title')} />
        {notFound ? (
          <EmptyState
            icon={PackageSearch}
            title={m(messages.orders.notFound)}
            description={t('order.notFoundHint')}
            action={<ButtonLink to="/orders">{t('order.goToMyOrders')}</ButtonLink>}
          />
        ) : (
          <QueryErrorState title={t('order.loadFailed')} query={query} />
        )}
      </div>
    );
  }

  return (
    <div>
      {back}
      <PageTitle
        title={t('order.detailsTitle')}
        description={
          <span className="block space-y-1.5">
            <span className="block font-mono text-sm font-semibold break-all text-sand-900">{order.id}</span>
            <span className="flex flex-wrap items-center gap-2">
              <span>{t('order.placedOn', { when: formatDateTime(order.orderDate) })}</span>
              <OrderStatusBadge order={order} />
              <OrderSourceBadge source={order.source} />
              <PaymentBadges
                method={order.paymentMethod}
                paidAt={order.paidAt}
                paidPaise={order.paidPaise}
                nowrap
              />
            </span>
          </span>
        }
        actions={<CancelOrderButton order={order} />}
      />

      {justPlaced && order.status === 'pending' && <PlacedNotice orderId={order.id} />}

      <UnpaidUpiNotice order={order} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card>
            <CardTitle className="mb-3">
              {t('order.items')}{' '}
              <span className="font-normal text-sand-700">({m(itemsLabel(itemCount(order.items)))})</span>
            </CardTitle>
            <ul className="divide-y divide-sand-100">
              {order.items.map((item) => (
                <li key={item.lineNo} className="flex items-start justify-between gap-3 py-3 first:pt-0">
                  <div className="min-w-0">
                    <p className="font-semibold text-sand-900">
                      <ProductName name={item.name} nameMl={item.nameMl} />
                    </p>
                    <p className="text-sm text-sand-700">
                      <LineQuantity item={item} />
                      {item.mrpPaise > item.unitPricePaise && (
                        <>
                          {' '}
                          <s className="text-sand-600">
                            <span className="sr-only">{t('cart.mrp')} </span>
                            {formatPaise(item.mrpPaise)}
                          </s>
                        </>
                      )}
                      <RefundedUnits item={item} />
                    </p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-sand-900 tabular-nums">
                    {formatPaise(apiLineAmountPaise(item))}
                  </p>
                </li>
              ))}
            </ul>
            <OrderTotals order={order} />
          </Card>

          <Card>
            <CardTitle className="mb-4">{t('order.status')}</CardTitle>
            <OrderTimeline status={order.status} events={order.timeline} />
          </Card>
        </div>

        <div className="space-y-6">
          <PointMoneyCard order={order} />
          <Card className="space-y-3">
            <CardTitle className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" /> {t('order.delivery')}
            </CardTitle>
            <dl className="space-y-2 text-sm">
              <Fact label={t('order.name')}>{order.delivery.name}</Fact>
              <Fact label={t('order.phone')}>{order.delivery.phone}</Fact>
              <Fact label={t('order.pincode')}>{order.delivery.pincode}</Fact>
              {order.delivery.address && <Fact label={t('order.address')}>{order.delivery.address}</Fact>}
            </dl>
          </Card>
          <PaymentCard order={order} />
        </div>
      </div>
    </div>
  );
}

/** Right after the checkout: the order is in, and its id tracks it. */
function PlacedNotice({ orderId }: { orderId: string }) {
  const { t, m } = useT();
  return (
    <Alert tone="success" title={m(messages.checkout.success)} className="mb-6">
      <BoldParts className="font-mono font-semibold" text={t('order.thanks', { id: orderId })} />
    </Alert>
  );
}

/**
 * A UPI order not paid yet, at the top (DESIGN 11.1): the way to its pay page; or, once the
 * customer gave the UTR of a transfer, that the shop is matching it (so nobody pays twice).
 */
function UnpaidUpiNotice({ order }: { order: Order }) {
  const step = upiPaymentStep(order);
  const { t, m } = useT();
  if (step === 'confirming')
    return (
      <Alert tone="info" title={t('order.waitingForShop')} className="mb-6">
        {m(messages.payPage.utrThanks(order.upiReference!))}
      </Alert>
    );
  if (step !== 'pay') return null;
  return (
    <Alert
      tone="info"
      title={order.paidPaise > 0 ? t('order.notPaidInFull') : t('order.notPaidYet')}
      className="mb-6"
      action={
        <ButtonLink to={order.payUrl!}>
          <Smartphone aria-hidden="true" className="size-4" /> {t('order.payByUpi')}
        </ButtonLink>
      }
    >
      {m(messages.payPage.afterPaying)}
    </Alert>
  );
}

/** Cash on delivery may be paid early by UPI, and a khata order at any time, on the order's pay page (DESIGN 11.1). */
function PayLink({ order }: { order: Order }) {
  const { t } = useT();
  if (!order.payUrl || order.paymentMethod === 'upi') return null; // a UPI order says so at the top
  return (
    <ButtonLink to={order.payUrl} variant="outline" className="w-full">
      <Smartphone aria-hidden="true" className="size-4" />{' '}
      {order.paymentMethod === 'khata' ? t('order.payBillByUpi') : t('order.payNowByUpi')}
    </ButtonLink>
  );
}

/** How the order is paid: method, reference, paid in full when, and each payment with what is due. */
function PaymentCard({ order }: { order: Order }) {
  const { t, m } = useT();
  return (
    <Card className="space-y-3">
      <CardTitle>{t('order.payment')}</CardTitle>
      <dl className="space-y-2 text-sm">
        <Fact label={t('order.method')}>{m(PAYMENT_METHOD_LABELS[order.paymentMethod])}</Fact>
        {order.upiReference && (
          <Fact label={t('order.upiReference')}>
            <span className="font-mono">{order.upiReference}</span>
          </Fact>
        )}
        <Fact label={t('order.paid')}>
          {order.paidAt ? (
            <span className="inline-flex items-center gap-1">
              <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
              {formatDateTime(order.paidAt)}
            </span>
          ) : order.status === 'cancelled' ? (
            t('order.nothingCancelled')
          ) : order.paymentMethod === 'cod' ? (
            t('order.payOnArrival')
          ) : order.paymentMethod === 'khata' ? (
            t('order.onKhata')
          ) : (
            t('order.notConfirmed')
          )}
        </Fact>
      </dl>
      <OrderPayments orderId={order.id} />
      <PayLink order={order} />
    </Card>
  );
}

/** What the order's payments came to, what is due, and each payment. */
function OrderPayments({ orderId }: { orderId: string }) {
  const query = useQuery(orderPaymentsQueryOptions(orderId));
  const { t } = useT();
  if (query.status === 'pending') return <Skeleton className="h-16 rounded-xl" />;
  if (query.status === 'error')
    return <QueryErrorState title={t('order.paymentsLoadFailed')} query={query} />;
  return <PaymentList {...query.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-sand-700">{label}</dt>
      <dd className="font-medium break-words text-sand-900">{children}</dd>
    </div>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const { t, m } = useT();
  return (
    <dl className="mt-3 space-y-2 border-t border-sand-200 pt-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-sand-700">{t('order.subtotal')}</dt>
        <dd className="tabular-nums">{formatPaise(order.totalAmountPaise)}</dd>
      </div>
      {order.offers.map((offer) => {
        const { label, amount } = appliedOfferLine(offer);
        return (
          <div key={offer.offerId} className="flex justify-between gap-3">
            <dt className="text-sand-700">{label}</dt>
            <dd className="text-right text-brand-800 tabular-nums">{amount}</dd>
          </div>
        );
      })}
      {order.leaderboardDiscount && (
        <div className="flex justify-between gap-3">
          <dt className="text-sand-700">{leaderboardOfferLabel(order.leaderboardDiscount)}</dt>
          <dd className="text-brand-800 tabular-nums">
            −{formatPaise(order.leaderboardDiscount.discountPaise)}
          </dd>
        </div>
      )}
      {order.pointsUsed > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-sand-700">
            {t('order.pointsUsed', { points: m(pointsPhrase(order.pointsUsed)) })}
          </dt>
          <dd className="text-brand-800 tabular-nums">−{formatPaise(order.pointsDiscountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base font-bold">
        <dt>{order.paidAt ? t('order.amountPaid') : t('order.amountToPay')}</dt>
        <dd className="tabular-nums">{formatPaise(order.amountPaidPaise)}</dd>
      </div>
      {order.refundedPaise > 0 && (
        <div className="flex justify-between gap-3 font-semibold text-red-800">
          <dt>{t('order.refunded')}</dt>
          <dd className="tabular-nums">−{formatPaise(order.refundedPaise)}</dd>
        </div>
      )}
    </dl>
  );
}

function PointMoneyCard({ order }: { order: Order }) {
  const settings = usePublicSettings();
  const gone = earnsNoPointMoney(order.status);
  const { t, m } = useT();
  const amount = formatPaise(order.pointMoneyPaise);
  let text: string;
  if (order.isPointsAwarded) {
    text = t('order.earned', { amount });
  } else if (gone) {
    text = t('order.earnsNone', { status: m(ORDER_STATUS_LABELS[order.status]).toLowerCase() });
  } else {
    text = t('order.willEarn', { amount });
  }
  return (
    <Card className={cn('flex gap-3', !gone && 'border-brand-200 bg-brand-50')}>
      <Sparkles
        aria-hidden="true"
        className={cn('size-6 shrink-0', gone ? 'text-sand-500' : 'text-brand-700')}
      />
      <div className="space-y-1">
        <p className={cn('font-semibold', gone ? 'text-sand-900' : 'text-brand-900')}>{text}</p>
        {settings && (
          <p className="text-sm text-sand-800">
            {t('order.perPoint', { amount: formatPaise(settings.pointMoneyPerPointPaise) })}
          </p>
        )}
      </div>
    </Card>
  );
}

/** A customer may cancel only while the shop has not yet accepted the order (domain rule). */
function CancelOrderButton({ order }: { order: Order }) {
  const { refresh } = useAuth();
  const cancelOrder = useCancelOrder();
  const [open, setOpen] = useState(false);
  const { t } = useT();
  if (nextStatus('cancel', order.status, 'customer') === null) return null;

  const cancel = async () => {
    try {
      await cancelOrder.mutateAsync(order.id);
      notify.success(messages.orders.cancelled);
      void refresh(); // redeemed points came back
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  return (
    <>
      <Button
        variant="outline"
        className="border-red-300 text-red-800 hover:border-red-500 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        {t('order.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('order.cancelTitle')}
        description={
          order.pointsUsed > 0
            ? t('order.cancelPointsBack', { points: order.pointsUsed })
            : t('order.cancelNoDelivery')
        }
        confirmLabel={t('order.cancel')}
        cancelLabel={t('order.keep')}
        onConfirm={cancel}
      />
    </>
  );
}

function OrderDetailSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" role="status" className="space-y-6">
      <span className="sr-only">{t('order.loading')}</span>
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
