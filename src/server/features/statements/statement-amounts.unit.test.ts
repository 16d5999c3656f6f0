import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './statement-amounts';

describe('a statement’s amounts, exact in paise', () => {
  it.each([
    ['1,23,456.78', 12_345_678, null],
    ['123,456.78', 12_345_678, null],
    ['1250', 125_000, null],
    ['1,250.00 Cr', 125_000, 'credit'],
    ['500.00Dr.', 50_000, 'debit'],
    ['1,250.00 (Cr)', 125_000, 'credit'],
    ['Rs. 99.99', 9_999, null],
    ['INR 0.10', 10, null],
    ['-40.00', -4_000, null],
    ['(40.00)', -4_000, null],
    ['+60.5', 6_050, null],
    ['90071992547409.91', 9_007_199_254_740_991, null],
  ])('%s', (text, paise, side) => {
    expect(parseStatementAmount(text)).toEqual({ kind: 'amount', paise, side });
  });

  it('is no amount when empty or a dash, and refuses what is not an amount', () => {
    expect(parseStatementAmount(' ')).toEqual({ kind: 'empty' });
    expect(parseStatementAmount('-')).toEqual({ kind: 'empty' });
    for (const text of ['12,50', '1.505', '=1+2', 'abc', '1e3', '90071992547409.92'])
      expect(parseStatementAmount(text)).toEqual({ kind: 'invalid' });
  });
});
