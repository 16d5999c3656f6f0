import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, MapPin, PackageSearch, Smartphone, Sparkles } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { leaderboardOfferLabel } from '../../../domain/leaderboard';
import { appliedOfferLine } from '../../../domain/offer-pricing';
import { formatPaise } from '../../../domain/money';
import { upiPaymentStep } from '../../../domain/pay-page';
import { earnsNoPointMoney, nextStatus } from '../../../domain/order-states';
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

  const back = (
    <Link
      to="/orders"
      className="mb-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> My Orders
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
        <PageTitle title="Order" />
        {notFound ? (
          <EmptyState
            icon={PackageSearch}
            title={messages.orders.notFound}
            description="Check the order id, or find the order in your list of orders."
            action={<ButtonLink to="/orders">Go to My Orders</ButtonLink>}
          />
        ) : (
          <QueryErrorState title="Could not load this order" query={query} />
        )}
      </div>
    );
  }

  return (
    <div>
      {back}
      <PageTitle
        title="Order details"
        description={
          <span className="block space-y-1.5">
            <span className="block font-mono text-sm font-semibold break-all text-sand-900">{order.id}</span>
            <span className="flex flex-wrap items-center gap-2">
              <span>Placed {formatDateTime(order.orderDate)}</span>
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
              Items <span className="font-normal text-sand-700">({itemsLabel(itemCount(order.items))})</span>
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
                            <span className="sr-only">MRP </span>
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
            <CardTitle className="mb-4">Status</CardTitle>
            <OrderTimeline status={order.status} events={order.timeline} />
          </Card>
        </div>

        <div className="space-y-6">
          <PointMoneyCard order={order} />
          <Card className="space-y-3">
            <CardTitle className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" /> Delivery
            </CardTitle>
            <dl className="space-y-2 text-sm">
              <Fact label="Name">{order.delivery.name}</Fact>
              <Fact label="Phone">{order.delivery.phone}</Fact>
              <Fact label="Pincode">{order.delivery.pincode}</Fact>
              {order.delivery.address && <Fact label="Address">{order.delivery.address}</Fact>}
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
  return (
    <Alert tone="success" title={messages.checkout.success} className="mb-6">
      Thank you! The shop will confirm your order soon. Keep the order id{' '}
      <span className="font-mono font-semibold">{orderId}</span> to track it.
    </Alert>
  );
}

/**
 * A UPI order not paid yet, at the top (DESIGN 11.1): the way to its pay page; or, once the
 * customer gave the UTR of a transfer, that the shop is matching it (so nobody pays twice).
 */
function UnpaidUpiNotice({ order }: { order: Order }) {
  const step = upiPaymentStep(order);
  if (step === 'confirming')
    return (
      <Alert tone="info" title="Waiting for the shop to confirm your payment" className="mb-6">
        {messages.payPage.utrThanks(order.upiReference!)}
      </Alert>
    );
  if (step !== 'pay') return null;
  return (
    <Alert
      tone="info"
      title={order.paidPaise > 0 ? 'Not paid in full' : 'Not paid yet'}
      className="mb-6"
      action={
        <ButtonLink to={order.payUrl!}>
          <Smartphone aria-hidden="true" className="size-4" /> Pay by UPI
        </ButtonLink>
      }
    >
      {messages.payPage.afterPaying}
    </Alert>
  );
}

/** Cash on delivery may be paid early by UPI, and a khata order at any time, on the order's pay page (DESIGN 11.1). */
function PayLink({ order }: { order: Order }) {
  if (!order.payUrl || order.paymentMethod === 'upi') return null; // a UPI order says so at the top
  return (
    <ButtonLink to={order.payUrl} variant="outline" className="w-full">
      <Smartphone aria-hidden="true" className="size-4" />{' '}
      {order.paymentMethod === 'khata' ? 'Pay this bill by UPI' : 'Pay now by UPI instead'}
    </ButtonLink>
  );
}

/** How the order is paid: method, reference, paid in full when, and each payment with what is due. */
function PaymentCard({ order }: { order: Order }) {
  return (
    <Card className="space-y-3">
      <CardTitle>Payment</CardTitle>
      <dl className="space-y-2 text-sm">
        <Fact label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Fact>
        {order.upiReference && (
          <Fact label="UPI reference">
            <span className="font-mono">{order.upiReference}</span>
          </Fact>
        )}
        <Fact label="Paid">
          {order.paidAt ? (
            <span className="inline-flex items-center gap-1">
              <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
              {formatDateTime(order.paidAt)}
            </span>
          ) : order.status === 'cancelled' ? (
            'Nothing to pay: the order was cancelled'
          ) : order.paymentMethod === 'cod' ? (
            'Pay when your order arrives'
          ) : order.paymentMethod === 'khata' ? (
            'On your khata: pay the shop later'
          ) : (
            'Not yet confirmed by the shop'
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
  if (query.status === 'pending') return <Skeleton className="h-16 rounded-xl" />;
  if (query.status === 'error') return <QueryErrorState title="Could not load the payments" query={query} />;
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
  return (
    <dl className="mt-3 space-y-2 border-t border-sand-200 pt-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-sand-700">Subtotal</dt>
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
          <dt className="text-sand-700">Points used ({pointsPhrase(order.pointsUsed)})</dt>
          <dd className="text-brand-800 tabular-nums">−{formatPaise(order.pointsDiscountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base font-bold">
        <dt>Amount {order.paidAt ? 'paid' : 'to pay'}</dt>
        <dd className="tabular-nums">{formatPaise(order.amountPaidPaise)}</dd>
      </div>
      {order.refundedPaise > 0 && (
        <div className="flex justify-between gap-3 font-semibold text-red-800">
          <dt>Refunded</dt>
          <dd className="tabular-nums">−{formatPaise(order.refundedPaise)}</dd>
        </div>
      )}
    </dl>
  );
}

function PointMoneyCard({ order }: { order: Order }) {
  const settings = usePublicSettings();
  const gone = earnsNoPointMoney(order.status);
  let text: string;
  if (order.isPointsAwarded) {
    text = `You earned ${formatPaise(order.pointMoneyPaise)} point money on this order.`;
  } else if (gone) {
    text = `This order was ${order.status}; it earns no point money.`;
  } else {
    text = `You will earn ${formatPaise(order.pointMoneyPaise)} point money on delivery.`;
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
            Every {formatPaise(settings.pointMoneyPerPointPaise)} of point money becomes 1 point.
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
        Cancel order
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this order?"
        description={
          order.pointsUsed > 0
            ? `The ${order.pointsUsed} points you used go back to your balance. This cannot be undone.`
            : 'The shop will not deliver it. This cannot be undone.'
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={cancel}
      />
    </>
  );
}

function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" role="status" className="space-y-6">
      <span className="sr-only">Loading order…</span>
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
