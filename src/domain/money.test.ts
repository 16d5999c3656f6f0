import { describe, expect, it } from 'vitest';
import { formatChartRupees, formatPaise, paiseToChartRupees, paiseToRupeesText, parseRupees } from './money';

const paise = (text: string): number | string => {
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : parsed.problem;
};

describe('formatPaise', () => {
  it('writes ₹ with two decimals and Indian grouping (DESIGN 10)', () => {
    expect(formatPaise(1_50_000_00)).toBe('₹1,50,000.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(-250)).toBe('-₹2.50');
  });

  it('keeps the last paisa of the largest amounts (paise / 100 as a float lost it)', () => {
    expect(formatPaise(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });
});

describe('paiseToRupeesText', () => {
  it('is plain rupees for spreadsheets and UPI links: two decimals, no ₹, no grouping', () => {
    expect(paiseToRupeesText(12_345)).toBe('123.45');
    expect(paiseToRupeesText(1_50_000_00)).toBe('150000.00');
    expect(paiseToRupeesText(5)).toBe('0.05');
    expect(paiseToRupeesText(0)).toBe('0.00');
    expect(paiseToRupeesText(-0)).toBe('0.00');
    expect(paiseToRupeesText(-250)).toBe('-2.50');
    expect(paiseToRupeesText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => paiseToRupeesText(12.5)).toThrow(RangeError);
    expect(() => paiseToRupeesText(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseRupees', () => {
  it('reads rupees as people type or paste them, exactly', () => {
    expect(paise('12')).toBe(1200);
    expect(paise(' 12 ')).toBe(1200);
    expect(paise('12.5')).toBe(1250);
    expect(paise('12.50')).toBe(1250);
    expect(paise('12.500')).toBe(1250);
    expect(paise('.5')).toBe(50);
    expect(paise('0.07')).toBe(7);
    expect(paise('4.35')).toBe(435); // 4.35 × 100 is 434.99999999999994 in floats
    expect(paise('1,50,000.50')).toBe(1_50_000_50);
    expect(paise('150,000.50')).toBe(1_50_000_50);
    expect(paise('₹1,250.00')).toBe(1_250_00);
    expect(paise('₹ 5')).toBe(500);
    expect(paise('-3.25')).toBe(-325);
    expect(paise('-₹5.00')).toBe(-500);
    expect(paise('-0')).toBe(0);
    expect(paise('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('adds no float error: 0.1 and 0.2 are 30 paise', () => {
    expect(Number(paise('0.1')) + Number(paise('0.2'))).toBe(30);
  });

  it('refuses a fraction of a paisa instead of rounding it', () => {
    expect(paise('12.505')).toBe('more-than-two-decimals');
    expect(paise('0.001')).toBe('more-than-two-decimals');
  });

  it('refuses empty text, other shapes, misplaced commas and amounts beyond safe paise', () => {
    expect(paise('')).toBe('empty');
    expect(paise('   ')).toBe('empty');
    for (const text of [
      'abc',
      '1e3',
      '12,50',
      '1,2,3',
      '1234,567',
      '.',
      '-',
      '₹',
      'Rs 5',
      '5 ₹',
      '--5',
      '0x10',
    ])
      expect(paise(text), text).toBe('not-an-amount');
    expect(paise('90071992547409.92')).toBe('too-large');
    expect(paise('100000000000000000000')).toBe('too-large');
  });
});

describe('a chart’s rupees', () => {
  it('draws whole paise as rupees and labels the axis short, as Indians count (lakh, thousand)', () => {
    expect(paiseToChartRupees(15_000_000)).toBe(150_000);
    expect(paiseToChartRupees(1_250)).toBe(12.5);
    expect(formatChartRupees(150_000)).toBe('₹1.5L');
    expect(formatChartRupees(12_000)).toBe('₹12K');
    expect(formatChartRupees(0)).toBe('₹0');
    expect(() => paiseToChartRupees(1.5)).toThrow(RangeError);
  });
});
