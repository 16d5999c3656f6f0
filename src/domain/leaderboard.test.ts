import { describe, expect, it } from 'vitest';
import { earnsLeaderboardOffer, leaderboardDiscountPaise, shortName } from './leaderboard';

describe('leaderboardDiscountPaise', () => {
  /** One line of the amount with no company price to keep: the offer is never capped. */
  const on = (amountPaise: number, percent: number) =>
    leaderboardDiscountPaise(
      [{ unitPricePaise: amountPaise, quantity: 1, companyPricePerUnitPaise: 0 }],
      percent,
    );

  it('takes the percent of the amount to the paisa, half a paisa up', () => {
    expect(on(10_000, 15)).toBe(1_500);
    expect(on(67_620, 15)).toBe(10_143);
    expect(on(1_010, 5)).toBe(51); // 50.5 → 51
    expect(on(1_009, 5)).toBe(50); // 50.45 → 50
    expect(on(12_345, 100)).toBe(12_345);
    expect(on(0, 10)).toBe(0);
  });

  it('rounds once over the lines, and stops each line at its company price', () => {
    // Two lines of ₹10.10 at 5%: 50.5 paise each, 101 together (two roundings would make 102).
    const line = { unitPricePaise: 1_010, quantity: 1, companyPricePerUnitPaise: 0 };
    expect(leaderboardDiscountPaise([line, line], 5)).toBe(101);
    // ₹980 a unit with ₹500 to keep: 60% would be ₹588, the line gives ₹480.
    expect(
      leaderboardDiscountPaise(
        [{ unitPricePaise: 98_000, quantity: 2, companyPricePerUnitPaise: 50_000 }],
        60,
      ),
    ).toBe(96_000);
    // A line sold at or below its company price gives nothing.
    expect(
      leaderboardDiscountPaise([{ unitPricePaise: 9_000, quantity: 3, companyPricePerUnitPaise: 9_500 }], 50),
    ).toBe(0);
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
