import { formatPaise } from './money';
import { pointsPhrase } from './points';

/** Every kind of points ledger row (the database's check constraint lists the same). */
export const LEDGER_KINDS = [
  'order_earned',
  'referral_earned',
  'redeemed',
  'redemption_restored',
  'redemption_refunded',
  'order_reversed',
  'referral_reversed',
  'admin_adjustment',
  'imported',
  'points_released',
  'points_expired',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntryFacts {
  kind: LedgerKind;
  pointsDelta: number;
  /** Points that became pending (+) or left pending (−) with this row (docs/decisions/074). */
  pendingDelta: number;
  /** An award still pending: the date it becomes spendable ("5 Dec"); null once released or voided. */
  spendableFrom: string | null;
  pointMoneyPaise: number;
  /** How much the point money carried towards the next point changed with this row. */
  carryDeltaPaise: number;
  orderId: string | null;
  sourceCode: string | null;
  level: number | null;
  note: string | null;
  /**
   * A refund's row that undid part of its order's award or redemption, not all of it: a refund by
   * line (docs/decisions/069). Absent or false: the whole order was refunded in one go.
   */
  partOfOrder?: boolean;
}

/** The size of a change, in words: the sentence says which way it went. */
const points = (n: number) => pointsPhrase(Math.abs(n));

/** Point money that made no whole point, in the words of the carry: how far it goes towards the next one. */
const towardsNext = (paise: number) => `${formatPaise(paise)} towards your next point`;

/** What point money earned came to: whole points, with the point money they came from. */
const pointsFrom = (e: LedgerEntryFacts) =>
  `${points(e.pointsDelta)} (${formatPaise(e.pointMoneyPaise)} point money)`;

/** Who a referral reward came from: level 1 is a friend the customer invited, deeper levels their friends' friends. */
const rewardFrom = (e: LedgerEntryFacts) =>
  `Referral reward from ${e.sourceCode}${e.level && e.level > 1 ? `, invited through your friends (level ${e.level})` : ''}`;

/** A pending award's wait: its date while it waits, what it waited for once done. */
const waiting = (e: LedgerEntryFacts) =>
  e.spendableFrom ? `spendable from ${e.spendableFrom}` : 'held for the return window';

/**
 * A refund inside the return window takes back points that were still pending: they are cancelled
 * before they became spendable, never "taken back" from the balance (docs/decisions/074).
 */
function pendingCancelled(e: LedgerEntryFacts): string | null {
  if (e.pendingDelta >= 0 || e.pointsDelta !== 0) return null;
  const refunded = e.partOfOrder ? `Part of order ${e.orderId} refunded` : `${e.orderId} was refunded`;
  switch (e.kind) {
    case 'order_reversed':
      return `${refunded} inside its return window: ${points(e.pendingDelta)} cancelled while still pending`;
    case 'referral_reversed':
      return `${refunded}: referral reward from ${e.sourceCode} of ${points(e.pendingDelta)} cancelled while still pending`;
    default:
      return null;
  }
}

/** A refund by line's row: it names the part of the order, never "the order was refunded". */
function partOfOrderRefunded(e: LedgerEntryFacts): string | null {
  const part = `Part of order ${e.orderId} refunded`;
  const takenBack =
    e.pointsDelta !== 0 ? points(e.pointsDelta) : `${formatPaise(-e.pointMoneyPaise)} point money`;
  switch (e.kind) {
    case 'order_reversed':
      return e.pointsDelta !== 0
        ? `${part}: −${points(e.pointsDelta)} (${formatPaise(-e.pointMoneyPaise)} point money taken back)`
        : `${part}: ${takenBack} taken back`;
    case 'referral_reversed':
      return `${part}: referral reward from ${e.sourceCode} reduced by ${takenBack}`;
    case 'redemption_refunded':
      return `${points(e.pointsDelta)} returned: part of order ${e.orderId} was refunded`;
    default:
      return null;
  }
}

/** An opening balance from the old app: its points and the point money it carried. */
function broughtOver(e: LedgerEntryFacts): string {
  const carried =
    e.carryDeltaPaise > 0
      ? towardsNext(e.carryDeltaPaise)
      : e.carryDeltaPaise < 0
        ? `${formatPaise(-e.carryDeltaPaise)} of point money owed`
        : null;
  const amounts =
    e.pointsDelta === 0 && carried ? carried : [points(e.pointsDelta), carried].filter(Boolean).join(' and ');
  return `Brought over from the shop's old app: ${amounts}${e.note ? ` (${e.note})` : ''}`;
}

/**
 * A ledger row in plain words for the customer's points history (and its CSV). Point money that
 * made no whole point reads as what it is, "₹1.68 towards your next point", never "0 points".
 */
export function describeLedgerEntry(e: LedgerEntryFacts): string {
  const cancelled = pendingCancelled(e);
  if (cancelled) return cancelled;
  const part = e.partOfOrder ? partOfOrderRefunded(e) : null;
  if (part) return part;
  switch (e.kind) {
    case 'order_earned':
      if (e.pendingDelta !== 0)
        return `Earned ${points(e.pendingDelta)} on ${e.orderId} (${formatPaise(e.pointMoneyPaise)} point money), ${waiting(e)}`;
      if (e.pointsDelta !== 0)
        return `Earned ${points(e.pointsDelta)} on ${e.orderId} (${formatPaise(e.pointMoneyPaise)} point money)`;
      return e.pointMoneyPaise > 0
        ? `Earned ${formatPaise(e.pointMoneyPaise)} on ${e.orderId}, towards your next point`
        : `${e.orderId} earned no point money`;
    case 'referral_earned':
      if (e.pendingDelta !== 0)
        return `${rewardFrom(e)}: ${points(e.pendingDelta)} (${formatPaise(e.pointMoneyPaise)} point money), ${waiting(e)}`;
      return `${rewardFrom(e)}: ${e.pointsDelta === 0 ? towardsNext(e.pointMoneyPaise) : pointsFrom(e)}`;
    case 'redeemed':
      return `Used ${points(e.pointsDelta)} on ${e.orderId}`;
    case 'redemption_restored':
      return `${points(e.pointsDelta)} returned: ${e.orderId} was cancelled`;
    case 'redemption_refunded':
      return `${points(e.pointsDelta)} returned: ${e.orderId} was refunded`;
    case 'order_reversed':
      return `${e.orderId} was refunded: ${formatPaise(-e.pointMoneyPaise)} point money taken back`;
    case 'referral_reversed':
      return `Referral reward from ${e.sourceCode} taken back: ${e.orderId} was refunded`;
    case 'admin_adjustment':
      return `Adjusted by the shop: ${e.pointsDelta >= 0 ? '+' : '−'}${points(e.pointsDelta)}${e.note ? ` (${e.note})` : ''}`;
    case 'imported':
      return broughtOver(e);
    case 'points_released':
      return `${points(e.pointsDelta)} from ${e.orderId} now spendable: its return window closed`;
    case 'points_expired':
      return `${points(e.pointsDelta)} expired: not spent in time`;
  }
}

/**
 * The carried point money in plain words. It is below zero only after a refund took back point
 * money that had already become part of a point (docs/decisions/007): then it is owed, and comes
 * off what the customer earns next.
 */
export function describeCarry(carriedPaise: number): string {
  return carriedPaise < 0
    ? `${formatPaise(-carriedPaise)} of point money from a refund comes off what you earn next`
    : `${formatPaise(carriedPaise)} towards your next point`;
}

/** The same, in a few words under an amount that is already shown. */
export function carryCaption(carriedPaise: number): string {
  return carriedPaise < 0 ? 'Comes off what you earn next' : 'Towards your next point';
}
