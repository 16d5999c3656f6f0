import type { LedgerKind } from './ledger-words';

/**
 * docs/decisions/032: customers rank by the points they have earned over their lifetime (order and
 * referral awards less their reversals). Spending points, getting them back on a cancellation and
 * an admin's hand adjustment of the balance do not move anyone on the leaderboard.
 */
export const RANKED_LEDGER_KINDS: readonly LedgerKind[] = [
  'order_earned',
  'referral_earned',
  'order_reversed',
  'referral_reversed',
];

export const countsTowardRanking = (kind: LedgerKind) => RANKED_LEDGER_KINDS.includes(kind);

/** SPEC 9: customers see at most 50 rows of the leaderboard. */
export const PUBLIC_LEADERBOARD_LIMIT = 50;

/** SPEC 9's ranges and defaults for the top-N offer. */
export const TOP_COUNT_RANGE = { min: 1, max: 50, default: 10 } as const;
export const DISCOUNT_PERCENT_RANGE = { min: 1, max: 100, default: 10 } as const;

/**
 * The top-N offer on an amount (the cart at the customer's tier prices), in whole paise, half a
 * paisa up: the one rounding of the offer (docs/decisions/032).
 */
export function leaderboardDiscountPaise(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent + 50) / 100);
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
