import { describe, expect, it } from 'vitest';
import { earnsLeaderboardOffer, leaderboardDiscountPaise, shortName } from './leaderboard';

describe('leaderboardDiscountPaise', () => {
  it('takes the percent of the amount to the paisa, half a paisa up', () => {
    expect(leaderboardDiscountPaise(10_000, 15)).toBe(1_500);
    expect(leaderboardDiscountPaise(67_620, 15)).toBe(10_143);
    expect(leaderboardDiscountPaise(1_010, 5)).toBe(51); // 50.5 → 51
    expect(leaderboardDiscountPaise(1_009, 5)).toBe(50); // 50.45 → 50
    expect(leaderboardDiscountPaise(12_345, 100)).toBe(12_345);
    expect(leaderboardDiscountPaise(0, 10)).toBe(0);
  });
});

describe('earnsLeaderboardOffer', () => {
  const config = { topCount: 3, isActive: true };
  it('is for ranks up to the top count of an active config', () => {
    expect(earnsLeaderboardOffer(1, config)).toBe(true);
    expect(earnsLeaderboardOffer(3, config)).toBe(true);
    expect(earnsLeaderboardOffer(4, config)).toBe(false);
    expect(earnsLeaderboardOffer(null, config)).toBe(false);
    expect(earnsLeaderboardOffer(1, { ...config, isActive: false })).toBe(false);
    expect(earnsLeaderboardOffer(1, null)).toBe(false);
  });
});

describe('shortName', () => {
  it('keeps the first word and the initial of the last', () => {
    expect(shortName('Anjali Krishnan')).toBe('Anjali K.');
    expect(shortName('  Anil  Kumar   Nair ')).toBe('Anil N.');
    expect(shortName('Sreeja')).toBe('Sreeja');
    expect(shortName('അഞ്ജലി കൃഷ്ണൻ')).toBe('അഞ്ജലി കൃ.');
  });
});
