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
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntryFacts {
  kind: LedgerKind;
  pointsDelta: number;
  pointMoneyPaise: number;
  orderId: string | null;
  sourceCode: string | null;
  level: number | null;
  note: string | null;
}

/** The size of a change, in words: the sentence says which way it went. */
const points = (n: number) => pointsPhrase(Math.abs(n));

/** A ledger row in plain words for the customer's points history. */
export function describeLedgerEntry(e: LedgerEntryFacts): string {
  switch (e.kind) {
    case 'order_earned':
      return `Earned ${points(e.pointsDelta)} on ${e.orderId} (${formatPaise(e.pointMoneyPaise)} point money)`;
    case 'referral_earned':
      return `Referral reward from ${e.sourceCode}${e.level && e.level > 1 ? ` (level ${e.level})` : ''}: ${points(e.pointsDelta)} (${formatPaise(e.pointMoneyPaise)} point money)`;
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
      return `Brought over from the shop's old app: ${points(e.pointsDelta)}${e.note ? ` (${e.note})` : ''}`;
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
