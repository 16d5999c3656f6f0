/**
 * The payments module (issue 23, docs/decisions/064 and 065): it owns `payments`, one row per
 * movement of money on an order. Every write goes through here, inside the caller's transaction;
 * the database keeps each order's paid amount and paid_at from the rows (migration 038).
 */
export { orderPayments, paymentTotals } from './payment-read';
export {
  orderPaidWith,
  recordPayment,
  repayOrder,
  repayPart,
  voidIncomingPayments,
  type IncomingPayment,
} from './payment-write';
export { moneyRequestHash, recordOnce } from './money-requests';
