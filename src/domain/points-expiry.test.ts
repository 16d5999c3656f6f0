import { describe, expect, it } from 'vitest';
import { shiftMonths } from './business-day';
import { expiryInstant, expiryLine, nextExpiry, pointsDueToExpire, withinWarning } from './points-expiry';

const since = new Date('2020-01-01T00:00:00Z');

describe('when points expire (docs/decisions/080)', () => {
  it('is 00:00 Kolkata on the day after the same date N months later: spendable all of that date', () => {
    // 15 Jan 2026 10:00 in Kolkata, 12 months: spendable through 15 Jan 2027, gone at its end.
    const at = expiryInstant(new Date('2026-01-15T04:30:00Z'), { months: 12, since });
    expect(at.toISOString()).toBe('2027-01-15T18:30:00.000Z');
  });

  it('counts from the Kolkata day across a midnight that is still the day before in UTC', () => {
    // 14 Jan 19:00 UTC is 15 Jan 00:30 in Kolkata: the same expiry as any time on 15 Jan.
    const justAfter = expiryInstant(new Date('2026-01-14T19:00:00Z'), { months: 12, since });
    const justBefore = expiryInstant(new Date('2026-01-14T18:20:00Z'), { months: 12, since });
    expect(justAfter.toISOString()).toBe('2027-01-15T18:30:00.000Z');
    expect(justBefore.toISOString()).toBe('2027-01-14T18:30:00.000Z');
  });

  it('ends a month that has no such date on its last day, as PostgreSQL does', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(expiryInstant(new Date('2026-01-31T06:00:00Z'), { months: 1, since }).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });

  it('gives points earned before expiry was turned on a full period from that day', () => {
    const on = new Date('2026-11-27T06:00:00Z');
    const old = expiryInstant(new Date('2023-03-01T06:00:00Z'), { months: 6, since: on });
    expect(old.toISOString()).toBe('2027-05-27T18:30:00.000Z');
  });
});

describe('points due to expire and what expires next', () => {
  const expiresAt = new Date('2027-01-15T18:30:00.000Z');
  const later = new Date('2027-03-01T18:30:00.000Z');

  it('expires at the very moment of expiry what the balance holds of the expired credit, not a moment before', () => {
    const credits = [
      { points: 40, expiresAt },
      { points: 25, expiresAt: later },
    ];
    // 50 left after spending 15 of the oldest: 25 of the first credit and all of the second.
    expect(pointsDueToExpire(50, credits, new Date(+expiresAt - 1))).toBe(0);
    expect(pointsDueToExpire(50, credits, expiresAt)).toBe(25);
    expect(nextExpiry(50, credits, new Date('2027-01-01T00:00:00Z'))).toEqual({ points: 25, on: expiresAt });
  });

  it('expires nothing when the balance is all newer points, or below zero', () => {
    const credits = [
      { points: 40, expiresAt },
      { points: 25, expiresAt: later },
    ];
    expect(pointsDueToExpire(20, credits, expiresAt)).toBe(0);
    expect(nextExpiry(20, credits, expiresAt)).toEqual({ points: 20, on: later });
    expect(nextExpiry(-5, credits, expiresAt)).toBeNull();
  });

  it('warns only within 30 days, in plain words', () => {
    const next = { points: 25, on: expiresAt };
    expect(withinWarning(next, new Date('2026-12-16T18:30:00Z'))).toBe(next);
    expect(withinWarning(next, new Date('2026-12-16T18:29:00Z'))).toBeNull();
    expect(expiryLine({ points: 25, on: expiresAt.toISOString() })).toBe('25 points expire on 16 Jan');
    expect(expiryLine({ points: 1, on: expiresAt.toISOString() })).toBe('1 point expires on 16 Jan');
    expect(expiryLine(null)).toBeNull();
  });
});
