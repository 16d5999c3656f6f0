import { describe, expect, it } from 'vitest';
import {
  paidReferralLevels,
  paidReferralPercents,
  referralLevelStatus,
  type ReferralLevelSettings,
} from './referral-levels';

const shop = (change: Partial<ReferralLevelSettings>): ReferralLevelSettings => ({
  referralPercents: [10, 5, 2],
  referralDepth: 3,
  multiLevelReferrals: true,
  ...change,
});

describe('the referral levels a delivery pays (DESIGN 7a)', () => {
  it('pays every percentage down to the depth while multi-level rewards are on', () => {
    expect(paidReferralLevels(shop({}))).toBe(3);
    expect(paidReferralPercents(shop({ referralDepth: 2 }))).toEqual([10, 5]);
    expect(paidReferralPercents(shop({ referralDepth: 1 }))).toEqual([10]);
  });

  it('pays no more levels than there are percentages, however deep', () => {
    expect(paidReferralPercents(shop({ referralDepth: 5 }))).toEqual([10, 5, 2]);
    expect(paidReferralLevels(shop({ referralPercents: [], referralDepth: 5 }))).toBe(0);
  });

  it('pays only the direct referrer with multi-level rewards off, whatever the depth', () => {
    expect(paidReferralPercents(shop({ multiLevelReferrals: false }))).toEqual([10]);
    expect(paidReferralPercents(shop({ multiLevelReferrals: false, referralDepth: 5 }))).toEqual([10]);
    expect(paidReferralLevels(shop({ multiLevelReferrals: false, referralPercents: [] }))).toBe(0);
  });

  it('says why a level is not paid: the switch, or the depth', () => {
    const off = shop({ multiLevelReferrals: false });
    expect([1, 2, 3].map((level) => referralLevelStatus(off, level))).toEqual([
      'paid',
      'multi-level off',
      'multi-level off',
    ]);
    const shallow = shop({ referralDepth: 2 });
    expect([1, 2, 3].map((level) => referralLevelStatus(shallow, level))).toEqual([
      'paid',
      'paid',
      'beyond depth',
    ]);
  });
});
