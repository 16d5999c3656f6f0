import type { LedgerKind } from './ledger-words';
import { lineAmountPaise } from './line-amount';

/**
 * docs/decisions/032: customers rank by the points they have earned over their lifetime (order and
 * referral awards less their reversals, counted when released from pending: docs/decisions/074). Spending points, getting them back on a cancellation and
 * an admin's hand adjustment of the balance do not move anyone on the leaderboard.
 */
export const RANKED_LEDGER_KINDS: readonly LedgerKind[] = [
  'order_earned',
  'referral_earned',
  'order_reversed',
  'referral_reversed',
  'points_released',
];

export const countsTowardRanking = (kind: LedgerKind) => RANKED_LEDGER_KINDS.includes(kind);

/** SPEC 9: customers see at most 50 rows of the leaderboard. */
export const PUBLIC_LEADERBOARD_LIMIT = 50;

/** SPEC 9's ranges and defaults for the top-N offer. */
export const TOP_COUNT_RANGE = { min: 1, max: 50, default: 10 } as const;
export const DISCOUNT_PERCENT_RANGE = { min: 1, max: 100, default: 10 } as const;

/** A cart line as the offer sees it: what it sells for at the tier price, and what the shop must keep. */
export interface OfferLine {
  unitPricePaise: number;
  quantity: number;
  companyPricePerUnitPaise: number;
  /** What the shop's offers already took off the line (docs/decisions/076): the top-N offer is on what is left. */
  offerDiscountPaise?: number;
  /** A weighed product's line: its quantity counts thousandths of its unit (docs/decisions/084). */
  weighed?: boolean;
}

/**
 * The top-N offer on a cart at the customer's tier prices, in whole paise (DESIGN 4,
 * docs/decisions/040): the percent of each line, capped at what the line sells for above its
 * company price, so the offer never takes a line below what the shop must keep. The lines' shares
 * are added in hundredths of a paisa and rounded once, half a paisa up; with no line capped that is
 * the percent of the subtotal (docs/decisions/032), and it never passes the lines' margin above
 * their company price.
 */
export function leaderboardDiscountPaise(lines: readonly OfferLine[], percent: number): number {
  const hundredths = lines.reduce((sum, line) => {
    const sellsFor =
      lineAmountPaise(line.unitPricePaise, line.quantity, line.weighed) - (line.offerDiscountPaise ?? 0);
    const margin = Math.max(
      0,
      sellsFor - lineAmountPaise(line.companyPricePerUnitPaise, line.quantity, line.weighed),
    );
    return sum + Math.min(sellsFor * percent, margin * 100);
  }, 0);
  return Math.floor((hundredths + 50) / 100);
}

/** Whether this rank gets the offer of an active config. */
export function earnsLeaderboardOffer(
  rank: number | null,
  config: { topCount: number; isActive: boolean } | null,
): boolean {
  return rank !== null && config !== null && config.isActive && rank <= config.topCount;
}

/**
 * A name as guests see it on the leaderboard: the first word and the first letter of the last,
 * "Anjali Krishnan" → "Anjali K.". A one-word name stays as it is. Letters are whole graphemes,
 * so a Malayalam initial keeps its vowel sign.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  const last = words[words.length - 1]!;
  const initial =
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(last)[Symbol.iterator]().next().value
      ?.segment ?? '';
  return `${words[0]} ${initial}.`;
}

/** The offer's own line on the checkout, the order page and the admin's order details. */
export const leaderboardOfferLabel = (offer: { rank: number; percent: number }) =>
  `Leaderboard offer (rank #${offer.rank}, ${offer.percent}% off)`;
