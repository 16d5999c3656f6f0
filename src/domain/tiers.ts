export const TIERS = ['Bronze', 'Silver', 'Gold', 'Diamond'] as const;
export type Tier = (typeof TIERS)[number];

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** SPEC: a customer sees offers whose minimum tier is at or below their own. */
export function tierAtLeast(tier: Tier, minimum: Tier): boolean {
  return tierRank(tier) >= tierRank(minimum);
}

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}
