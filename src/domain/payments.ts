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

/**
 * The bank channels besides UPI a statement credit may come by (docs/decisions/079). The payments
 * record keeps DESIGN 11.1's methods: such a payment is `upi` (money into the shop's account, not
 * cash), and its reference names the channel: "NEFT-N326260123456789".
 */
export const BANK_TRANSFER_CHANNELS = ['imps', 'neft', 'rtgs'] as const;
export type BankTransferChannel = (typeof BANK_TRANSFER_CHANNELS)[number];

/** A bank transfer's reference as a payment keeps it: its channel, then the transfer's own reference. */
export function bankTransferReference(channel: BankTransferChannel, reference: string): string {
  return `${channel.toUpperCase()}-${reference}`;
}

/** How a payment came, in words: 'Cash', 'UPI', or 'Bank transfer (NEFT)' by its reference. */
export function moneyMethodLabel(payment: { method: MoneyMethod; reference: string | null }): string {
  const channel = BANK_TRANSFER_CHANNELS.find((c) => payment.reference?.startsWith(`${c.toUpperCase()}-`));
  return payment.method === 'upi' && channel
    ? `Bank transfer (${channel.toUpperCase()})`
    : MONEY_METHOD_LABELS[payment.method];
}

/** Where a payment was recorded from. */
export const PAYMENT_SOURCES = [
  'checkout',
  'delivery',
  'admin',
  'statement',
  'refund',
  'import',
  'settlement',
  'counter',
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
  counter: 'At the counter',
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
