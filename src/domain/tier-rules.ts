import { tierRank, type Tier } from './tiers';

export interface TierThresholds {
  silverPaise: number;
  goldPaise: number;
  diamondPaise: number;
}

export const DEFAULT_TIER_THRESHOLDS: TierThresholds = {
  silverPaise: 10_000_00,
  goldPaise: 50_000_00,
  diamondPaise: 1_50_000_00,
};

/** The tier a lifetime spend earns. */
export function tierForSpend(totalSpentPaise: number, t: TierThresholds): Tier {
  if (totalSpentPaise >= t.diamondPaise) return 'Diamond';
  if (totalSpentPaise >= t.goldPaise) return 'Gold';
  if (totalSpentPaise >= t.silverPaise) return 'Silver';
  return 'Bronze';
}

/** DESIGN 4: tiers are raised by spend, never lowered automatically. */
export function raisedTier(current: Tier, totalSpentPaise: number, t: TierThresholds): Tier {
  const earned = tierForSpend(totalSpentPaise, t);
  return tierRank(earned) > tierRank(current) ? earned : current;
}
