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
