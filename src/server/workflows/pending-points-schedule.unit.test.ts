import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { expiryRun, nextHourlyRelease } from './pending-points-schedule';

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

describe('the hourly expiry run (docs/decisions/080)', () => {
  it('logs a failure in plain words and never throws: the next hour tries again', async () => {
    const away = { query: () => Promise.reject(new Error('the database is away')) } as unknown as Database;
    const lines: string[] = [];
    await expect(
      expiryRun(away, { info: (line) => lines.push(line), error: (line) => lines.push(line) }),
    ).resolves.toBeUndefined();
    expect(lines).toEqual(['Expiring points failed: the database is away']);
  });
});
