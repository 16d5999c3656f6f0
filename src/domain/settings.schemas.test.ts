import { describe, expect, it } from 'vitest';
import { loyaltySettingsSchema, type LoyaltySettingsInput } from './settings.schemas';

const defaults: LoyaltySettingsInput = {
  pointValuePaise: 500,
  pointMoneyPerPointPaise: 500,
  redemptionCapPercent: 50,
  referralPercents: [10, 5, 2],
  referralDepth: 3,
  multiLevelReferrals: true,
  tierThresholds: { silverPaise: 1000000, goldPaise: 5000000, diamondPaise: 15000000 },
  storeUpiId: 'freshmart@sbi',
  storeUpiName: 'Fresh Mart Supermarket',
  returnWindowDays: 7,
  referralReview: true,
  referralBurstMembers: 5,
  referralBurstHours: 24,
};

/** The first problem, as the API and the form report it. */
function problem(change: Partial<LoyaltySettingsInput>) {
  const result = loyaltySettingsSchema.safeParse({ ...defaults, ...change });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}
const thresholds = (silverPaise: number, goldPaise: number, diamondPaise: number) => ({
  tierThresholds: { silverPaise, goldPaise, diamondPaise },
});

describe('loyalty settings', () => {
  it('accepts the defaults, no referral levels, and levels adding up to exactly 100', () => {
    expect(problem({})).toBeNull();
    expect(problem({ referralPercents: [] })).toBeNull();
    expect(problem({ referralPercents: [100] })).toBeNull();
    expect(problem({ referralPercents: [50, 30, 20] })).toBeNull();
  });

  it('takes referral percentages as whole numbers from 0 to 100, adding up to at most 100', () => {
    const wholeNumbers = 'Referral percentages must be whole numbers from 0 to 100';
    expect(problem({ referralPercents: [10.123456] })).toEqual({
      path: 'referralPercents.0',
      message: wholeNumbers,
    });
    expect(problem({ referralPercents: [10, 2.5] })).toEqual({
      path: 'referralPercents.1',
      message: wholeNumbers,
    });
    expect(problem({ referralPercents: [-1] })?.message).toBe(wholeNumbers);
    expect(problem({ referralPercents: [101] })?.message).toBe(wholeNumbers);
    expect(problem({ referralPercents: [60, 30, 11] })).toEqual({
      path: 'referralPercents',
      message: 'Referral percentages may not add up to more than 100',
    });
  });

  it('takes a referral depth from 1 to the cap of 5, and at most 5 percentages (docs/decisions/030)', () => {
    const depth = 'The referral depth must be a whole number from 1 to 5';
    expect(problem({ referralDepth: 1 })).toBeNull();
    expect(problem({ referralDepth: 5, referralPercents: [10, 5, 2, 1, 1] })).toBeNull();
    for (const referralDepth of [0, 6, 2.5]) {
      expect(problem({ referralDepth })).toEqual({ path: 'referralDepth', message: depth });
    }
    expect(problem({ referralPercents: [1, 1, 1, 1, 1, 1] })).toEqual({
      path: 'referralPercents',
      message: 'At most 5 referral levels',
    });
  });

  it('keeps percentages past the depth, and with multi-level rewards off: they are not paid, not refused', () => {
    expect(problem({ referralDepth: 1, referralPercents: [10, 5, 2, 1] })).toBeNull();
    expect(problem({ multiLevelReferrals: false })).toBeNull();
  });

  it('takes tier thresholds in whole rupees from ₹1, strictly rising Silver < Gold < Diamond', () => {
    expect(problem(thresholds(1, 2, 3))).toEqual({
      path: 'tierThresholds.silverPaise',
      message: 'Tier thresholds must be at least ₹1',
    });
    expect(problem(thresholds(100, 200, 300))).toBeNull();
    expect(problem(thresholds(1000050, 5000000, 15000000))).toEqual({
      path: 'tierThresholds.silverPaise',
      message: 'Tier thresholds must be whole rupees (no paise)',
    });
    expect(problem(thresholds(1000000, 5000000, 15000001))?.message).toBe(
      'Tier thresholds must be whole rupees (no paise)',
    );
    const rise = 'Tier thresholds must rise: Silver below Gold below Diamond';
    expect(problem(thresholds(5000000, 5000000, 15000000))).toEqual({
      path: 'tierThresholds.goldPaise',
      message: rise,
    });
    expect(problem(thresholds(1000000, 5000000, 4000000))).toEqual({
      path: 'tierThresholds.diamondPaise',
      message: rise,
    });
  });
});
