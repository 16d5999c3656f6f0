import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MessageCircle } from 'lucide-react';
import { ORDER_STATUS_LABELS } from '../../../domain/order-states';
import { PAYMENT_METHOD_LABELS } from '../../../domain/payment-methods';
import { leaderboardOfferLabel } from '../../../domain/leaderboard';
import { appliedOfferLine } from '../../../domain/offer-pricing';
import { formatPaise } from '../../../domain/money';
import { payLinkMessage } from '../../../domain/pay-page';
import { whatsAppChatUrl } from '../../../domain/whatsapp';
import { formatPoints } from '../../../domain/points';
import { errorMessage, hasErrorCode } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { Button, buttonClass, type ButtonVariant } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '../ui/dialog';
import {
  itemCount,
  LineQuantity,
  OrderSourceBadge,
  OrderStatusBadge,
  PaymentBadges,
  RefundedUnits,
} from '../order-badges';
import { apiLineAmountPaise } from '../../../domain/quantities';
import { OrderPaymentsSection } from './order-payments-section';
import { RefundDialog } from './refund-dialog';
import type { AdminOrder, AdminOrderCommand } from '../../lib/admin-orders/orders.api';
import { adminOrderQueryOptions, useRunOrderCommand } from '../../lib/admin-orders/orders.queries';

const COMMANDS: Record<AdminOrderCommand, { label: string; variant: ButtonVariant; destructive: boolean }> = {
  approve: { label: 'Approve', variant: 'primary', destructive: false },
  ship: { label: 'Mark as Shipped', variant: 'secondary', destructive: false },
  deliver: { label: 'Confirm Delivery', variant: 'primary', destructive: false },
  'mark-paid': { label: 'Mark paid', variant: 'outline', destructive: false },
  'mark-unpaid': { label: 'Mark unpaid', variant: 'outline', destructive: false },
  reject: { label: 'Reject', variant: 'danger', destructive: true },
  cancel: { label: 'Cancel Order', variant: 'danger', destructive: true },
  refund: { label: 'Refund…', variant: 'danger', destructive: true },
};
const CONFIRM_TEXT: Partial<Record<AdminOrderCommand, { title: string; body: (id: string) => string }>> = {
  reject: {
    title: 'Reject this order?',
    body: (id) => `Order ${id} will be cancelled. Its stock and any points the customer used go back.`,
  },
  cancel: {
    title: 'Cancel this order?',
    body: (id) => `Order ${id} will be cancelled. Its stock and any points the customer used go back.`,
  },
};

/**
 * Runs one admin command on an order: confirm first when destructive (a refund opens the Refund…
 * dialog, which asks which units come back), show the server's message as the toast, hand the
 * updated order back (the cached lists show it too). On a refusal (e.g. another admin got there
 * first) the order is re-read so the screen shows the truth.
 */
export function useOrderCommands(onUpdated: (order: AdminOrder, command: AdminOrderCommand) => void) {
  const queryClient = useQueryClient();
  const runCommand = useRunOrderCommand();
  const [confirming, setConfirming] = useState<{ order: AdminOrder; command: AdminOrderCommand } | null>(
    null,
  );
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const busy = runCommand.isPending ? runCommand.variables : null;

  const run = async (order: AdminOrder, command: AdminOrderCommand): Promise<boolean> => {
    try {
      const result = await runCommand.mutateAsync({ order, command });
      notify.success(result.message);
      onUpdated(result.order, command);
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      if (hasErrorCode(error, 'ILLEGAL_TRANSITION')) {
        queryClient.fetchQuery(adminOrderQueryOptions(order.id)).then(
          (fresh) => onUpdated(fresh, command),
          () => undefined,
        );
      }
      return false;
    }
  };

  const request = (order: AdminOrder, command: AdminOrderCommand) => {
    if (command === 'refund') setRefunding(order);
    else if (COMMANDS[command].destructive) setConfirming({ order, command });
    else void run(order, command);
  };

  const text = confirming ? CONFIRM_TEXT[confirming.command] : undefined;
  const confirmDialog = (
    <>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={text?.title ?? ''}
        description={confirming && text ? text.body(confirming.order.id) : ''}
        confirmLabel={confirming ? COMMANDS[confirming.command].label : 'Confirm'}
        cancelLabel="Keep Order"
        onConfirm={() => (confirming ? run(confirming.order, confirming.command) : false)}
      />
      <RefundDialog
        order={refunding}
        onOpenChange={(open) => !open && setRefunding(null)}
        onRefunded={(order) => onUpdated(order, 'refund')}
      />
    </>
  );

  return {
    request,
    isBusy: (order: AdminOrder, command?: AdminOrderCommand) =>
      busy != null && busy.order.id === order.id && (command === undefined || busy.command === command),
    confirmDialog,
  };
}

/** One button per command, as the details dialog and the request cards show them. */
export function OrderCommandButtons({
  order,
  commands,
  onCommand,
  isBusy,
  className,
  named = false,
}: {
  order: AdminOrder;
  commands: AdminOrderCommand[];
  onCommand: (order: AdminOrder, command: AdminOrderCommand) => void;
  isBusy: (order: AdminOrder, command?: AdminOrderCommand) => boolean;
  className?: string;
  /** Names each button after the order ("Approve order ORD-…"), for lists with many of them. */
  named?: boolean;
}) {
  const anyBusy = isBusy(order);
  return (
    <div className={className}>
      {commands.map((command) => (
        <Button
          key={command}
          variant={COMMANDS[command].variant}
          loading={isBusy(order, command)}
          disabled={anyBusy}
          onClick={() => onCommand(order, command)}
          aria-label={named ? `${COMMANDS[command].label} order ${order.id}` : undefined}
        >
          {COMMANDS[command].label}
        </Button>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-sand-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={strong ? 'flex justify-between gap-3 font-bold text-sand-900' : 'flex justify-between gap-3'}
    >
      <dt className={strong ? undefined : 'text-sand-700'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * While something is due: the order's pay page, to open here or to send the customer on WhatsApp
 * (which does not open upi:// links; the page does, with the QR code for another phone).
 */
function PayLinks({ order }: { order: AdminOrder }) {
  if (!order.payUrl) return null;
  const url = `${window.location.origin}${order.payUrl}`;
  const message = payLinkMessage(order.id, order.duePaise, url, order.customerLanguage);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <a
        href={whatsAppChatUrl(order.customerPhone, message)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline')}
      >
        <MessageCircle aria-hidden="true" className="size-4" /> Send pay link on WhatsApp
      </a>
      <a href={order.payUrl} target="_blank" rel="noopener" className={buttonClass('ghost')}>
        <ExternalLink aria-hidden="true" className="size-4" /> Open pay page
      </a>
    </div>
  );
}

function OrderDetails({
  order,
  onOrderChanged,
}: {
  order: AdminOrder;
  onOrderChanged: (order: AdminOrder) => void;
}) {
  return (
    <div className="space-y-6 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <PaymentBadges method={order.paymentMethod} paidAt={order.paidAt} paidPaise={order.paidPaise} />
        <OrderSourceBadge source={order.source} />
        {order.isPendingApproval && <span className="text-sand-700">Waiting for approval</span>}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Customer">
          <p className="font-semibold text-sand-900">
            {order.customerName} <span className="font-normal text-sand-700">({order.customerCode})</span>
          </p>
          <a
            href={`tel:${order.customerPhone}`}
            className="-my-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {order.customerPhone}
          </a>
        </Section>
        <Section title="Delivery">
          <p className="font-semibold text-sand-900">{order.delivery.name}</p>
          <p className="text-sand-800">{order.delivery.phone}</p>
          <p className="break-words text-sand-800">
            {order.delivery.address ? `${order.delivery.address}, ` : ''}
            {order.delivery.pincode}
          </p>
        </Section>
      </div>

      <Section title="Payment">
        <dl className="space-y-1">
          <Row label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Row>
          {order.paymentMethod === 'upi' && (
            <Row label="UPI reference">
              {order.upiReference ? (
                <span className="font-mono font-semibold break-all">{order.upiReference}</span>
              ) : (
                'Not given'
              )}
            </Row>
          )}
          <Row label="Paid in full">{order.paidAt ? formatDateTime(order.paidAt) : 'Not yet'}</Row>
        </dl>
        <OrderPaymentsSection order={order} onOrderChanged={onOrderChanged} />
        <PayLinks order={order} />
      </Section>

      <Section title={`Items (${itemCount(order.items)})`}>
        <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
          {order.items.map((item) => (
            <li key={item.lineNo} className="flex justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold break-words text-sand-900">{item.name}</p>
                <p className="text-sand-700">
                  <LineQuantity item={item} />
                  {item.unitPricePaise < item.mrpPaise && (
                    <span className="ml-1 text-sand-600">(MRP {formatPaise(item.mrpPaise)})</span>
                  )}
                  <RefundedUnits item={item} />
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{formatPaise(apiLineAmountPaise(item))}</p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 pt-1">
          <Row label="Subtotal">{formatPaise(order.totalAmountPaise)}</Row>
          {order.offers.map((offer) => (
            <Row key={offer.offerId} label={appliedOfferLine(offer).label}>
              {appliedOfferLine(offer).amount}
            </Row>
          ))}
          {order.leaderboardDiscount && (
            <Row label={leaderboardOfferLabel(order.leaderboardDiscount)}>
              − {formatPaise(order.leaderboardDiscount.discountPaise)}
            </Row>
          )}
          <Row label={`Points used (${formatPoints(order.pointsUsed)})`}>
            {order.pointsDiscountPaise > 0 ? `− ${formatPaise(order.pointsDiscountPaise)}` : formatPaise(0)}
          </Row>
          <Row label="Amount to pay" strong>
            {formatPaise(order.amountPaidPaise)}
          </Row>
          {order.refundedPaise > 0 && <Row label="Refunded">− {formatPaise(order.refundedPaise)}</Row>}
          <Row
            label={
              order.pointsReversed
                ? 'Point money taken back'
                : order.isPointsAwarded
                  ? 'Point money awarded'
                  : 'Point money on delivery'
            }
          >
            {formatPaise(order.pointMoneyPaise)}
          </Row>
        </dl>
      </Section>

      <Section title="Timeline">
        <ol className="space-y-2 border-l-2 border-brand-200 pl-4">
          {order.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <p className="font-semibold text-sand-900">{ORDER_STATUS_LABELS[event.toStatus]}</p>
              <p className="text-sand-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.note ? ` · ${event.note}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

/**
 * The order details dialog of Requests and Purchases: lines, totals, points, payment (its
 * payments, and a form to record one), delivery, timeline, and exactly the commands the order allows (optionally narrowed).
 */
export function OrderDetailsDialog({
  order,
  onOpenChange,
  commands,
  onCommand,
  isBusy,
  onOrderChanged,
}: {
  order: AdminOrder | null;
  onOpenChange: (open: boolean) => void;
  /** The order as a payment recorded in the dialog left it. */
  onOrderChanged: (order: AdminOrder) => void;
  commands: AdminOrderCommand[];
  onCommand: (order: AdminOrder, command: AdminOrderCommand) => void;
  isBusy: (order: AdminOrder, command?: AdminOrderCommand) => boolean;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order && (
        <DialogContent
          size="lg"
          title={`Order ${order.id}`}
          description={`Placed ${formatDateTime(order.orderDate)}`}
        >
          <OrderDetails order={order} onOrderChanged={onOrderChanged} />
          {commands.length > 0 && (
            // Sticky: on a long order the buttons stay in reach without scrolling past every line.
            <DialogFooter className="sticky -bottom-5 -mx-5 bg-white px-5 pb-5 sm:-mx-6 sm:px-6">
              <OrderCommandButtons
                order={order}
                commands={commands}
                onCommand={onCommand}
                isBusy={isBusy}
                className="grid grid-cols-2 gap-2 sm:flex sm:flex-row-reverse sm:flex-wrap sm:justify-start [&>*:last-child:nth-child(odd)]:col-span-2"
              />
            </DialogFooter>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
