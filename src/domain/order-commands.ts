import type { AdminOrder } from './order';
import {
  canMarkPaid,
  canMarkUnpaid,
  offeredAdminActions,
  ORDER_ACTIONS,
  paymentsHeldByRefund,
} from './order-states';

/** What an admin can do to an order: the state transitions plus recording (or correcting) the payment. */
export const ADMIN_ORDER_COMMANDS = [...ORDER_ACTIONS, 'mark-paid', 'mark-unpaid'] as const;
export type AdminOrderCommand = (typeof ADMIN_ORDER_COMMANDS)[number];

/**
 * The commands staff may run (docs/decisions/085): all but a refund and correcting a payment
 * record, which are the owner's (the server refuses them to staff too).
 */
export const STAFF_ORDER_COMMANDS: readonly AdminOrderCommand[] = ADMIN_ORDER_COMMANDS.filter(
  (command) => command !== 'refund' && command !== 'mark-unpaid',
);

/** Button order on the admin's screens: the way forward first, the way out last. */
const COMMAND_ORDER: readonly AdminOrderCommand[] = [
  'approve',
  'deliver',
  'ship',
  'mark-paid',
  'mark-unpaid',
  'reject',
  'cancel',
  'refund',
];

/**
 * The commands an order offers the admin right now, in button order: its transitions (not Cancel
 * beside Reject), plus Mark paid while unpaid or Mark unpaid while paid (a correction: a delivered
 * COD order is recorded paid at the door; not once part of it was refunded, as the server refuses).
 * `allowed` narrows them for a screen that offers fewer.
 */
export function commandsFor(
  order: Pick<AdminOrder, 'status' | 'actions' | 'paidAt' | 'refundedPaise'>,
  allowed?: readonly AdminOrderCommand[],
): AdminOrderCommand[] {
  const available = new Set<AdminOrderCommand>(offeredAdminActions(order.actions));
  if (canMarkPaid(order.status, order.paidAt !== null)) available.add('mark-paid');
  if (canMarkUnpaid(order.status, order.paidAt !== null) && !paymentsHeldByRefund(order.refundedPaise))
    available.add('mark-unpaid');
  return COMMAND_ORDER.filter((command) => available.has(command) && (!allowed || allowed.includes(command)));
}
