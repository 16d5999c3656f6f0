import { describe, expect, it } from 'vitest';
import { businessDay, shiftDay } from './business-day';

describe('businessDay', () => {
  it('is the date in Kolkata (UTC+5:30), which turns at 18:30 UTC', () => {
    expect(businessDay(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('writes the year, month and day in full, so days compare as text', () => {
    expect(businessDay(new Date('2027-01-04T00:00:00Z'))).toBe('2027-01-04');
  });
});

describe('shiftDay', () => {
  it('moves across months, leap days and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-11-23', -29)).toBe('2026-10-25');
  });
});
