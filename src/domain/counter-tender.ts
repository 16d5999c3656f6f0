import { splitCounterPayments } from './counter-payments';
import type { CounterPaymentMethod } from './counter-sale.schemas';

/**
 * How the counter screen shows a sale's payments as they are typed (DESIGN 11.2): cash, UPI and
 * khata, split as the customer likes. The rule is the server's own (splitCounterPayments); this
 * adds what the screen needs beside it: what is still to pay, and what a new part starts at.
 */
export type CounterTender = CounterPaymentMethod;

export const COUNTER_TENDER_LABELS: Record<CounterTender, string> = {
  cash: 'Cash',
  upi: 'UPI',
  khata: 'Khata',
};

export interface TenderPart {
  method: CounterTender;
  /** For cash, what the customer handed over; for UPI and khata, what it pays. */
  amountPaise: number;
}

export interface TenderState {
  /** What is still to pay: 0 once the parts cover the sale. */
  remainingPaise: number;
  /** Cash to hand back: what cash was given beyond what was left to pay. */
  changePaise: number;
  /** Why the parts cannot complete the sale as they stand (the server's words), or null when they can. */
  problem: string | null;
}

const sum = (parts: readonly TenderPart[]) => parts.reduce((total, part) => total + part.amountPaise, 0);

/** What the parts come to against the amount due: what is left, the change, or why they cannot pay it. */
export function tenderState(duePaise: number, parts: readonly TenderPart[]): TenderState {
  const split = splitCounterPayments(
    duePaise,
    parts.map((part) => ({ ...part, reference: null })),
  );
  if (split.ok) return { remainingPaise: 0, changePaise: split.split.changePaise, problem: null };
  return { remainingPaise: Math.max(0, duePaise - sum(parts)), changePaise: 0, problem: split.problem };
}

/** What a newly added payment starts at: what the other parts leave to pay (never below 0). */
export function remainingBefore(duePaise: number, parts: readonly TenderPart[]): number {
  return Math.max(0, duePaise - sum(parts));
}
