import type { OrderStatus } from './order-states';
import type { PaymentMethod } from './payment-methods';

/**
 * The payments record's pure rules (DESIGN 11.1, docs/decisions/064): each movement of money on an
 * order is a payment, in or out; khata is credit and points are the ledger's, so neither is one.
 */
export const PAYMENT_DIRECTIONS = ['in', 'out'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** How money moved: notes and coins, or a UPI transfer. */
export const MONEY_METHODS = ['cash', 'upi'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];
export const MONEY_METHOD_LABELS: Record<MoneyMethod, string> = { cash: 'Cash', upi: 'UPI' };

/** Where a payment was recorded from. */
export const PAYMENT_SOURCES = [
  'checkout',
  'delivery',
  'admin',
  'statement',
  'refund',
  'import',
  'settlement',
] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = {
  checkout: 'At checkout',
  delivery: 'At delivery',
  admin: 'Recorded by the shop',
  statement: 'Bank statement',
  refund: 'Refund',
  import: 'Imported',
  settlement: 'Khata settlement',
};

/** The money an order's payment method brings: cash on delivery is cash, UPI is UPI; a khata order is paid by hand in cash unless the shop says otherwise. */
export function moneyMethodOf(paymentMethod: PaymentMethod): MoneyMethod {
  return paymentMethod === 'upi' ? 'upi' : 'cash';
}

/**
 * What a live order still owes: its price after points and discounts, less the share of it its
 * refunded lines took back (docs/decisions/069), less what its payments brought, never below 0. A
 * cancelled or refunded order owes nothing.
 */
export function amountDue(
  status: OrderStatus,
  amountPaidPaise: number,
  paidPaise: number,
  refundedPaise = 0,
): number {
  if (status === 'cancelled' || status === 'refunded') return 0;
  return Math.max(amountPaidPaise - refundedPaise - paidPaise, 0);
}

/** A UTR or other reference as it is kept and compared: no spaces, upper case; nothing typed is none. */
export function normaliseReference(reference: string | null | undefined): string | null {
  const kept = (reference ?? '').replace(/\s+/g, '').toUpperCase();
  return kept === '' ? null : kept;
}
