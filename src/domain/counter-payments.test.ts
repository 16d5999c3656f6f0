import { describe, expect, it } from 'vitest';
import { counterPaymentMethod, splitCounterPayments } from './counter-payments';

const cash = (amountPaise: number) => ({ method: 'cash' as const, amountPaise, reference: null });
const upi = (amountPaise: number) => ({ method: 'upi' as const, amountPaise, reference: null });
const khata = (amountPaise: number) => ({ method: 'khata' as const, amountPaise, reference: null });

describe('splitting a counter sale’s payments (docs/decisions/090)', () => {
  it('keeps the cash that is left to pay and hands the rest back as change', () => {
    expect(splitCounterPayments(15_000, [upi(5_000), cash(20_000)])).toEqual({
      ok: true,
      split: { cashPaise: 10_000, upiPaise: 5_000, khataPaise: 0, changePaise: 10_000 },
    });
  });

  it('takes exact payments as they are, and nothing for a sale points paid', () => {
    expect(splitCounterPayments(9_800, [khata(4_800), cash(5_000)])).toMatchObject({
      ok: true,
      split: { cashPaise: 5_000, khataPaise: 4_800, changePaise: 0 },
    });
    expect(splitCounterPayments(0, [])).toMatchObject({ ok: true, split: { cashPaise: 0, changePaise: 0 } });
  });

  it('refuses paying less than due, and UPI or khata above it', () => {
    expect(splitCounterPayments(10_000, [cash(9_999)])).toEqual({
      ok: false,
      problem: 'The payments are ₹0.01 short of what is due',
    });
    expect(splitCounterPayments(10_000, [upi(10_001)])).toMatchObject({ ok: false });
    expect(splitCounterPayments(10_000, [upi(6_000), khata(4_001)])).toMatchObject({ ok: false });
  });
});

describe('a counter sale’s payment method', () => {
  it('is khata with any khata part, UPI when UPI is the larger part, else cash (cod)', () => {
    expect(counterPaymentMethod([cash(100), khata(1)])).toBe('khata');
    expect(counterPaymentMethod([cash(100), upi(101)])).toBe('upi');
    expect(counterPaymentMethod([cash(100), upi(100)])).toBe('cod');
    expect(counterPaymentMethod([])).toBe('cod');
  });
});
