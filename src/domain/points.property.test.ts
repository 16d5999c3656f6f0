import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertPointMoney, referralRewardsPaise } from './points';

/** The settings allow ₹1 to ₹1,00,000 of point money per point (DESIGN 4: a setting, ₹5 by default). */
const rate = fc.integer({ min: 100, max: 10_000_000 });
/** One delivered order's point money, up to one order's limit (₹10,00,000). */
const earned = fc.integer({ min: 0, max: 100_000_000 });

describe('point money to points, with the remainder carried (property)', () => {
  it('gives over many orders exactly the points their point money makes together: no paisa is lost', () => {
    fc.assert(
      fc.property(rate, fc.array(earned, { maxLength: 30 }), (paisePerPoint, orders) => {
        let carried = 0;
        let points = 0;
        let total = 0;
        for (const amount of orders) {
          const award = convertPointMoney(carried, amount, paisePerPoint);
          points += award.points;
          carried = award.carriedPaise;
          total += amount;
          // SPEC 4: floor(accumulated / 5) points, the remainder carried over.
          expect(points).toBe(Math.floor(total / paisePerPoint));
          expect(carried).toBe(total - points * paisePerPoint);
        }
      }),
    );
  });

  it('keeps every paisa and carries less than one point when the rate changes between orders', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(earned, rate), { maxLength: 30 }), (orders) => {
        let carried = 0;
        let pointsWorth = 0;
        let total = 0;
        for (const [amount, paisePerPoint] of orders) {
          const award = convertPointMoney(carried, amount, paisePerPoint);
          expect(award.points).toBeGreaterThanOrEqual(0);
          expect(award.carriedPaise).toBeGreaterThanOrEqual(0);
          expect(award.carriedPaise).toBeLessThan(paisePerPoint);
          pointsWorth += award.points * paisePerPoint;
          carried = award.carriedPaise;
          total += amount;
          expect(pointsWorth + carried).toBe(total);
        }
      }),
    );
  });

  it('pays off point money owed after a refund before converting any point', () => {
    const owed = fc.integer({ min: -100_000_000, max: -1 });
    fc.assert(
      fc.property(owed, earned, rate, (carry, amount, paisePerPoint) => {
        const award = convertPointMoney(carry, amount, paisePerPoint);
        const total = carry + amount;
        if (total < 0) {
          expect(award).toEqual({ points: 0, carriedPaise: total });
        } else {
          expect(award.points).toBe(Math.floor(total / paisePerPoint));
          expect(award.carriedPaise).toBe(total - award.points * paisePerPoint);
        }
      }),
    );
  });
});

describe('the referral split (property)', () => {
  /** DESIGN 4 and decision 007: whole percents per level, adding up to at most 100. */
  const levels = fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 10 }).map((wanted) => {
    let left = 100;
    return wanted.map((percent) => {
      const given = Math.min(percent, left);
      left -= given;
      return given;
    });
  });

  it('gives each level its percent of the order’s point money, rounded down, and never more than the order earns', () => {
    fc.assert(
      fc.property(earned, levels, (pointMoney, percents) => {
        const rewards = referralRewardsPaise(pointMoney, percents);
        expect(rewards).toHaveLength(percents.length);
        for (const [level, reward] of rewards.entries()) {
          const percent = percents[level]!;
          // The largest whole paisa amount not above percent% of the point money.
          expect(100 * reward).toBeLessThanOrEqual(pointMoney * percent);
          expect(100 * (reward + 1)).toBeGreaterThan(pointMoney * percent);
        }
        expect(rewards.reduce((sum, r) => sum + r, 0)).toBeLessThanOrEqual(pointMoney);
      }),
    );
  });
});
