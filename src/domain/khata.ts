import { businessDay } from './business-day';
import { SHOP_NAME } from './document-title';
import type { Language } from './language';
import { khataMessages } from './messages';
import { formatPaise } from './money';

/**
 * Khata, credit for regulars (DESIGN 11.1, docs/decisions/070): the pure rules. A khata order is
 * credit, not a payment: it stays due until payments pay it. What a customer owes is what their
 * live khata orders still owe; the limit caps what they may owe after a new khata order.
 */

/** What a customer may still buy on khata: their limit less what they owe, never below 0. */
export function creditLeft(limitPaise: number, owedPaise: number): number {
  return Math.max(limitPaise - owedPaise, 0);
}

/**
 * Why a khata order of `orderPaise` cannot be placed with `leftPaise` of credit left, or null when
 * it can: the browser says it before Place Order, the place-order workflow checks it again.
 */
export function khataOverLimit(leftPaise: number, orderPaise: number): string | null {
  return orderPaise > leftPaise ? khataMessages.overLimit(leftPaise, orderPaise) : null;
}

/** A due khata order, as a settlement pays them: oldest first. */
export interface DueKhataOrder {
  orderId: string;
  duePaise: number;
}

/**
 * A settlement spread over the due khata orders (given oldest first): each order is paid in full
 * before the next one gets anything; the last one touched may be paid in part. One share per order
 * touched, never a zero. Null when the amount is more than all of them owe together.
 */
export function allocateSettlement(
  amountPaise: number,
  dueOrders: readonly DueKhataOrder[],
): { orderId: string; amountPaise: number }[] | null {
  let left = amountPaise;
  const shares: { orderId: string; amountPaise: number }[] = [];
  for (const order of dueOrders) {
    if (left === 0) break;
    const share = Math.min(left, order.duePaise);
    if (share > 0) shares.push({ orderId: order.orderId, amountPaise: share });
    left -= share;
  }
  return left === 0 ? shares : null;
}

export const AGEING_BUCKETS = ['upTo30', 'upTo60', 'over60'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Whole business days (Asia/Kolkata) from a khata order's date to today: 0 on the day itself. */
export function daysSince(orderDate: Date, now: Date): number {
  const from = Date.parse(`${businessDay(orderDate)}T00:00:00Z`);
  const to = Date.parse(`${businessDay(now)}T00:00:00Z`);
  return Math.max(Math.round((to - from) / 86_400_000), 0);
}

/** Which ageing column what an order owes falls in, by the order's date: 0–30, 31–60, over 60 days. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return 'upTo30';
  if (days <= 60) return 'upTo60';
  return 'over60';
}

/** A line of the customer's khata: a khata order (debit) or money paid against it (credit). */
export interface KhataMovement {
  kind: 'order' | 'payment';
  at: string; // ISO time
  amountPaise: number;
  orderId: string | null;
  reference: string | null;
  method: 'cash' | 'upi' | null;
  /** The order's pay page while it is due (an order line only). */
  payUrl: string | null;
}

export interface KhataEntry extends KhataMovement {
  /** What was owed after this line. */
  balancePaise: number;
}

/**
 * The khata statement, newest first (the balance now on top, as a customer opens it), each line
 * with the balance after it: orders add, payments take away. Lines at the same moment keep the
 * order before the money that paid it.
 */
export function khataStatement(movements: readonly KhataMovement[]): KhataEntry[] {
  const oldestFirst = [...movements].sort(
    (a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'order' ? -1 : 1),
  );
  let balance = 0;
  const entries = oldestFirst.map((movement) => {
    balance += movement.kind === 'order' ? movement.amountPaise : -movement.amountPaise;
    return { ...movement, balancePaise: balance };
  });
  return entries.reverse();
}

/** The khata reminder's text in each language the customer may read the shop in (docs/decisions/098). */
const KHATA_REMINDER_TEXTS: Record<Language, (owed: string, oldestDue: string, url: string) => string> = {
  en: (owed, oldestDue, url) =>
    `${SHOP_NAME}: ${owed} is owed on your khata. Please pay the oldest bill (${oldestDue}) by UPI here: ${url}`,
  ml: (owed, oldestDue, url) =>
    `${SHOP_NAME}: നിങ്ങളുടെ ഖാതയിൽ ${owed} അടയ്ക്കാനുണ്ട്. ഏറ്റവും പഴയ ബിൽ (${oldestDue}) UPI വഴി ഇവിടെ അടയ്ക്കുക: ${url}`,
};

/**
 * The WhatsApp reminder the shop sends (docs/decisions/070), in the customer's language: the whole
 * amount owed, and the pay page of the oldest due khata order, which a settlement would pay first anyway.
 */
export function khataReminderMessage(
  owedPaise: number,
  oldestDuePaise: number,
  url: string,
  language: Language = 'en',
): string {
  return KHATA_REMINDER_TEXTS[language](formatPaise(owedPaise), formatPaise(oldestDuePaise), url);
}
