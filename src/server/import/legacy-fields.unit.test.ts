import { describe, expect, it } from 'vitest';
import { BadValue, bool, integer, json, rupeesToPaise, text, timestamp } from './read-export';

describe('rupees to paise', () => {
  it('is exact decimal arithmetic, for texts and JSON numbers', () => {
    expect(rupeesToPaise('45.5')).toBe(4550);
    expect(rupeesToPaise('45.50')).toBe(4550);
    expect(rupeesToPaise('45.500')).toBe(4550);
    expect(rupeesToPaise(' 45 ')).toBe(4500);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(1.1)).toBe(110);
    expect(rupeesToPaise(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994 in floats
    expect(rupeesToPaise('1234567.89')).toBe(123456789);
    expect(rupeesToPaise('-3.25')).toBe(-325);
    expect(rupeesToPaise('-0')).toBe(0);
    expect(rupeesToPaise(null)).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
  });

  it('refuses a fraction of a paisa and what is not a plain decimal', () => {
    expect(() => rupeesToPaise('45.555')).toThrow(BadValue);
    expect(() => rupeesToPaise('45.555')).toThrow(/more than two decimals/);
    expect(() => rupeesToPaise(45.555)).toThrow(/more than two decimals/);
    for (const bad of ['1e3', '1,234', 'Rs 5', '₹5', '.5', '5.', 'abc', true, {}, 1e21])
      expect(() => rupeesToPaise(bad), String(bad)).toThrow(BadValue);
  });
});

describe('the other fields', () => {
  it('text trims and gives null for missing or empty', () => {
    expect(text({ a: '  Anil ' }, 'a')).toBe('Anil');
    expect(text({ a: '' }, 'a')).toBeNull();
    expect(text({ a: null }, 'a')).toBeNull();
    expect(text({}, 'a')).toBeNull();
    expect(text({ a: 9847012345 }, 'a')).toBe('9847012345');
    expect(() => text({ a: { x: 1 } }, 'a')).toThrow(BadValue);
  });

  it('integer and bool read both flavours', () => {
    expect(integer('12')).toBe(12);
    expect(integer(12)).toBe(12);
    expect(integer('-4')).toBe(-4);
    expect(integer('12.0')).toBe(12);
    expect(integer(null)).toBeNull();
    expect(() => integer('12.5')).toThrow(BadValue);
    expect(bool('true')).toBe(true);
    expect(bool('FALSE')).toBe(false);
    expect(bool(true)).toBe(true);
    expect(bool(null)).toBeNull();
    expect(() => bool('maybe')).toThrow(BadValue);
  });

  it('timestamp reads ISO 8601 with or without a zone; no zone is Asia/Kolkata', () => {
    expect(timestamp('2024-03-05T10:20:30Z')!.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(timestamp('2024-03-05T10:20:30')!.toISOString()).toBe('2024-03-05T04:50:30.000Z');
    expect(timestamp('2024-03-05 10:20:30.123456+05:30')!.toISOString()).toBe('2024-03-05T04:50:30.123Z');
    expect(timestamp('2024-03-05T10:20:30-0200')!.toISOString()).toBe('2024-03-05T12:20:30.000Z');
    expect(timestamp('2024-03-05')!.toISOString()).toBe('2024-03-04T18:30:00.000Z');
    expect(timestamp(null)).toBeNull();
    for (const bad of ['2024-02-30', '2024-03-05T25:00', 'yesterday', '05/03/2024'])
      expect(() => timestamp(bad), bad).toThrow(BadValue);
  });

  it('json parses text (CSV) and passes parsed values (JSON) through', () => {
    expect(json('{"2024-01":120.5}')).toEqual({ '2024-01': 120.5 });
    expect(json({ '2024-01': 1 })).toEqual({ '2024-01': 1 });
    expect(json(null)).toBeNull();
    expect(() => json('{oops')).toThrow(BadValue);
  });
});
