import { describe, expect, it } from 'vitest';
import { convertPointMoney, deductPointMoney, referralRewardsPaise } from './points';

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

describe('deductPointMoney', () => {
  it('takes from the carry first', () => {
    expect(deductPointMoney(300, 200, 500)).toEqual({ pointsDelta: 0, carriedPaise: 100 });
  });
  it('breaks whole points when the carry is not enough, returning change', () => {
    expect(deductPointMoney(100, 1200, 500)).toEqual({ pointsDelta: -3, carriedPaise: 400 });
  });
  it('undoes convertPointMoney exactly', () => {
    const earned = convertPointMoney(240, 3210, 500);
    const back = deductPointMoney(earned.carriedPaise, 3210, 500);
    expect(earned.points + back.pointsDelta).toBe(0);
    expect(back.carriedPaise).toBe(240);
  });
});
