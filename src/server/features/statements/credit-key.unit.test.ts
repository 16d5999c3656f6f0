import { describe, expect, it } from 'vitest';
import { creditKeys } from './credit-key';
import type { StatementCredit } from './read-statement';

const cash: StatementCredit = {
  line: 7,
  date: '2026-11-23',
  amountPaise: 50_000,
  narration: 'CASH DEPOSIT BY SELF',
  reference: null,
  utr: null,
};

describe('what makes a credit the same credit in another upload (docs/decisions/067)', () => {
  it('is a UPI credit’s UTR, the text a payment keeps as its reference', () => {
    expect(creditKeys([{ ...cash, utr: '632412345678' }])).toEqual(['632412345678']);
  });

  it('tells two identical cash deposits of one day apart, and gives them the same keys in the same file again', () => {
    const file = [cash, { ...cash, line: 8 }, { ...cash, line: 9, amountPaise: 20_000 }];
    const keys = creditKeys(file);
    expect(new Set(keys).size).toBe(3);
    expect(creditKeys(file.map((credit) => ({ ...credit, line: credit.line + 40 })))).toEqual(keys);
  });
});
