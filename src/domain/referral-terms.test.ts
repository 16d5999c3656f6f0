import { describe, expect, it } from 'vitest';
import {
  referralTerms,
  referralTermsFacts,
  returnWindowDaysOf,
  type ReferralTermsSettings,
} from './referral-terms';

const shop = (change: Partial<ReferralTermsSettings> & { returnWindowDays?: number } = {}) => ({
  referralPercents: [10, 5, 2],
  referralDepth: 3,
  multiLevelReferrals: true,
  pointValuePaise: 500,
  pointMoneyPerPointPaise: 500,
  ...change,
});
const termsOf = (change: Parameters<typeof shop>[0] = {}) => referralTerms(referralTermsFacts(shop(change)));
const rule = (terms: ReturnType<typeof referralTerms>, title: string) =>
  terms.rules.find((r) => r.title === title)?.text;

describe('the referral terms, written from the settings (DESIGN 7a)', () => {
  it('lists every paid level with its percentage and works the example out with the shop’s own rules', () => {
    const terms = termsOf();
    expect(terms.levels.map((l) => [l.level, l.percent])).toEqual([
      [1, 10],
      [2, 5],
      [3, 2],
    ]);
    expect(terms.reach).toContain('down to 3 levels');
    expect(terms.example).toEqual([
      'Your friend buys ₹1,000.00 of goods that earn ₹100.00 of point money: you earn 10% of it, ₹10.00 of point money, which makes 2 points (worth ₹10.00 here).',
      'If someone your friend referred buys the same, you earn 5% of it, ₹5.00 of point money, which makes 1 point (worth ₹5.00 here).',
      'If someone 3 steps down your referral line buys the same, you earn 2% of it, ₹2.00 of point money, which adds up with your other point money until it makes a point.',
    ]);
  });

  it('follows a change: other percentages, a shallower depth, another point value', () => {
    const terms = termsOf({ referralPercents: [12, 3], referralDepth: 2, pointValuePaise: 100 });
    expect(terms.levels.map((l) => l.percent)).toEqual([12, 3]);
    expect(terms.example[0]).toContain(
      'you earn 12% of it, ₹12.00 of point money, which makes 2 points (worth ₹2.00 here), and ₹2.00 waits towards your next point.',
    );
    expect(rule(terms, 'Points, not cash')).toContain('1 point takes ₹1.00 off your bill');
    expect(termsOf({ referralDepth: 2 }).levels).toHaveLength(2);
  });

  it('with multi-level rewards off, names level 1 only (the other percentages are kept, not paid)', () => {
    const terms = termsOf({ multiLevelReferrals: false });
    expect(terms.levels.map((l) => l.percent)).toEqual([10]);
    expect(terms.example).toHaveLength(1);
    expect(terms.reach).toContain('one level only');
    expect(referralTermsFacts(shop({ multiLevelReferrals: false })).levelPercents).toEqual([10]);
  });

  it('says rewards are off, with no example, when no level pays', () => {
    const terms = termsOf({ referralPercents: [0, 0] });
    expect(terms.active).toBe(false);
    expect(terms.example).toEqual([]);
    expect(terms.reach).toContain('switched off');
    expect(termsOf({ referralPercents: [] }).active).toBe(false);
  });

  it('says the return window once the settings hold one; delivered, unreturned purchases until then', () => {
    expect(rule(termsOf(), 'Only delivered purchases')).toContain('delivered and not returned');
    expect(rule(termsOf(), 'Only delivered purchases')).not.toContain('return window');
    expect(rule(termsOf({ returnWindowDays: 7 }), 'Only delivered purchases')).toContain(
      'spent 7 days after delivery, once the return window has closed',
    );
    expect(rule(termsOf({ returnWindowDays: 0 }), 'Only delivered purchases')).not.toContain('window');
    expect(returnWindowDaysOf({ returnWindowDays: 1 })).toBe(1);
    expect(returnWindowDaysOf({})).toBeNull();
  });

  it('always says: no joining fee, points only here, the root and unapproved members earn nothing, review', () => {
    const text = termsOf()
      .rules.map((r) => r.text)
      .join(' ');
    expect(text).toContain('no joining fee and nothing to buy to join');
    expect(text).toContain('spend only at Fresh Mart');
    expect(text).toContain('cannot be cashed out');
    expect(text).toContain('A100, earns nothing');
    expect(text).toContain('waiting for approval');
    expect(text).toContain('may review the referral and hold its rewards');
  });
});
