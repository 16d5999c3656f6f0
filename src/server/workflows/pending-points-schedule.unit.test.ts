import { describe, expect, it } from 'vitest';
import { nextHourlyRelease } from './pending-points-schedule';

describe('the hourly release (docs/decisions/074)', () => {
  it('runs at the top of each Asia/Kolkata hour: half past in UTC', () => {
    expect(nextHourlyRelease(new Date('2026-11-27T18:10:00Z')).toISOString()).toBe(
      '2026-11-27T18:30:00.000Z',
    );
    // At the top of the hour exactly, the next one: a run never repeats the moment it ran at.
    expect(nextHourlyRelease(new Date('2026-11-27T18:30:00Z')).toISOString()).toBe(
      '2026-11-27T19:30:00.000Z',
    );
    expect(nextHourlyRelease(new Date('2026-11-27T23:45:00Z')).toISOString()).toBe(
      '2026-11-28T00:30:00.000Z',
    );
  });
});
