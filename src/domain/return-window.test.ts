import { describe, expect, it } from 'vitest';
import { pendingPointsLine, releaseInstant, spendableFrom } from './return-window';

describe('when pending points become spendable (docs/decisions/074)', () => {
  it('is the start of the Asia/Kolkata day after the window, wherever in the day the delivery fell', () => {
    // 27 Nov 00:10 and 23:50 in Kolkata are the same business day: both spendable from 5 Dec.
    const early = releaseInstant(new Date('2026-11-26T18:40:00Z'), 7);
    const late = releaseInstant(new Date('2026-11-27T18:20:00Z'), 7);
    expect(early?.toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(late?.toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(spendableFrom(early!)).toBe('5 Dec');
  });

  it('counts days across a midnight in Kolkata that is still the day before in UTC', () => {
    // 27 Nov 19:00 UTC is 28 Nov 00:30 in Kolkata.
    expect(releaseInstant(new Date('2026-11-27T19:00:00Z'), 1)?.toISOString()).toBe(
      '2026-11-29T18:30:00.000Z',
    );
  });

  it('is now (no pending) with a window of 0', () => {
    expect(releaseInstant(new Date('2026-11-27T10:00:00Z'), 0)).toBeNull();
  });
});

describe('pending points in a line', () => {
  it('says how many and from when, and which part comes first when they come on several days', () => {
    const on = '2026-12-03T18:30:00.000Z';
    expect(pendingPointsLine(12, { points: 12, on })).toBe('12 points pending, spendable from 4 Dec');
    expect(pendingPointsLine(12, { points: 5, on })).toBe('12 points pending; 5 points spendable from 4 Dec');
    expect(pendingPointsLine(1, { points: 1, on })).toBe('1 point pending, spendable from 4 Dec');
    expect(pendingPointsLine(0, null)).toBeNull();
  });
});
