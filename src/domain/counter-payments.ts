import type { PaymentMethod } from './payment-methods';
import { counterMessages } from './staff-order-messages';
import { formatPaise } from './money';
import type { CounterPayment } from './counter-sale.schemas';

/** How a counter sale's money splits once its amount due is known (docs/decisions/090). */
export interface CounterSplit {
  /** The cash the shop keeps: what was handed over less the change. */
  cashPaise: number;
  upiPaise: number;
  khataPaise: number;
  changePaise: number;
}

const sum = (payments: readonly CounterPayment[], method: CounterPayment['method']) =>
  payments.filter((p) => p.method === method).reduce((total, p) => total + p.amountPaise, 0);

/**
 * The parts must cover what is due after points; UPI and khata never above it (the QR asks for an
 * exact amount, and a khata debt larger than the sale is no sale's); cash above what is left is the
 * change handed back, and the shop keeps only the rest. Returns the refusal in words, or the split.
 */
export function splitCounterPayments(
  duePaise: number,
  payments: readonly CounterPayment[],
): { ok: true; split: CounterSplit } | { ok: false; problem: string } {
  const upiPaise = sum(payments, 'upi');
  const khataPaise = sum(payments, 'khata');
  const handedPaise = sum(payments, 'cash');
  if (upiPaise + khataPaise > duePaise)
    return { ok: false, problem: counterMessages.aboveDue(formatPaise(duePaise)) };
  const leftPaise = duePaise - upiPaise - khataPaise;
  if (handedPaise < leftPaise)
    return { ok: false, problem: counterMessages.paidTooLittle(formatPaise(leftPaise - handedPaise)) };
  return {
    ok: true,
    split: { cashPaise: leftPaise, upiPaise, khataPaise, changePaise: handedPaise - leftPaise },
  };
}

/**
 * The order's payment method (orders.payment_method is cod, upi or khata): khata whenever a khata
 * part exists (the khata book counts khata orders' dues), else UPI when it is the larger part, else
 * cash (cod: paid at the door, which at the counter is now).
 */
export function counterPaymentMethod(payments: readonly CounterPayment[]): PaymentMethod {
  if (sum(payments, 'khata') > 0) return 'khata';
  return sum(payments, 'upi') > sum(payments, 'cash') ? 'upi' : 'cod';
}
