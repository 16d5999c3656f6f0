import { describe, expect, it } from 'vitest';
import { answerRange, BASE_TRIES, challengeLevel, MAX_CHALLENGE_LEVEL, maxExcessHits } from './proof-of-work';

describe('challengeLevel', () => {
  it('is 0 at the limit, and rises one level every half limit past it', () => {
    expect([0, 4, 5, 9, 10, 15, 19].map((excess) => challengeLevel(excess, 10))).toEqual([
      0, 0, 1, 1, 2, 3, 3,
    ]);
    expect([14, 15, 30, 44, 45].map((excess) => challengeLevel(excess, 30))).toEqual([0, 1, 2, 2, 3]);
  });

  it('stops at the last level, and treats nothing (or nonsense) past the limit as level 0', () => {
    expect(challengeLevel(1_000, 10)).toBe(MAX_CHALLENGE_LEVEL);
    expect(challengeLevel(-3, 10)).toBe(0);
    expect(challengeLevel(Number.NaN, 10)).toBe(0);
    expect(challengeLevel(2, 1)).toBe(2);
  });

  it('reaches the last level before a bucket stops growing', () => {
    for (const limit of [1, 3, 10, 20, 30])
      expect(challengeLevel(maxExcessHits(limit) - 1, limit)).toBe(MAX_CHALLENGE_LEVEL);
  });
});

describe('answerRange', () => {
  it('doubles the work each level, from about BASE_TRIES to 16 times that', () => {
    expect(answerRange(0)).toEqual({ from: BASE_TRIES / 2, to: BASE_TRIES });
    expect(answerRange(1)).toEqual({ from: BASE_TRIES, to: BASE_TRIES * 2 });
    expect(answerRange(MAX_CHALLENGE_LEVEL)).toEqual({ from: BASE_TRIES * 8, to: BASE_TRIES * 16 });
    expect(answerRange(99)).toEqual(answerRange(MAX_CHALLENGE_LEVEL));
    expect(answerRange(-1)).toEqual(answerRange(0));
  });
});
