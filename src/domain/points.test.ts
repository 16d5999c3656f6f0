import { describe, expect, it } from 'vitest';
import {
  balanceWorthPaise,
  convertPointMoney,
  formatPoints,
  pointsPhrase,
  pointsWord,
  referralRewardsPaise,
} from './points';

describe('convertPointMoney', () => {
  it('gives one point per ₹5 and carries the rest', () => {
    expect(convertPointMoney(0, 3200, 500)).toEqual({ points: 6, carriedPaise: 200 });
  });
  it('adds the carried remainder first', () => {
    expect(convertPointMoney(200, 300, 500)).toEqual({ points: 1, carriedPaise: 0 });
  });
  it('awards nothing below one point', () => {
    expect(convertPointMoney(0, 499, 500)).toEqual({ points: 0, carriedPaise: 499 });
  });
  it('loses no paisa', () => {
    for (const [carry, earned] of [
      [0, 1],
      [499, 1],
      [123, 98765],
    ] as const) {
      const r = convertPointMoney(carry, earned, 500);
      expect(r.points * 500 + r.carriedPaise).toBe(carry + earned);
    }
  });
});

describe('referralRewardsPaise', () => {
  it('splits by the level percents, rounding down', () => {
    expect(referralRewardsPaise(1000, [10, 5, 2])).toEqual([100, 50, 20]);
    expect(referralRewardsPaise(999, [10, 5, 2])).toEqual([99, 49, 19]);
  });
});

describe('convertPointMoney after a refund left point money owed', () => {
  it('pays off a negative carry before any whole point', () => {
    expect(convertPointMoney(-300, 200, 500)).toEqual({ points: 0, carriedPaise: -100 });
    expect(convertPointMoney(-300, 300, 500)).toEqual({ points: 0, carriedPaise: 0 });
    expect(convertPointMoney(-300, 1400, 500)).toEqual({ points: 2, carriedPaise: 100 });
  });
  it('loses no paisa either', () => {
    for (const [carry, earned] of [
      [-1, 1],
      [-499, 98765],
      [-12345, 600],
    ] as const) {
      const r = convertPointMoney(carry, earned, 500);
      expect(r.points).toBeGreaterThanOrEqual(0);
      expect(r.points * 500 + r.carriedPaise).toBe(carry + earned);
    }
  });
});

describe('formatPoints and pointsPhrase', () => {
  it('groups digits the Indian way, with no decimals', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(123_456)).toBe('1,23,456');
    expect(formatPoints(-1_250)).toBe('-1,250');
  });

  it('says "point" for exactly one, "points" for anything else', () => {
    expect([pointsWord(1), pointsWord(-1), pointsWord(0), pointsWord(2)]).toEqual([
      'point',
      'point',
      'points',
      'points',
    ]);
    expect(pointsPhrase(1)).toBe('1 point');
    expect(pointsPhrase(-1)).toBe('-1 point');
    expect(pointsPhrase(0)).toBe('0 points');
    expect(pointsPhrase(1_250)).toBe('1,250 points');
  });
});

describe('balanceWorthPaise', () => {
  it('is the balance at the point value', () => {
    expect(balanceWorthPaise(12, 500)).toBe(6_000);
    expect(balanceWorthPaise(12, 200)).toBe(2_400);
  });

  it('is nothing for a balance owed after a refund', () => {
    expect(balanceWorthPaise(-3, 500)).toBe(0);
    expect(balanceWorthPaise(0, 500)).toBe(0);
  });
});
