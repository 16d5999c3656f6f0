/**
 * The orders module (docs/decisions/043): it owns `orders`, `order_items`, `order_events` and
 * `order_refunds` (and the sales days the database's triggers keep from them). Every write of an
 * order goes through here: placing one, moving it from state to state, recording its payment,
 * refunding its lines (docs/decisions/069). What other modules,
 * workflows and tools may use; everything else in this folder is its own.
 */
export { quoteCart, quoteCartForApi, withoutPointMoney } from './cart-quote';
export { counterCart } from './counter-items';
export {
  counterReceiptOf,
  counterSaleOfToken,
  insertCounterReceipt,
  type CounterReceiptRow,
} from './counter-receipts';
export { findOrder, findPayableOrder } from './order-read';
export { giveTypedUtr, lockUtr, refuseUtrOfAnotherOrder } from './typed-utr';
export { earlierRefund, recordRefund, refundLines, type LinesRefunded } from './order-refunds';
export { lockOrderFor, recordTransition, type ActingUser, type LockedOrder } from './order-transition';
export { deleteOrdersOf, findIdempotentOrder, insertPlacedOrder, type OrderOrigin } from './placed-order';
export {
  advanceOrder,
  advanceOrderIn,
  lockPaymentState,
  recordPaidAtDoor,
  setPaidAt,
  type PaymentState,
} from './simple-transitions';
