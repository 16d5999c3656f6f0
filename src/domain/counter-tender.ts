/**
 * How a counter sale is paid (DESIGN 11.2): cash, UPI and khata, split between them as the
 * customer likes. Only cash can be more than what is due (the change goes back from the till);
 * UPI and khata are for exact amounts. Integer paise throughout; the server checks the same again.
 */
export const COUNTER_TENDERS = ['cash', 'upi', 'khata'] as const;
export type CounterTender = (typeof COUNTER_TENDERS)[number];

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
  /** What the parts pay towards the sale (cash counted only up to what is left after the others). */
  coveredPaise: number;
  /** What is still to pay: 0 once the parts cover the sale. */
  remainingPaise: number;
  /** Cash to hand back: what cash was given beyond what was left to pay. */
  changePaise: number;
  /** Why the parts cannot complete the sale as they stand, or null when they can. */
  problem: string | null;
}

const sum = (parts: readonly TenderPart[]) => parts.reduce((total, part) => total + part.amountPaise, 0);

/**
 * What the parts come to against the amount due: how much is covered, what is left, the change.
 * UPI and khata together may not pay more than is due (a UPI payment cannot give change).
 */
export function tenderState(duePaise: number, parts: readonly TenderPart[]): TenderState {
  const exact = sum(parts.filter((part) => part.method !== 'cash'));
  const cash = sum(parts.filter((part) => part.method === 'cash'));
  if (exact > duePaise)
    return {
      coveredPaise: exact,
      remainingPaise: 0,
      changePaise: 0,
      problem: 'UPI and khata cannot come to more than is due: only cash gives change.',
    };
  const cashApplied = Math.min(cash, duePaise - exact);
  const remainingPaise = duePaise - exact - cashApplied;
  return {
    coveredPaise: exact + cashApplied,
    remainingPaise,
    changePaise: cash - cashApplied,
    problem: remainingPaise > 0 ? 'The payments do not yet cover what is due.' : null,
  };
}

/** What a newly added payment starts at: what the other parts leave to pay (never below 0). */
export function remainingBefore(duePaise: number, parts: readonly TenderPart[]): number {
  return Math.max(0, duePaise - sum(parts));
}
