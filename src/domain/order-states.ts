import type { PaymentMethod } from './payment-methods';

/** DESIGN section 5: the order life cycle and who may move it. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['approve', 'reject', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type Actor = 'admin' | 'customer';

const TRANSITIONS: Record<
  OrderAction,
  { from: readonly OrderStatus[]; to: OrderStatus; by: readonly Actor[] }
> = {
  approve: { from: ['pending'], to: 'confirmed', by: ['admin'] },
  reject: { from: ['pending'], to: 'cancelled', by: ['admin'] },
  ship: { from: ['confirmed'], to: 'shipped', by: ['admin'] },
  deliver: { from: ['confirmed', 'shipped'], to: 'delivered', by: ['admin'] },
  cancel: { from: ['pending', 'confirmed', 'shipped'], to: 'cancelled', by: ['admin', 'customer'] },
  refund: { from: ['delivered'], to: 'refunded', by: ['admin'] },
};

/** The status an action leads to, or null when it is not allowed from here for this actor. */
export function nextStatus(action: OrderAction, current: OrderStatus, actor: Actor): OrderStatus | null {
  const rule = TRANSITIONS[action];
  if (!rule.by.includes(actor) || !rule.from.includes(current)) return null;
  // A customer may cancel only while the shop has not yet accepted the order.
  if (actor === 'customer' && current !== 'pending') return null;
  return rule.to;
}

/** The actions an admin can take on an order in this state (for the buttons on the details dialog). */
export function adminActionsFor(current: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatus(action, current, 'admin') !== null);
}

/**
 * The actions the admin's screens offer as buttons, from those allowed: while an order awaits
 * approval its way out is Reject, so Cancel (the same move, also allowed) is not offered beside it.
 */
export function offeredAdminActions(allowed: readonly OrderAction[]): OrderAction[] {
  return allowed.includes('reject') ? allowed.filter((action) => action !== 'cancel') : [...allowed];
}

/** Money can be recorded as received until the order is paid, cancelled or refunded. */
export function canMarkPaid(status: OrderStatus, paid: boolean): boolean {
  return !paid && status !== 'cancelled' && status !== 'refunded';
}

/**
 * A payment recorded by mistake (or by a delivery whose cash was not taken after all) can be
 * taken back while the order is live; a cancelled or refunded order's record stays as it closed.
 */
export function canMarkUnpaid(status: OrderStatus, paid: boolean): boolean {
  return paid && status !== 'cancelled' && status !== 'refunded';
}

/**
 * Once any of an order was refunded (a refund by line, docs/decisions/069), money went back against
 * its payments: they stand, and Mark unpaid is refused (and not offered).
 */
export function paymentsHeldByRefund(refundedPaise: number): boolean {
  return refundedPaise > 0;
}

/** Cash on delivery is paid at the door: confirming the delivery records the payment. */
export function isPaidOnDelivery(method: PaymentMethod): boolean {
  return method === 'cod';
}

/**
 * A cancelled or refunded order earns no point money: it will never be delivered, or the refund
 * took back what it earned.
 */
export function earnsNoPointMoney(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'refunded';
}

/**
 * SPEC's isPendingApproval, read from the status (docs/decisions/043): an order waits for the
 * shop's approval exactly while it is pending; approving or rejecting it is what ends the wait.
 */
export function isPendingApproval(status: OrderStatus): boolean {
  return status === 'pending';
}

/** Cancelling or rejecting gives back stock and redeemed points. */
export function restoresStockAndPoints(action: OrderAction): boolean {
  return action === 'reject' || action === 'cancel';
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
