import { TIERS, tierAtLeast, type Tier } from './tiers';

/** The minimum tiers of the offers a customer of this tier sees: theirs and every one below it (SPEC 4). */
export function offerTiersFor(tier: Tier): Tier[] {
  return TIERS.filter((minimum) => tierAtLeast(tier, minimum));
}

/** An offer is live through the last day of its validity (a business day, YYYY-MM-DD); no end date, always. */
export function isOfferLive(validUntil: string | null, today: string): boolean {
  return validUntil === null || validUntil >= today;
}

/**
 * Where an offer is on a business day (docs/decisions/076): current from its first day through its
 * last (both in Asia/Kolkata, inclusive), upcoming before, ended after.
 */
export function offerPhase(
  startsOn: string,
  validUntil: string | null,
  today: string,
): 'current' | 'upcoming' | 'ended' {
  if (today < startsOn) return 'upcoming';
  return isOfferLive(validUntil, today) ? 'current' : 'ended';
}

/** What a product card needs of an offer to say it applies there (docs/decisions/076). */
export interface ShownOffer {
  id: string;
  kind: string;
  target: string;
  categoryName: string | null;
  productIds: readonly string[];
  effect: string | null;
}

/**
 * The current offers that price this product (a percent off or a points multiplier on everything,
 * on its category, or on it), for its card: "10% off Snacks & Bakery". Free delivery and notices
 * price no product, so they are not shown on one.
 */
export function offersOnProduct<O extends ShownOffer>(
  offers: readonly O[],
  product: { id: string; category: string },
): O[] {
  return offers.filter(
    (offer) =>
      offer.effect !== null &&
      (offer.kind === 'percent_off' || offer.kind === 'points_multiplier') &&
      (offer.target === 'everything' ||
        (offer.target === 'category' && offer.categoryName === product.category) ||
        (offer.target === 'products' && offer.productIds.includes(product.id))),
  );
}
