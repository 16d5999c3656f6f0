import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_THRESHOLDS as t, raisedTier, tierForSpend } from './tier-rules';

describe('tiers', () => {
  it('is earned by lifetime spend at the thresholds', () => {
    expect(tierForSpend(0, t)).toBe('Bronze');
    expect(tierForSpend(9_999_99, t)).toBe('Bronze');
    expect(tierForSpend(10_000_00, t)).toBe('Silver');
    expect(tierForSpend(50_000_00, t)).toBe('Gold');
    expect(tierForSpend(1_50_000_00, t)).toBe('Diamond');
  });
  it('is never lowered automatically', () => {
    expect(raisedTier('Gold', 0, t)).toBe('Gold');
    expect(raisedTier('Bronze', 60_000_00, t)).toBe('Gold');
  });
});
