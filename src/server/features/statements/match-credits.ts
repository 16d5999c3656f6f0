import type { PaymentMethod } from '../../../domain/payment-methods';
import { creditKeys } from './credit-key';
import { orderIdInNarration, orderIdParts, suffixFits } from './order-id-in-narration';
import { dayNumber, indiaDayNumber } from './order-days';
import type { StatementCredit } from './read-statement';

/** An order that may take a statement's money: it has an amount due. */
export interface CandidateOrder {
  id: string;
  duePaise: number;
  /** The UTR the customer typed at checkout or on the pay page. */
  typedUtr: string | null;
  placedAt: Date;
  paymentMethod: PaymentMethod;
}

export type MatchedBy = 'utr' | 'order-id' | 'amount';

interface Outcome {
  credit: StatementCredit;
  /** What makes the credit the same one in another upload (credit-key.ts). */
  key: string;
}
export interface MatchedCredit extends Outcome {
  orderId: string;
  by: MatchedBy;
  amountPaise: number;
}
export interface CreditToReview extends Outcome {
  /** Several orders fit; one order fits two credits; more money than the order's due. */
  reason: 'ambiguous' | 'contested' | 'more-than-due';
  candidates: string[];
}
export interface UnmatchedCredit extends Outcome {
  /** No order fits; or the narration names an order that has nothing due. */
  reason: 'no-order' | 'named-order-not-due';
}
export interface SkippedCredit extends Outcome {
  /**
   * Its key is known: applied, or waiting in the review list, from an earlier upload (or a UTR
   * recorded by hand); or the same UTR came on an earlier line of this file.
   */
  reason: 'already-uploaded' | 'twice-in-file';
}
export interface CreditMatches {
  matched: MatchedCredit[];
  review: CreditToReview[];
  unmatched: UnmatchedCredit[];
  skipped: SkippedCredit[];
}

/** Docs/decisions/067: an exact amount matches orders placed that day or up to 3 days before. */
export const AMOUNT_WINDOW_DAYS = 3;

/**
 * Which order each credit of a statement pays (DESIGN 11.1, docs/decisions/067), first rule that
 * fits: the UTR a customer typed on the order; the order id in the narration (a part payment
 * matches, more than due waits for review); for a UPI credit, the exact amount due on exactly one
 * unpaid UPI order placed within the window before the credit's day. Ambiguous credits (two
 * orders fit, or one order fits two credits by amount) wait for review with their candidates; a
 * credit whose key is known (the caller passes the keys of every credit applied or waiting for
 * review from earlier uploads) is skipped, so the same file twice changes nothing. No order is paid beyond its due, no key is used
 * twice, and the answer depends only on the input, never on the order the orders come in.
 * The orders are read once, in one pass (a Map's values will do), keeping only those a credit
 * could want.
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  orders: Iterable<CandidateOrder>,
  usedKeys: ReadonlySet<string>,
  windowDays = AMOUNT_WINDOW_DAYS,
): CreditMatches {
  const result: CreditMatches = { matched: [], review: [], unmatched: [], skipped: [] };
  const sorted = [...credits].sort((a, b) => a.line - b.line);
  const keys = creditKeys(sorted);
  const open: Outcome[] = [];
  const keysInFile = new Set<string>();
  sorted.forEach((credit, index) => {
    const key = keys[index]!;
    if (usedKeys.has(key)) result.skipped.push({ credit, key, reason: 'already-uploaded' });
    else if (keysInFile.has(key)) result.skipped.push({ credit, key, reason: 'twice-in-file' });
    else open.push({ credit, key });
    keysInFile.add(key);
  });

  const wanted = wantedOrders(open, orders, windowDays);
  const due = new Map<string, number>(); // what is left due on each order a credit has touched
  const dueOf = (order: CandidateOrder) => due.get(order.id) ?? order.duePaise;
  const byAmount: Outcome[] = [];
  for (const outcome of open) {
    const { credit } = outcome;
    const typed = credit.utr === null ? [] : (wanted.byUtr.get(credit.utr) ?? []);
    const named = orderIdInNarration(credit.narration);
    let fits: CandidateOrder[];
    let by: MatchedBy;
    if (typed.length > 0) [fits, by] = [typed, 'utr'];
    else if (named) {
      fits = (wanted.byStamp.get(Number(named.stamp)) ?? []).filter((order) =>
        suffixFits(named.suffix, orderIdParts(order.id)?.suffix ?? ''),
      );
      by = 'order-id';
      if (fits.length === 0) {
        result.unmatched.push({ ...outcome, reason: 'named-order-not-due' });
        continue;
      }
    } else {
      byAmount.push(outcome);
      continue;
    }
    if (fits.length > 1) {
      result.review.push({ ...outcome, reason: 'ambiguous', candidates: ids(fits) });
      continue;
    }
    const order = fits[0]!;
    if (credit.amountPaise > dueOf(order)) {
      result.review.push({ ...outcome, reason: 'more-than-due', candidates: [order.id] });
      continue;
    }
    due.set(order.id, dueOf(order) - credit.amountPaise);
    result.matched.push({ ...outcome, orderId: order.id, by, amountPaise: credit.amountPaise });
  }

  // By amount, after the explicit rules have taken their share: exactly one order, claimed once.
  const claims = new Map<string, Outcome[]>();
  for (const outcome of byAmount) {
    const { credit } = outcome;
    const fits = credit.utr === null ? [] : amountFits(wanted, credit, windowDays, dueOf);
    if (fits.length === 0) result.unmatched.push({ ...outcome, reason: 'no-order' });
    else if (fits.length > 1) result.review.push({ ...outcome, reason: 'ambiguous', candidates: ids(fits) });
    else claims.set(fits[0]!.id, [...(claims.get(fits[0]!.id) ?? []), outcome]);
  }
  for (const [orderId, claimants] of claims) {
    for (const outcome of claimants) {
      if (claimants.length > 1)
        result.review.push({ ...outcome, reason: 'contested', candidates: [orderId] });
      else
        result.matched.push({ ...outcome, orderId, by: 'amount', amountPaise: outcome.credit.amountPaise });
    }
  }
  for (const list of Object.values(result) as Outcome[][]) list.sort((a, b) => a.credit.line - b.credit.line);
  return result;
}

interface WantedOrders {
  byUtr: Map<string, CandidateOrder[]>;
  /** Orders by the 13-digit moment in their id, as a number. */
  byStamp: Map<number, CandidateOrder[]>;
  /** UPI orders by amountDayKey(due, India day). */
  byAmountDay: Map<number, CandidateOrder[]>;
}

/** Amounts beyond this (₹1.37 crore) are never matched by amount: the key below stays exact. */
const LARGEST_BY_AMOUNT = 2 ** 37;
/** An amount and a day number (below 65,536 until the year 2149) as one exact number. */
const amountDayKey = (paise: number, day: number) => paise * 65_536 + day;

/**
 * One pass over the orders, keeping only those some open credit could match (of 2M, a few
 * thousand): per order a few number and Set checks, no text made, no order copied.
 */
function wantedOrders(
  open: readonly Outcome[],
  orders: Iterable<CandidateOrder>,
  windowDays: number,
): WantedOrders {
  const utrs = new Set<string>();
  const stamps = new Set<number>();
  const amountDays = new Set<number>();
  for (const { credit } of open) {
    if (credit.utr !== null) {
      utrs.add(credit.utr);
      for (const key of amountDayKeys(credit, windowDays)) amountDays.add(key);
    }
    const named = orderIdInNarration(credit.narration);
    if (named) stamps.add(Number(named.stamp));
  }
  const wanted: WantedOrders = { byUtr: new Map(), byStamp: new Map(), byAmountDay: new Map() };
  for (const order of orders) {
    if (!(order.duePaise > 0)) continue;
    if (order.typedUtr !== null && utrs.has(order.typedUtr)) add(wanted.byUtr, order.typedUtr, order);
    if (stamps.size > 0) {
      const stamp = idStamp(order.id);
      if (stamp !== null && stamps.has(stamp)) add(wanted.byStamp, stamp, order);
    }
    if (order.paymentMethod === 'upi' && order.duePaise < LARGEST_BY_AMOUNT) {
      const key = amountDayKey(order.duePaise, indiaDayNumber(order.placedAt));
      if (amountDays.has(key)) add(wanted.byAmountDay, key, order);
    }
  }
  return wanted;
}

/** The 13 digits after an id's "ORD-" as a number (exact: below 2^53), read without making text. */
function idStamp(id: string): number | null {
  if (!id.startsWith('ORD-') || id.charCodeAt(17) !== 45 /* - */) return null;
  let stamp = 0;
  for (let at = 4; at < 17; at++) {
    const digit = id.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return null;
    stamp = stamp * 10 + digit;
  }
  return stamp;
}

function add<Key>(map: Map<Key, CandidateOrder[]>, key: Key, order: CandidateOrder): void {
  const list = map.get(key);
  if (list) list.push(order);
  else map.set(key, [order]);
}

/** Unpaid UPI orders due exactly the credit's amount, placed on its day or up to the window before. */
function amountFits(
  wanted: WantedOrders,
  credit: StatementCredit,
  windowDays: number,
  dueOf: (order: CandidateOrder) => number,
): CandidateOrder[] {
  const fits: CandidateOrder[] = [];
  for (const key of amountDayKeys(credit, windowDays))
    for (const order of wanted.byAmountDay.get(key) ?? [])
      if (dueOf(order) === credit.amountPaise) fits.push(order);
  return fits;
}

/** The credit's amount with each India day an order it pays by amount may be placed on: its day and the window before. */
function amountDayKeys(credit: StatementCredit, windowDays: number): number[] {
  if (credit.amountPaise >= LARGEST_BY_AMOUNT) return [];
  const day = dayNumber(credit.date);
  const keys: number[] = [];
  for (let placed = day - windowDays; placed <= day; placed++)
    keys.push(amountDayKey(credit.amountPaise, placed));
  return keys;
}

function ids(orders: readonly CandidateOrder[]): string[] {
  return orders.map((order) => order.id).sort();
}
